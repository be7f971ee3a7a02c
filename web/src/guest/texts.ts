import { translator, type TFunction, type Texts } from '../lib/translate';

/**
 * The guest menu's own interface texts (it loads none of the portal's), in Turkish and English, read through the
 * portal's translator (lib/translate.ts: dotted keys, `{{name}}` placeholders, `_one`/`_other` plural forms). Any
 * other menu language shows the English texts.
 */
const en = {
  loading: 'Loading the menu…',
  notAvailable: 'This menu is not available right now.',
  notAvailableHint: 'Please ask a member of staff.',
  failed: 'The menu could not be loaded.',
  retry: 'Try again',
  empty: 'There is nothing on the menu yet.',
  noMatch: 'No dish matches your search.',
  search: 'Search the menu',
  language: 'Language',
  show: 'Show',
  groups: 'Menu sections',
  table: 'Table',
  options: 'Options',
  chooseExactly: 'choose {{min}}',
  chooseUpTo: 'up to {{max}}',
  chooseBetween: 'choose {{min}} to {{max}}',
  allergensTitle: 'Allergens',
  dietTitle: 'Diet',
  kcal: 'kcal',
  minutes: 'min',
  serviceTitle: 'Service at your table',
  callWaiter: 'Call waiter',
  requestCheck: 'Request the bill',
  signalSent: 'Sent.',
  waiterSent: 'Sent: a waiter is on the way.',
  checkSent: 'Sent: your bill is on the way.',
  tooSoon: 'Already sent just now. You can try again in {{seconds}} s.',
  notAllowed: 'This venue does not take this request from the menu.',
  notSent: 'It could not be sent. Please try again.',
  add: 'Add',
  addNamed: 'Add {{name}}',
  addToBasket: 'Add to basket',
  quantity: 'Quantity',
  less: 'One less {{name}}',
  more: 'One more {{name}}',
  basket: 'Your basket',
  basketBar_one: 'Basket: {{count}} item · {{total}}',
  basketBar_other: 'Basket: {{count}} items · {{total}}',
  basketBarPricing_one: 'Basket: {{count}} item',
  basketBarPricing_other: 'Basket: {{count}} items',
  discounts: 'Discounts',
  serviceFee: 'Service fee ({{percent}}%)',
  serviceFeeLine: 'Service fee',
  menuPrice: 'Menu price {{price}}',
  total: 'Total',
  note: 'Note for the kitchen (optional)',
  send: 'Send order',
  sending: 'Sending…',
  orderTooSoon: 'An order was sent from this table just now. Try again in {{seconds}} s.',
  orderingClosed: 'The venue is not taking orders right now.',
  menuChanged: 'The menu has changed. Please reload the page and try again.',
  orderRateLimited: 'Too many orders were sent from here just now. Try again in {{seconds}} s.',
  orderLineTooLarge:
    'At most {{max}} of one item can be ordered at once. Please lower the number, or ask a member of staff.',
  orderTooLarge:
    'At most {{max}} items can be ordered at once. Please send part of the basket now and the rest later, or ask a member of staff.',
  orderNeedsPhone:
    'Orders above {{amount}} can only be sent by a guest signed in with a verified phone number. Please order for less, or ask a member of staff to take your order.',
  lineLimit: 'At most {{max}} of one item per order.',
  basketLimit: 'At most {{max}} items per order.',
  orderTitle: 'Your order (no. {{number}})',
  orderWaiting: 'Sent.',
  orderAccepted: 'Sent: a waiter is on the way.',
  orderAcceptedAt: 'Sent: a waiter is on the way. Ready at about {{time}}.',
  orderRejected: 'Not accepted.',
  orderRejectedBecause: 'Not accepted: {{reason}}',
  hideOrder: 'Hide this order',
  walletOpen: 'My points and coupons',
  book: 'Book a table',
  walletLoading: 'Loading…',
  couponChosen: 'Coupon {{code}} is used on this order.',
  removeCoupon: 'Remove the coupon',
  sessionOver: 'You were signed out. Please sign in again.',
  tags: { vegetarian: 'Vegetarian', vegan: 'Vegan', spicy: 'Spicy', 'gluten-free': 'Gluten-free' },
  allergens: {
    gluten: 'Gluten',
    crustaceans: 'Crustaceans',
    eggs: 'Eggs',
    fish: 'Fish',
    peanuts: 'Peanuts',
    soybeans: 'Soy',
    milk: 'Milk',
    nuts: 'Nuts',
    celery: 'Celery',
    mustard: 'Mustard',
    sesame: 'Sesame',
    sulphites: 'Sulphites',
    lupin: 'Lupin',
    molluscs: 'Molluscs',
  },
  languages: {
    tr: 'Türkçe',
    en: 'English',
    de: 'Deutsch',
    ar: 'العربية',
    ru: 'Русский',
    ge: 'ქართული',
    nl: 'Nederlands',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

// Turkish has one plural form here: `basketBar` stands for both.
const tr: Omit<
  Shape<typeof en>,
  'basketBar_one' | 'basketBar_other' | 'basketBarPricing_one' | 'basketBarPricing_other'
> & { basketBar: string; basketBarPricing: string } = {
  loading: 'Menü yükleniyor…',
  notAvailable: 'Bu menü şu anda kullanılamıyor.',
  notAvailableHint: 'Lütfen bir görevliye sorun.',
  failed: 'Menü yüklenemedi.',
  retry: 'Tekrar dene',
  empty: 'Menüde henüz ürün yok.',
  noMatch: 'Aramanıza uyan ürün yok.',
  search: 'Menüde ara',
  language: 'Dil',
  show: 'Göster',
  groups: 'Menü bölümleri',
  table: 'Masa',
  options: 'Seçenekler',
  chooseExactly: '{{min}} seçim',
  chooseUpTo: 'en çok {{max}}',
  chooseBetween: '{{min}}–{{max}} seçim',
  allergensTitle: 'Alerjenler',
  dietTitle: 'Beslenme',
  kcal: 'kcal',
  minutes: 'dk',
  serviceTitle: 'Masanıza hizmet',
  callWaiter: 'Garson çağır',
  requestCheck: 'Hesabı iste',
  signalSent: 'Gönderildi.',
  waiterSent: 'Gönderildi: garson geliyor.',
  checkSent: 'Gönderildi: hesabınız geliyor.',
  tooSoon: 'Az önce gönderildi. {{seconds}} sn sonra yeniden deneyebilirsiniz.',
  notAllowed: 'Bu işletme bu isteği menüden almıyor.',
  notSent: 'Gönderilemedi. Lütfen yeniden deneyin.',
  add: 'Ekle',
  addNamed: '{{name}} ekle',
  addToBasket: 'Sepete ekle',
  quantity: 'Adet',
  less: 'Bir {{name}} eksik',
  more: 'Bir {{name}} daha',
  basket: 'Sepetiniz',
  basketBar: 'Sepet: {{count}} ürün · {{total}}',
  basketBarPricing: 'Sepet: {{count}} ürün',
  discounts: 'İndirimler',
  serviceFee: 'Servis ücreti (%{{percent}})',
  serviceFeeLine: 'Servis ücreti',
  menuPrice: 'Menü fiyatı {{price}}',
  total: 'Toplam',
  note: 'Mutfağa not (isteğe bağlı)',
  send: 'Siparişi gönder',
  sending: 'Gönderiliyor…',
  orderTooSoon: 'Bu masadan az önce sipariş gönderildi. {{seconds}} sn sonra yeniden deneyin.',
  orderingClosed: 'İşletme şu anda sipariş almıyor.',
  menuChanged: 'Menü değişti. Lütfen sayfayı yenileyip yeniden deneyin.',
  orderRateLimited: 'Buradan az önce çok sayıda sipariş gönderildi. {{seconds}} sn sonra yeniden deneyin.',
  orderLineTooLarge:
    'Bir üründen tek seferde en çok {{max}} adet sipariş verilebilir. Lütfen adedi azaltın ya da bir görevliye sorun.',
  orderTooLarge:
    'Tek seferde en çok {{max}} ürün sipariş verilebilir. Lütfen sepetin bir kısmını şimdi, kalanını sonra gönderin ya da bir görevliye sorun.',
  orderNeedsPhone:
    '{{amount}} üzerindeki siparişleri yalnızca doğrulanmış telefon numarasıyla giriş yapmış misafirler gönderebilir. Lütfen daha düşük tutarda sipariş verin ya da siparişinizi bir görevliye iletin.',
  lineLimit: 'Siparişte bir üründen en çok {{max}} adet.',
  basketLimit: 'Siparişte en çok {{max}} ürün.',
  orderTitle: 'Siparişiniz (no. {{number}})',
  orderWaiting: 'Gönderildi.',
  orderAccepted: 'Gönderildi: garson geliyor.',
  orderAcceptedAt: 'Gönderildi: garson geliyor. Yaklaşık {{time}} hazır olur.',
  orderRejected: 'Onaylanmadı.',
  orderRejectedBecause: 'Onaylanmadı: {{reason}}',
  hideOrder: 'Bu siparişi gizle',
  walletOpen: 'Puanlarım ve kuponlarım',
  book: 'Masa ayırt',
  walletLoading: 'Yükleniyor…',
  couponChosen: '{{code}} kuponu bu siparişte kullanılıyor.',
  removeCoupon: 'Kuponu kaldır',
  sessionOver: 'Oturumunuz kapandı. Lütfen yeniden giriş yapın.',
  tags: { vegetarian: 'Vejetaryen', vegan: 'Vegan', spicy: 'Acılı', 'gluten-free': 'Glutensiz' },
  allergens: {
    gluten: 'Gluten',
    crustaceans: 'Kabuklular',
    eggs: 'Yumurta',
    fish: 'Balık',
    peanuts: 'Yer fıstığı',
    soybeans: 'Soya',
    milk: 'Süt',
    nuts: 'Sert kabuklu yemişler',
    celery: 'Kereviz',
    mustard: 'Hardal',
    sesame: 'Susam',
    sulphites: 'Sülfitler',
    lupin: 'Acı bakla',
    molluscs: 'Yumuşakçalar',
  },
  languages: en.languages,
};

/** The guest's interface languages: Turkish for a Turkish menu, English for any other. */
export type GuestUiLanguage = 'tr' | 'en';
export const uiLanguageOf = (language: string): GuestUiLanguage => (language === 'tr' ? 'tr' : 'en');

export const guestTexts: Record<GuestUiLanguage, Texts> = { en, tr };

/**
 * Texts a lazily loaded part brings for the menu's own messages, once it has loaded: the wallet its coupons' refusals
 * on an order (wallet/wallet-texts.ts), which only a coupon chosen in the wallet can meet. The menu's first load does
 * not carry them.
 */
export const addGuestTexts = (language: GuestUiLanguage, texts: Texts) => Object.assign(guestTexts[language], texts);

const translators = new Map<GuestUiLanguage, TFunction>();

/** The `t` of the guest page in a language (Turkish, else English). */
export const guestT = (language: string): TFunction => {
  const ui = uiLanguageOf(language);
  let t = translators.get(ui);
  if (!t) translators.set(ui, (t = translator(ui, () => guestTexts[ui])));
  return t;
};

/** How many of a modifier's options to choose, in words. */
export const chooseText = (t: TFunction, min: number, max: number) =>
  t(min === max ? 'chooseExactly' : min === 0 ? 'chooseUpTo' : 'chooseBetween', { min, max });
