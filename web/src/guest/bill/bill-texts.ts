import { translator, type TFunction, type Texts } from '../../lib/translate';
import { uiLanguageOf, type GuestUiLanguage } from '../texts.ts';

/**
 * The texts of the table's bill, in its own lazily loaded chunk (as wallet-texts.ts is for the wallet): Turkish for a
 * Turkish menu, English for any other.
 */
const en = {
  title: 'Your bill',
  loading: 'Loading your bill…',
  failed: 'Your bill could not be loaded.',
  retry: 'Try again',
  none: 'There is no open bill at your table yet.',
  number: 'Bill no. {{number}}',
  printed: 'Your bill has been printed.',
  gift: 'On the house',
  serviceFee: 'Service fee',
  total: 'Total',
  paid: 'Paid',
  balance: 'Left to pay',
  couponLabel: 'Coupon or promo code',
  apply: 'Apply',
  applying: 'Applying…',
  applied: 'Done: your bill is now {{total}}.',
  signInFirst: 'Sign in under “My points and coupons” to use a coupon or promo code on the bill.',
  refresh: 'Refresh the bill',
  refused: {
    coupon_not_found: 'No coupon has this code here.',
    coupon_used: 'This code has been used already.',
    coupon_expired: 'This coupon has expired.',
    coupon_not_started: 'This coupon is not valid yet.',
    coupon_disabled: 'This coupon cannot be used right now.',
    coupon_min_spend: 'This coupon needs a larger bill.',
    coupon_guest_limit: 'You have used this coupon as often as it allows.',
    coupon_needs_guest: 'Sign in to use a coupon.',
    coupon_not_applicable: 'This coupon cannot be used on this bill: it may have a discount already.',
    folio_not_found: 'There is no open bill at your table right now.',
    folio_not_open: 'Your bill is closed: it takes no coupon any more.',
    business_day_closed: 'Your bill cannot be changed now. Please ask a member of staff.',
    rate_limited: 'Too many tries just now. Please try again in {{seconds}} s.',
    sessionOver: 'You have been signed out. Please sign in again.',
    validation_failed: 'Please check the code.',
    failed: 'That did not work. Please try again.',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const tr: Shape<typeof en> = {
  title: 'Hesabınız',
  loading: 'Hesabınız yükleniyor…',
  failed: 'Hesabınız yüklenemedi.',
  retry: 'Tekrar dene',
  none: 'Masanızda henüz açık bir hesap yok.',
  number: 'Hesap no. {{number}}',
  printed: 'Hesabınız yazdırıldı.',
  gift: 'İkram',
  serviceFee: 'Servis ücreti',
  total: 'Toplam',
  paid: 'Ödenen',
  balance: 'Kalan',
  couponLabel: 'Kupon veya promosyon kodu',
  apply: 'Uygula',
  applying: 'Uygulanıyor…',
  applied: 'Tamam: hesabınız artık {{total}}.',
  signInFirst: 'Hesapta kupon veya promosyon kodu kullanmak için “Puanlarım ve kuponlarım” bölümünden giriş yapın.',
  refresh: 'Hesabı yenile',
  refused: {
    coupon_not_found: 'Bu kodla bir kupon burada yok.',
    coupon_used: 'Bu kod daha önce kullanılmış.',
    coupon_expired: 'Bu kuponun süresi dolmuş.',
    coupon_not_started: 'Bu kupon henüz geçerli değil.',
    coupon_disabled: 'Bu kupon şu anda kullanılamıyor.',
    coupon_min_spend: 'Bu kupon için hesap tutarı yetersiz.',
    coupon_guest_limit: 'Bu kuponu izin verilen sayıda kullandınız.',
    coupon_needs_guest: 'Kupon kullanmak için giriş yapın.',
    coupon_not_applicable: 'Bu kupon bu hesapta kullanılamaz: hesapta zaten bir indirim olabilir.',
    folio_not_found: 'Masanızda şu anda açık bir hesap yok.',
    folio_not_open: 'Hesabınız kapandı: artık kupon alamaz.',
    business_day_closed: 'Hesabınız şu anda değiştirilemiyor. Lütfen bir çalışana sorun.',
    rate_limited: 'Az önce çok fazla deneme yapıldı. Lütfen {{seconds}} sn sonra yeniden deneyin.',
    sessionOver: 'Oturumunuz kapandı. Lütfen yeniden giriş yapın.',
    validation_failed: 'Lütfen kodu kontrol edin.',
    failed: 'Olmadı. Lütfen yeniden deneyin.',
  },
};

const billTexts: Record<GuestUiLanguage, Texts> = { en, tr };
const translators = new Map<GuestUiLanguage, TFunction>();

/** The `t` of the bill in a menu language (Turkish, else English). */
export const billT = (language: string): TFunction => {
  const ui = uiLanguageOf(language);
  let t = translators.get(ui);
  if (!t) translators.set(ui, (t = translator(ui, () => billTexts[ui])));
  return t;
};

/** The codes the bill's coupon refusals are said for; any other is `failed`. */
export const REFUSALS = new Set(Object.keys(en.refused));
