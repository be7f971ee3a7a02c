import { translator, type TFunction, type Texts } from '../../lib/translate';
import { uiLanguageOf, type GuestUiLanguage } from '../texts.ts';

/**
 * The texts of the guest's booking (docs/reservations.md, The guest page and The guest's link), in the chunks that load
 * them (as wallet-texts.ts is for the wallet): Turkish for a Turkish menu or guest, English for any other.
 */
const en = {
  open: 'Book a table',
  title: 'Book a table',
  loading: 'Loading…',
  party: 'Guests',
  people_one: '{{count}} person',
  people_other: '{{count}} people',
  date: 'Day',
  today: 'Today',
  tomorrow: 'Tomorrow',
  times: 'Time',
  timesLoading: 'Looking for free times…',
  noTimes: 'No free time that day for {{count}} people. Please try another day.',
  noTimes_one: 'No free time that day for 1 person. Please try another day.',
  timesFailed: 'The free times could not be loaded.',
  retry: 'Try again',
  signInTitle: 'Sign in with your phone',
  signInHint: 'We send you a code to check your number; the restaurant texts you about your booking.',
  details: 'Your details',
  name: 'Name for the booking',
  phone: 'Mobile number',
  notYou: 'Not your number? Use another one',
  notes: 'Notes for the restaurant (optional)',
  book: 'Book',
  booking: 'Booking…',
  chooseTime: 'Choose a time above to book.',
  requested: 'Requested',
  requestedHint: 'The restaurant will confirm by SMS.',
  confirmedTitle: 'Confirmed',
  confirmedHint: 'We have sent you an SMS with the details.',
  summary: 'Your booking',
  store: 'Restaurant',
  when: 'Date and time',
  guests: 'Guests',
  bookedName: 'Name',
  bookedNotes: 'Notes',
  status: 'Status',
  seeBooking: 'See or cancel your booking',
  bookAnother: 'Book another table',
  refused: {
    rate_limited: 'You have made as many bookings as we can take for now. Please try again later.',
    reservation_unavailable: 'Someone has just taken this time. Please choose another one.',
    reservation_conflict: 'Someone has just taken this time. Please choose another one.',
    reservations_off: 'This restaurant is not taking bookings online right now.',
    validation_failed: 'Please check your name and notes.',
    sessionOver: 'You were signed out. Please sign in again.',
    failed: 'The booking could not be made. Please try again.',
  },
  // The guest's link page (/b/{token}).
  pageTitle: 'Your booking',
  invalid: 'This booking link is not valid.',
  invalidHint: 'It may have expired after the booking, or it may have been copied wrong. Please ask the restaurant.',
  pageFailed: 'Your booking could not be loaded.',
  statuses: {
    requested: 'Waiting for the restaurant to confirm',
    confirmed: 'Confirmed',
    seated: 'You are at your table',
    completed: 'Completed',
    cancelled: 'Cancelled',
    no_show: 'Missed',
  },
  actions: 'Your answer',
  coming: 'You told the restaurant you are coming.',
  confirm: 'I’m coming',
  confirming: 'Sending…',
  confirmDone: 'Thank you: the restaurant knows you are coming.',
  cancel: 'Cancel booking',
  cancelAsk: 'Cancel this booking? Your table will be given to other guests.',
  cancelYes: 'Yes, cancel it',
  cancelNo: 'Keep my booking',
  cancelling: 'Cancelling…',
  cancelDone: 'Your booking has been cancelled.',
  linkRefused: {
    reservation_status_invalid: 'This booking cannot be changed any more.',
    rate_limited: 'Too many tries just now. Please try again in a minute.',
    failed: 'That did not work. Please try again.',
  },
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  months: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  day: '{{weekday}}, {{day}} {{month}}',
  dayWithYear: '{{weekday}}, {{day}} {{month}} {{year}}',
};

type Shape<T> = {
  [K in keyof T]: T[K] extends string ? string : T[K] extends readonly string[] ? string[] : Shape<T[K]>;
};

