import { DEFAULT_MAX_POINT_CHANGE, DEFAULT_MAX_TIP_PERCENT } from '@sofra/contracts/core/constants';
import type { Language, ServiceType, StoreAction, StoreStatus } from '@sofra/contracts/core/enums';
import { orderLimits, type Store, type StoreSave } from '@sofra/contracts/stores/stores.schemas';
import { fromMinor, toMinor } from '../../../lib/money';

/** A number field as typed: '' when empty, a string while half-typed ('1.'), else a number. */
export type NumberValue = number | string;

/** Everything the settings page edits except the phone (its own field state) and the hours (their modals). */
export type SettingsForm = {
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
  /** A bill's tips at most, % of its total (docs/folios.md); blank saves the default. */
  maxTipPercent: NumberValue;
  branchCode: NumberValue;
  /** The business day (docs/reports.md): IANA time zone, and the hour it starts as a Select value ('0'–'23'). */
  timeZone: string;
  dayStartHour: string;
  pointTitle: string;
  maxPoint: NumberValue;
  payPoint: NumberValue;
  /** The most points one staff change moves (docs/loyalty.md); blank saves the default. */
  maxPointChange: NumberValue;
  sharedPoints: boolean;
  /** `foodAppAccountId` is absent for staff: the server answers it to owners and master users only. */
  properties: Omit<Store['properties'], NumberProperty> & { [K in NumberProperty]: NumberValue };
};

/** The store properties typed as numbers; the verified-phone amount is typed in major units, '' when off. */
type NumberProperty =
  | 'reservationPrice'
  | 'stampConversionRate'
  | 'pointExpiryMonths'
  | 'orderMaxLineQuantity'
  | 'orderMaxItems'
  | 'orderVerifiedPhoneAbove';

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
  maxTipPercent: store.maxTipPercent,
  branchCode: store.branchCode ?? '',
  timeZone: store.timeZone,
  dayStartHour: String(store.dayStartHour),
  pointTitle: store.pointTitle,
  maxPoint: store.maxPoint,
  payPoint: store.payPoint,
  maxPointChange: store.maxPointChange,
  sharedPoints: store.sharedPoints,
  properties: {
    ...store.properties,
    orderVerifiedPhoneAbove: store.properties.orderVerifiedPhoneAbove
      ? fromMinor(store.properties.orderVerifiedPhoneAbove)
      : '',
  },
});

const isBlank = (v: NumberValue) => typeof v === 'string' && v.trim() === '';
const num = (v: NumberValue) => (typeof v === 'number' ? v : Number(v.trim().replace(',', '.')));

const numberOr = (v: NumberValue, fallback: number) => (isBlank(v) ? fallback : num(v));

/** The saveStore input of a valid form: what Save sends. */
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
  maxTipPercent: numberOr(f.maxTipPercent, DEFAULT_MAX_TIP_PERCENT),
  branchCode: isBlank(f.branchCode) ? null : num(f.branchCode),
  timeZone: f.timeZone,
  dayStartHour: Number(f.dayStartHour),
  pointTitle: f.pointTitle.trim(),
  maxPoint: numberOr(f.maxPoint, 0),
  payPoint: numberOr(f.payPoint, 0),
  maxPointChange: numberOr(f.maxPointChange, DEFAULT_MAX_POINT_CHANGE),
  sharedPoints: f.sharedPoints,
  properties: {
    ...f.properties,
    // Sent only when the store came with it (an owner's form); a staff save leaves it out.
    ...(f.properties.foodAppAccountId === undefined ? {} : { foodAppAccountId: f.properties.foodAppAccountId.trim() }),
    reservationPrice: numberOr(f.properties.reservationPrice, 0),
    stampConversionRate: numberOr(f.properties.stampConversionRate, 0),
    pointExpiryMonths: numberOr(f.properties.pointExpiryMonths, 0),
    // An emptied limit is the default again; an empty amount turns the rule off.
    orderMaxLineQuantity: numberOr(f.properties.orderMaxLineQuantity, orderLimits.lineQuantity.default),
    orderMaxItems: numberOr(f.properties.orderMaxItems, orderLimits.items.default),
    orderVerifiedPhoneAbove: toMinor(numberOr(f.properties.orderVerifiedPhoneAbove, 0)),
  },
});

/**
 * What the form checks against the contract (docs/adr/0004): the saveStore input without the phone (its own field
 * checks it), with half a location kept as half, so the blank coordinate is marked rather than the point dropped.
 */
export const toInput = (f: SettingsForm, id: string) => {
  const { phone: _phone, ...input } = toSave(f, id, '');
  if (isBlank(f.latitude) === isBlank(f.longitude)) return input;
  return {
    ...input,
    geoLocation: {
      latitude: isBlank(f.latitude) ? undefined : num(f.latitude),
      longitude: isBlank(f.longitude) ? undefined : num(f.longitude),
    },
  };
};

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
