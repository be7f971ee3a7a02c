import { translator, type TFunction, type Texts } from '../../lib/translate';
import { uiLanguageOf, type GuestUiLanguage } from '../texts.ts';

/**
 * The texts of the guest's sign-in and wallet, in their own lazily loaded chunk (as texts.ts is for the menu): Turkish
 * for a Turkish menu, English for any other.
 */
const en = {
  signInTitle: 'Sign in for your points and coupons',
  signInHint: 'Optional: you can order without signing in.',
  phone: 'Mobile number',
  sendCode: 'Send code',
  captchaPicture: 'Security code picture',
  captcha: 'Security code',
  captchaAsked: 'Please type the security code shown in the picture.',
  smsCode: 'SMS code',
  codeSent: 'We sent a 6-digit code to {{gsm}}.',
  signIn: 'Sign in',
  otherNumber: 'Use another number',
  signedInAs: 'Signed in as {{name}}',
  signOut: 'Sign out',
  refused: {
    captcha_invalid: 'The security code was wrong. Please try the new one.',
    otp_invalid: 'The code is wrong. Please check it and try again.',
    otp_expired: 'The code has expired. Please ask for a new one.',
    otp_locked: 'Too many wrong codes. Please try again later.',
    rate_limited: 'Too many tries just now. Please wait a little and try again.',
    wait: 'A new code can be sent in {{seconds}} s.',
    sms_limit: 'No more codes can be sent to this number right now. Please try again later.',
    sms_country_not_allowed: 'Codes cannot be sent to this number.',
    sms_failed: 'The SMS could not be sent. Please try again.',
    user_not_found: 'There is no account with this number yet. Sign up in the Sofra app, then sign in here.',
    user_blocked: 'This account cannot sign in.',
    validation_failed: 'Please check the number.',
    failed: 'That did not work. Please try again.',
  },
  walletTitle: 'Your wallet here',
  walletFailed: 'Your wallet could not be loaded.',
  retry: 'Try again',
  pointsTitle: 'Points',
  points_one: '{{count}} point',
  points_other: '{{count}} points',
  earnRule: 'You earn {{points}} points for every {{amount}} spent.',
  maxRule: 'At most {{points}} points per bill.',
  pointValue: '1 point pays {{amount}} of a bill.',
  expiryRule: 'Points expire {{months}} months after you earn them.',
  noPoints: 'This venue gives no points.',
  stampsTitle: 'Stamp card',
  stamps: '{{stamps}} of {{per}} stamps',
  rewardsReady_one: '{{count}} free product is ready: ask a member of staff.',
  rewardsReady_other: '{{count}} free products are ready: ask a member of staff.',
  couponsTitle: 'Your coupons',
  noCoupons: 'No coupons yet.',
  percentOff: '{{value}}% off',
  amountOff: '{{amount}} off',
  freeProduct: 'A free product',
  minSpend: 'Orders from {{amount}}',
  validTo: 'Valid until {{date}}',
  code: 'Code: {{code}}',
  useOnOrder: 'Use on my order',
  useNamed: 'Use {{name}} on my order',
  chosen: 'Used on your next order',
  promoLabel: 'Promo code',
  scratchTitle: 'Scratch cards',
  scratch: 'Scratch',
  scratchNamed: 'Scratch {{name}}',
  scratched: 'Scratched',
  won: 'You won {{name}}! Code {{code}} is in your wallet.',
  noPrize: 'No prize this time.',
  alreadyScratched: 'You have scratched this card already.',
  campaignsTitle: 'Running now',
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

// Turkish has one plural form here: `points` and `rewardsReady` stand for both.
const tr: Omit<Shape<typeof en>, 'points_one' | 'points_other' | 'rewardsReady_one' | 'rewardsReady_other'> & {
  points: string;
  rewardsReady: string;
} = {
  signInTitle: 'Puan ve kuponlarınız için giriş yapın',
  signInHint: 'İsteğe bağlı: giriş yapmadan da sipariş verebilirsiniz.',
  phone: 'Cep telefonu numarası',
  sendCode: 'Kod gönder',
  captchaPicture: 'Güvenlik kodu resmi',
  captcha: 'Güvenlik kodu',
  captchaAsked: 'Lütfen resimdeki güvenlik kodunu yazın.',
  smsCode: 'SMS kodu',
  codeSent: '{{gsm}} numarasına 6 haneli bir kod gönderdik.',
  signIn: 'Giriş yap',
  otherNumber: 'Başka bir numara kullan',
  signedInAs: '{{name}} olarak giriş yapıldı',
  signOut: 'Çıkış yap',
  refused: {
    captcha_invalid: 'Güvenlik kodu yanlış. Lütfen yenisini deneyin.',
    otp_invalid: 'Kod yanlış. Lütfen kontrol edip yeniden deneyin.',
    otp_expired: 'Kodun süresi doldu. Lütfen yeni bir kod isteyin.',
    otp_locked: 'Çok fazla yanlış kod girildi. Lütfen daha sonra deneyin.',
    rate_limited: 'Az önce çok fazla deneme yapıldı. Lütfen biraz bekleyip yeniden deneyin.',
    wait: '{{seconds}} sn sonra yeni bir kod gönderilebilir.',
    sms_limit: 'Bu numaraya şu anda daha fazla kod gönderilemiyor. Lütfen daha sonra deneyin.',
    sms_country_not_allowed: 'Bu numaraya kod gönderilemiyor.',
    sms_failed: 'SMS gönderilemedi. Lütfen yeniden deneyin.',
    user_not_found: 'Bu numarayla henüz bir hesap yok. Sofra uygulamasından üye olup burada giriş yapın.',
    user_blocked: 'Bu hesap giriş yapamaz.',
    validation_failed: 'Lütfen numarayı kontrol edin.',
    failed: 'Olmadı. Lütfen yeniden deneyin.',
  },
  walletTitle: 'Buradaki cüzdanınız',
  walletFailed: 'Cüzdanınız yüklenemedi.',
  retry: 'Tekrar dene',
  pointsTitle: 'Puanlar',
  points: '{{count}} puan',
  earnRule: 'Her {{amount}} harcamaya {{points}} puan kazanırsınız.',
  maxRule: 'Bir hesapta en çok {{points}} puan.',
  pointValue: '1 puan, hesabın {{amount}} kadarını öder.',
  expiryRule: 'Puanlar kazanıldıktan {{months}} ay sonra sona erer.',
  noPoints: 'Bu işletme puan vermiyor.',
  stampsTitle: 'Damga kartı',
  stamps: '{{per}} damgadan {{stamps}}',
  rewardsReady: '{{count}} ücretsiz ürününüz hazır: bir görevliye söyleyin.',
  couponsTitle: 'Kuponlarınız',
  noCoupons: 'Henüz kuponunuz yok.',
  percentOff: '%{{value}} indirim',
  amountOff: '{{amount}} indirim',
  freeProduct: 'Ücretsiz bir ürün',
  minSpend: '{{amount}} ve üzeri siparişlerde',
  validTo: '{{date}} tarihine kadar geçerli',
  code: 'Kod: {{code}}',
  useOnOrder: 'Siparişimde kullan',
  useNamed: '{{name}} kuponunu siparişimde kullan',
  chosen: 'Sonraki siparişinizde kullanılıyor',
  promoLabel: 'Promosyon kodu',
  scratchTitle: 'Kazı kazan',
  scratch: 'Kazı',
  scratchNamed: '{{name}} kartını kazı',
  scratched: 'Kazındı',
  won: '{{name}} kazandınız! {{code}} kodu cüzdanınızda.',
  noPrize: 'Bu sefer ödül çıkmadı.',
  alreadyScratched: 'Bu kartı daha önce kazıdınız.',
  campaignsTitle: 'Şu an geçerli',
};

const walletTexts: Record<GuestUiLanguage, Texts> = { en, tr };
const translators = new Map<GuestUiLanguage, TFunction>();

/** The `t` of the wallet in a menu language (Turkish, else English). */
export const walletT = (language: string): TFunction => {
  const ui = uiLanguageOf(language);
  let t = translators.get(ui);
  if (!t) translators.set(ui, (t = translator(ui, () => walletTexts[ui])));
  return t;
};