// Turkish has one plural form here: `people` and `noTimes` stand for both.
const tr: Omit<Shape<typeof en>, 'people_one' | 'people_other' | 'noTimes_one'> & { people: string } = {
  open: 'Masa ayırt',
  title: 'Masa ayırt',
  loading: 'Yükleniyor…',
  party: 'Kişi sayısı',
  people: '{{count}} kişi',
  date: 'Gün',
  today: 'Bugün',
  tomorrow: 'Yarın',
  times: 'Saat',
  timesLoading: 'Boş saatlere bakılıyor…',
  noTimes: 'O gün {{count}} kişi için boş saat yok. Lütfen başka bir gün seçin.',
  timesFailed: 'Boş saatler yüklenemedi.',
  retry: 'Tekrar dene',
  signInTitle: 'Telefonunuzla giriş yapın',
  signInHint: 'Numaranızı doğrulamak için bir kod göndeririz; restoran rezervasyonunuzla ilgili size SMS gönderir.',
  details: 'Bilgileriniz',
  name: 'Rezervasyon adı',
  phone: 'Cep telefonu',
  notYou: 'Numara sizin değil mi? Başka numara kullanın',
  notes: 'Restorana not (isteğe bağlı)',
  book: 'Rezervasyon yap',
  booking: 'Gönderiliyor…',
  chooseTime: 'Rezervasyon için yukarıdan bir saat seçin.',
  requested: 'İstek alındı',
  requestedHint: 'Restoran onaylayınca size SMS ile bildirilecek.',
  confirmedTitle: 'Onaylandı',
  confirmedHint: 'Ayrıntıları SMS ile gönderdik.',
  summary: 'Rezervasyonunuz',
  store: 'Restoran',
  when: 'Tarih ve saat',
  guests: 'Kişi',
  bookedName: 'Ad',
  bookedNotes: 'Not',
  status: 'Durum',
  seeBooking: 'Rezervasyonunuzu görün veya iptal edin',
  bookAnother: 'Başka masa ayırt',
  refused: {
    rate_limited: 'Şimdilik alabileceğimiz kadar rezervasyon yaptınız. Lütfen daha sonra yeniden deneyin.',
    reservation_unavailable: 'Bu saat az önce doldu. Lütfen başka bir saat seçin.',
    reservation_conflict: 'Bu saat az önce doldu. Lütfen başka bir saat seçin.',
    reservations_off: 'Bu restoran şu anda çevrimiçi rezervasyon almıyor.',
    validation_failed: 'Lütfen adınızı ve notunuzu kontrol edin.',
    sessionOver: 'Oturumunuz kapandı. Lütfen yeniden giriş yapın.',
    failed: 'Rezervasyon yapılamadı. Lütfen yeniden deneyin.',
  },
  pageTitle: 'Rezervasyonunuz',
  invalid: 'Bu rezervasyon bağlantısı geçerli değil.',
  invalidHint:
    'Rezervasyon saati geçtiği için süresi dolmuş ya da yanlış kopyalanmış olabilir. Lütfen restorana danışın.',
  pageFailed: 'Rezervasyonunuz yüklenemedi.',
  statuses: {
    requested: 'Restoranın onayı bekleniyor',
    confirmed: 'Onaylandı',
    seated: 'Masanızdasınız',
    completed: 'Tamamlandı',
    cancelled: 'İptal edildi',
    no_show: 'Gelinmedi',
  },
  actions: 'Yanıtınız',
  coming: 'Restorana geleceğinizi bildirdiniz.',
  confirm: 'Geliyorum',
  confirming: 'Gönderiliyor…',
  confirmDone: 'Teşekkürler: restoran geleceğinizi biliyor.',
  cancel: 'Rezervasyonu iptal et',
  cancelAsk: 'Bu rezervasyon iptal edilsin mi? Masanız başka misafirlere verilecek.',
  cancelYes: 'Evet, iptal et',
  cancelNo: 'Rezervasyonum kalsın',
  cancelling: 'İptal ediliyor…',
  cancelDone: 'Rezervasyonunuz iptal edildi.',
  linkRefused: {
    reservation_status_invalid: 'Bu rezervasyon artık değiştirilemez.',
    rate_limited: 'Az önce çok fazla deneme yapıldı. Lütfen bir dakika sonra yeniden deneyin.',
    failed: 'Olmadı. Lütfen yeniden deneyin.',
  },
  weekdays: ['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar'],
  months: [
    'Ocak',
    'Şubat',
    'Mart',
    'Nisan',
    'Mayıs',
    'Haziran',
    'Temmuz',
    'Ağustos',
    'Eylül',
    'Ekim',
    'Kasım',
    'Aralık',
  ],
  day: '{{day}} {{month}} {{weekday}}',
  dayWithYear: '{{day}} {{month}} {{year}} {{weekday}}',
};

const bookingTexts: Record<GuestUiLanguage, typeof en | typeof tr> = { en, tr };
const translators = new Map<GuestUiLanguage, TFunction>();

/** The `t` of the booking in a language (Turkish, else English). */
export const bookingT = (language: string): TFunction => {
  const ui = uiLanguageOf(language);
  let t = translators.get(ui);
  if (!t) translators.set(ui, (t = translator(ui, () => bookingTexts[ui] as unknown as Texts)));
  return t;
};

/** The codes a booking's refusals are said for; any other is `failed`. */
export const BOOK_REFUSALS = new Set(Object.keys(en.refused));
export const LINK_REFUSALS = new Set(Object.keys(en.linkRefused));

/**
 * A store's day (YYYY-MM-DD) in words, from the texts rather than the browser's Intl: the server and the browser write
 * it alike, so the page the server rendered hydrates as it is.
 */
export const dayText = (language: string, date: string, withYear = false): string => {
  const texts = bookingTexts[uiLanguageOf(language)];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  const words = withYear ? texts.dayWithYear : texts.day;
  return words
    .replace('{{weekday}}', texts.weekdays[weekday]!)
    .replace('{{day}}', String(d))
    .replace('{{month}}', texts.months[m - 1]!)
    .replace('{{year}}', String(y));
};
