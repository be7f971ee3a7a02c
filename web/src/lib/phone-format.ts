/**
 * Every country calling code with its main country and the digit groups of that country's numbers as they are written
 * internationally ('90TR3322': +90, Türkiye, '532 123 45 67'). Taken from libphonenumber's metadata (the main country of
 * each code, its example mobile number) so that showing a number needs no metadata at all: about 1 KB instead of the
 * 19 KB gz of libphonenumber's smallest metadata. `phone-format.test.ts` holds it to libphonenumber.
 */
const TABLE =
  '1US334 7RU3322 20EG28 27ZA234 30GR334 31NL18 32BE3222 33FR12222 34ES3222 36HU234 39IT334 40RO333 41CH2322 43AT36 ' +
  '44GB46 45DK2222 46SE2322 47NO2222 48PL333 49DE47 51PE333 52MX334 53CU17 54AR1244 55BR254 56CL144 57CO37 58VE37 ' +
  '60MY234 61AU333 62ID333 63PH334 64NZ234 65SG44 66TH234 81JP244 82KR244 84VN333 86CN344 90TR3322 91IN55 92PK37 ' +
  '93AF234 94LK234 95MM134 98IR334 211SS333 212MA12222 213DZ3222 216TN233 218LY27 220GM34 221SN2322 222MR2222 ' +
  '223ML2222 224GN3222 225CI2224 226BF2222 227NE2222 228TG2222 229BJ22222 230MU44 231LR234 232SL26 233GH234 234NG334 ' +
  '235TD2222 236CF2222 237CM12222 238CV322 239ST34 240GQ333 241GA2222 242CG234 243CD333 244AO333 245GW333 246IO34 ' +
  '247AC5 248SC133 249SD234 250RW333 251ET234 252SO17 253DJ2222 254KE36 255TZ333 256UG36 257BI2222 258MZ234 260ZM27 ' +
  '261MG2232 262RE3222 263ZW234 264NA234 265MW3222 266LS44 267BW233 268SZ44 269KM322 290SH5 291ER133 297AW34 298FO222 ' +
  '299GL222 350GI8 351PT333 352LU333 353IE234 354IS34 355AL234 356MT44 357CY26 358FI27 359BG233 370LT35 371LV233 ' +
  '372EE44 373MD323 374AM26 375BY2322 376AD33 377MC12222 378SM2222 380UA234 381RS27 382ME233 383XK233 385HR234 ' +
  '386SI233 387BA233 389MK233 420CZ333 421SK333 423LI333 500FK5 501BZ34 502GT44 503SV44 504HN44 505NI44 506CR44 ' +
  '507PA44 508PM222 509HT224 590GP3222 591BO8 592GY34 593EC234 594GF3222 595PY36 596MQ3222 597SR34 598UY233 599CW134 ' +
  '670TL44 672NF15 673BN34 674NR34 675PG44 676TO34 677SB25 678VU34 679FJ34 680PW34 681WF222 682CK23 683NU34 685WS25 ' +
  '686KI8 687NC222 688TV24 689PF2222 690TK4 691FM34 692MH34 850KP334 852HK44 853MO44 855KH233 856LA2233 880BD46 ' +
  '886TW333 960MV34 961LB233 962JO144 963SY333 964IQ334 965KW35 966SA234 967YE333 968OM44 970PS333 971AE234 972IL234 ' +
  '973BH44 974QA44 975BT2222 976MN44 977NP37 992TJ234 993TM26 994AZ2322 995GE3222 996KG333 998UZ2322';

interface CallingCode {
  /** ISO 3166-1 alpha-2 of the code's main country ('US' for +1). */
  country: string;
  /** The digit groups of a national number, e.g. [3, 3, 2, 2]. */
  groups: number[];
}

let codes: Map<string, CallingCode> | null = null;
const callingCodes = () => {
  codes ??= new Map(
    TABLE.split(' ').map((entry) => {
      const [, dial, country, groups] = /^(\d+)([A-Z]{2})(\d*)$/.exec(entry)!;
      return [dial!, { country: country!, groups: [...groups!].map(Number) }];
    }),
  );
  return codes;
};

export interface SplitPhone {
  /** '+90' */
  dialCode: string;
  /** The main country of the dial code, 'TR'. */
  country: string;
  /** The national digits, '5321234567'. */
  national: string;
}

/** An E.164 number's dial code (calling codes are prefix-free: one of 1 to 3 digits matches) and national part. */
export const splitE164 = (e164: string): SplitPhone | null => {
  const digits = /^\+(\d{4,15})$/.exec(e164.replace(/[\s()\-.]/g, ''))?.[1];
  if (!digits) return null;
  for (const length of [1, 2, 3]) {
    const code = callingCodes().get(digits.slice(0, length));
    if (code) return { dialCode: `+${digits.slice(0, length)}`, country: code.country, national: digits.slice(length) };
  }
  return null;
};

/** The national digits in the country's groups ('532 123 45 67'); as they are when their length is another one. */
export const groupNational = (dialCode: string, national: string): string => {
  const groups = callingCodes().get(dialCode.replace('+', ''))?.groups ?? [];
  if (groups.reduce((sum, n) => sum + n, 0) !== national.length) return national;
  let at = 0;
  return groups.map((n) => national.slice(at, (at += n))).join(' ');
};

/**
 * A stored number as people write it: '+905550000001' → '+90 555 000 00 01'. A number whose length the table does not
 * know (a landline of another length, a short number) keeps its national digits together after the dial code; text
 * that is not an E.164 number is shown as it is.
 */
export const formatPhone = (e164: string | null | undefined): string => {
  if (!e164) return '';
  const split = splitE164(e164);
  if (!split) return e164;
  return `${split.dialCode} ${groupNational(split.dialCode, split.national)}`;
};

/** A country's flag from its ISO code (two regional indicator letters). */
export const flagOf = (country: string): string =>
  String.fromCodePoint(...[...country.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
