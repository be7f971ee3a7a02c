import type { Language, ServiceType, StoreAction, StoreStatus } from '@sofra/contracts/core/enums';
import type { Store, StoreProperties, StoreSave } from '@sofra/contracts/stores/stores.schemas';

/** A number field as typed: '' when empty, a string while half-typed ('1.'), else a number. */
export type NumberValue = number | string;

/** Everything the settings page edits except the phone (its own field state) and the hours (their modals). */
export interface SettingsForm {
  name: string;
  description: string;
  instagramAddress: string;
  status: StoreStatus;
  mainAction: StoreAction;
  isVisible: boolean;
  countryCode: string | null;
  cityCode: string | null;
  town: string | null;
  line: string;
  location: string;
  latitude: NumberValue;
  longitude: NumberValue;
  mainCategoryId: string | null;
  subCategories: string[];
  attributes: string[];
  serviceTypes: ServiceType[];
  languages: Language[];
  storeCurrency: string;
  storeLocale: string;
  amountPerPerson: NumberValue;
  serviceFee: NumberValue;
  tipEnabled: boolean;
  branchCode: NumberValue;
  pointTitle: string;
  maxPoint: NumberValue;
  properties: Omit<StoreProperties, 'reservationPrice' | 'stampConversionRate'> & {
    reservationPrice: NumberValue;
    stampConversionRate: NumberValue;
  };
}

export const toForm = (store: Store): SettingsForm => ({
  name: store.name,
  description: store.description,
  instagramAddress: store.instagramAddress,
  status: store.status,
  mainAction: store.mainAction,
  isVisible: store.isVisible,
  countryCode: store.address.countryCode || null,
  cityCode: store.address.cityCode || null,
  town: store.address.town || null,
  line: store.address.line,
  location: store.location,
  latitude: store.geoLocation?.latitude ?? '',
  longitude: store.geoLocation?.longitude ?? '',
  mainCategoryId: store.mainCategoryId || null,
  subCategories: store.subCategories,
  attributes: store.attributes,
  serviceTypes: store.serviceTypes,
  languages: store.languages,
  storeCurrency: store.storeCurrency,
  storeLocale: store.storeLocale,
  amountPerPerson: store.amountPerPerson,
  serviceFee: store.serviceFee,
  tipEnabled: store.tipEnabled,
  branchCode: store.branchCode ?? '',
  pointTitle: store.pointTitle,
  maxPoint: store.maxPoint,
  properties: { ...store.properties },
});

export type FieldProblem = 'required' | 'range' | 'integer' | 'tooLong';
export type FormProblems = Partial<
  Record<
    | 'name'
    | 'countryCode'
    | 'cityCode'
    | 'storeCurrency'
    | 'storeLocale'
    | 'latitude'
    | 'longitude'
    | 'amountPerPerson'
    | 'serviceFee'
    | 'branchCode'
    | 'maxPoint'
    | 'reservationPrice'
    | 'stampConversionRate'
    | 'description'
    | 'instagramAddress'
    | 'location'
    | 'line'
    | 'pointTitle'
    | 'foodAppAccountId',
    FieldProblem
  >
>;

const isBlank = (v: NumberValue) => typeof v === 'string' && v.trim() === '';
const num = (v: NumberValue) => (typeof v === 'number' ? v : Number(v.trim().replace(',', '.')));

/** A number field's problem against its range; blank is fine unless required. */
const numberProblem = (
  v: NumberValue,
  min: number,
  max: number,
  opts: { required?: boolean; integer?: boolean } = {},
): FieldProblem | undefined => {
  if (isBlank(v)) return opts.required ? 'required' : undefined;
  const n = num(v);
  if (!Number.isFinite(n)) return 'range';
  if (opts.integer && !Number.isInteger(n)) return 'integer';
  return n < min || n > max ? 'range' : undefined;
};

