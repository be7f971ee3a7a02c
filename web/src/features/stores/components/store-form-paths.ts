/** Where a field of the saveStore input sits in the store forms, which keep the address and location flat. */
const FORM_PATHS: Record<string, string> = {
  'address.countryCode': 'countryCode',
  'address.cityCode': 'cityCode',
  'address.town': 'town',
  'address.line': 'line',
  'geoLocation.latitude': 'latitude',
  'geoLocation.longitude': 'longitude',
};

/** The form field of an input path the contract (or the server's `fields`) names. */
export const formPathOf = (path: string) => FORM_PATHS[path] ?? path;
