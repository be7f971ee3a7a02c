/** Enumerations of spec sections 4 and 9. */
export const storeStatuses = ['out-of-order', 'open', 'close', 'rush-hour'] as const;
export type StoreStatus = (typeof storeStatuses)[number];

/** Start actions offered on the tables screen. */
export const tableStartActions = ['take-away', 'in-store', 'delivery', 'only-menu'] as const;
export type TableStartAction = (typeof tableStartActions)[number];

/** The wider list of a store's main action, plus those seen in use. */
export const storeActions = [
  'take-away',
  'in-store',
  'only-menu',
  'loyalty',
  'payment',
  'pre-paid',
  'delivery',
  'self-ordering',
  'coupon',
  'select-address',
  'store-page',
] as const;
export type StoreAction = (typeof storeActions)[number];

export const deliveryStatuses = ['none', 'preparing', 'cancelled', 'closed', 'completed', 'routing'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export const userStatuses = ['new', 'registered'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const genders = ['undefined', 'male', 'female', 'other'] as const;
export type Gender = (typeof genders)[number];

export const staffPositions = ['waiter', 'cashier', 'chef', 'manager'] as const;
export const ownedStorePositions = ['owner'] as const;

export const printerTypes = ['unit', 'folio', 'invoice', 'other'] as const;

export const serviceTypes = [
  'self-ordering',
  'self',
  'table',
  'delivery',
  'take-away',
  'timed-take-away',
  'timed-table',
] as const;
export type ServiceType = (typeof serviceTypes)[number];

export const paymentCollectionTypes = [
  'cash',
  'not-paid',
  'account',
  'bank',
  'staff',
  'meal-voucher',
  'external',
  'bank-transfer',
  'other',
] as const;

export const imageItemTypes = [
  'product',
  'productGroup',
  'store-banner',
  'popup-banner',
  'menu-banner',
  'store',
  'address-banner',
  'coupon',
] as const;

export const legalNoteTypes = [
  'express-consent',
  'membership-agreement',
  'privacy-policy',
  'clarification-text',
  'data-owner-form',
  'cookie-policy',
] as const;

export const supportedLanguages = ['tr', 'en', 'de', 'ar', 'ru', 'ge', 'nl'] as const;
export type Language = (typeof supportedLanguages)[number];

/** What a table's log records: a guest's check-in, and the signals of docs/live.md (a waiter call, a bill request). */
export const tableLogActions = ['check-in', 'waiter-call', 'check-request'] as const;

/** Where a user signed up from: the native app sends the product's own value, the portal 'web'. */
export const userSources = ['sofra', 'web'] as const;
export type UserSource = (typeof userSources)[number];