/** The limits of ZStoreSave, checked before sending so the owner sees which field is wrong. */
export const formProblems = (f: SettingsForm): FormProblems => {
  const p: FormProblems = {};
  const text = (key: keyof FormProblems, value: string, max: number, required = false) => {
    if (required && !value.trim()) p[key] = 'required';
    else if (value.trim().length > max) p[key] = 'tooLong';
  };
  text('name', f.name, 120, true);
  text('description', f.description, 2000);
  text('instagramAddress', f.instagramAddress, 200);
  text('location', f.location, 500);
  text('line', f.line, 500);
  text('pointTitle', f.pointTitle, 60);
  text('storeCurrency', f.storeCurrency, 8, true);
  text('storeLocale', f.storeLocale, 10, true);
  text('foodAppAccountId', f.properties.foodAppAccountId, 100);
  if (!f.countryCode) p.countryCode = 'required';
  if (!f.cityCode) p.cityCode = 'required';
  // A location is both coordinates or neither.
  const oneBlank = isBlank(f.latitude) !== isBlank(f.longitude);
  p.latitude = numberProblem(f.latitude, -90, 90, { required: oneBlank });
  p.longitude = numberProblem(f.longitude, -180, 180, { required: oneBlank });
  p.amountPerPerson = numberProblem(f.amountPerPerson, 0, 1_000_000);
  p.serviceFee = numberProblem(f.serviceFee, 0, 100);
  p.branchCode = numberProblem(f.branchCode, 0, 2_147_483_647, { integer: true });
  p.maxPoint = numberProblem(f.maxPoint, 0, 1_000_000_000);
  p.reservationPrice = numberProblem(f.properties.reservationPrice, 0, 1_000_000);
  p.stampConversionRate = numberProblem(f.properties.stampConversionRate, 0, 1_000_000);
  return Object.fromEntries(Object.entries(p).filter(([, v]) => v)) as FormProblems;
};

const numberOr = (v: NumberValue, fallback: number) => (isBlank(v) ? fallback : num(v));

/** The saveStore input of a valid form. */
export const toSave = (f: SettingsForm, id: string, phone: string): StoreSave & { id: string } => ({
  id,
  name: f.name.trim(),
  description: f.description.trim(),
  phone,
  instagramAddress: f.instagramAddress.trim(),
  status: f.status,
  mainAction: f.mainAction,
  isVisible: f.isVisible,
  address: { countryCode: f.countryCode ?? '', cityCode: f.cityCode ?? '', town: f.town ?? '', line: f.line.trim() },
  location: f.location.trim(),
  geoLocation:
    isBlank(f.latitude) || isBlank(f.longitude) ? null : { latitude: num(f.latitude), longitude: num(f.longitude) },
  mainCategoryId: f.mainCategoryId ?? '',
  subCategories: f.subCategories,
  attributes: f.attributes,
  serviceTypes: f.serviceTypes,
  languages: f.languages,
  storeCurrency: f.storeCurrency.trim(),
  storeLocale: f.storeLocale.trim(),
  amountPerPerson: numberOr(f.amountPerPerson, 0),
  serviceFee: numberOr(f.serviceFee, 0),
  tipEnabled: f.tipEnabled,
  branchCode: isBlank(f.branchCode) ? null : num(f.branchCode),
  pointTitle: f.pointTitle.trim(),
  maxPoint: numberOr(f.maxPoint, 0),
  properties: {
    ...f.properties,
    foodAppAccountId: f.properties.foodAppAccountId.trim(),
    reservationPrice: numberOr(f.properties.reservationPrice, 0),
    stampConversionRate: numberOr(f.properties.stampConversionRate, 0),
  },
});

/** The OpenStreetMap page of a point (a link only: the portal loads no map tiles). */
export const mapLink = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;

export const coordinates = (f: Pick<SettingsForm, 'latitude' | 'longitude'>) => {
  if (isBlank(f.latitude) || isBlank(f.longitude)) return null;
  const latitude = num(f.latitude);
  const longitude = num(f.longitude);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180)
    return null;
  return { latitude, longitude };
};
