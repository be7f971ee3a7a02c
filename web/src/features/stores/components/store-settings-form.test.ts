import { describe, expect, it } from 'vitest';
import { issuesToErrors } from '../../../lib/form';
import { coordinates, mapLink, toForm, toInput, toSave, type SettingsForm } from './store-settings-form';
import { formPathOf, storeFormSchema } from './store-save-schema';
import { fileSlug } from './store-qr-card';
import { testStore } from './test-store';

/** The form's errors as the settings page shows them: the contract's rules on the form's fields. */
const errorsOf = (form: SettingsForm) => {
  const parsed = storeFormSchema.safeParse(toInput(form, 's1'));
  return parsed.success ? {} : issuesToErrors(parsed.error.issues);
};

const store = testStore();

describe('store settings form', () => {
  it('round-trips a store: blanks become null location and branch code, numbers stay numbers', () => {
    const form = toForm(store);
    expect(errorsOf(form)).toEqual({});
    const save = toSave(form, 's1', '+902163334455');
    expect(save).toMatchObject({
      id: 's1',
      name: 'Moda Kahve Evi',
      geoLocation: null,
      branchCode: null,
      mainCategoryId: '',
      serviceFee: 0,
    });
    expect(save.address).toEqual({ countryCode: 'TR', cityCode: '34', town: 'Kadıköy', line: 'Moda' });
  });

  it('checks the contract: required fields, ranges, whole numbers, lengths and half a location', () => {
    const form = {
      ...toForm(store),
      name: ' ',
      cityCode: null,
      latitude: 91,
      longitude: '',
      serviceFee: 120,
      branchCode: 1.5,
    };
    expect(errorsOf(form)).toEqual({
      name: 'This field is required',
      cityCode: 'This field is required',
      latitude: 'Enter 90 or less',
      longitude: 'This field is required',
      serviceFee: 'Enter 100 or less',
      branchCode: 'This value is not valid',
    });
    expect(errorsOf({ ...form, name: 'x'.repeat(121) }).name).toBe('Enter at most 120 characters');
    expect(errorsOf({ ...toForm(store), properties: { ...toForm(store).properties, reservationPrice: -1 } })).toEqual({
      'properties.reservationPrice': 'Enter 0 or more',
    });
  });

  it("maps the server's field paths to the form's fields", () => {
    expect(formPathOf('address.cityCode')).toBe('cityCode');
    expect(formPathOf('geoLocation.latitude')).toBe('latitude');
    expect(formPathOf('properties.stampConversionRate')).toBe('properties.stampConversionRate');
  });

  it("sends the food-app account id only when the store came with it: an owner's form, never a staff member's", () => {
    const owners = { ...store, properties: { ...store.properties, foodAppAccountId: 'fa-42' } };
    const form = toForm(owners);
    expect(
      toSave({ ...form, properties: { ...form.properties, foodAppAccountId: ' fa-43 ' } }, 's1', '').properties,
    ).toMatchObject({ foodAppAccountId: 'fa-43' });
    const { foodAppAccountId: _left, ...staffProperties } = store.properties;
    const staffForm = toForm({ ...store, properties: staffProperties });
    expect(errorsOf(staffForm)).toEqual({});
    expect(toSave(staffForm, 's1', '').properties).not.toHaveProperty('foodAppAccountId');
  });

  it('sends the branch code and a location as numbers', () => {
    const save = toSave(
      { ...toForm(store), branchCode: '42', latitude: '40.9877', longitude: 29.0275 },
      's1',
      '+902163334455',
    );
    expect(save.branchCode).toBe(42);
    expect(save.geoLocation).toEqual({ latitude: 40.9877, longitude: 29.0275 });
  });

  it("sends the business day's time zone and start hour (the hour picked as text, sent as a number)", () => {
    const form = toForm(store);
    expect([form.timeZone, form.dayStartHour]).toEqual(['Europe/Istanbul', '5']);
    const save = toSave({ ...form, timeZone: 'Europe/London', dayStartHour: '0' }, 's1', '+902163334455');
    expect([save.timeZone, save.dayStartHour]).toEqual(['Europe/London', 0]);
    expect(Object.keys(errorsOf({ ...form, timeZone: 'Mars/Olympus' }))).toEqual(['timeZone']);
  });

  it('edits the limits on guests’ orders: the amount in major units, empty when off; emptied limits send the defaults', () => {
    const form = toForm({
      ...store,
      properties: { ...store.properties, orderMaxLineQuantity: 20, orderVerifiedPhoneAbove: 150_050 },
    });
    expect(form.properties).toMatchObject({
      orderMaxLineQuantity: 20,
      orderMaxItems: 200,
      orderVerifiedPhoneAbove: 1500.5,
    });
    expect(toForm(store).properties.orderVerifiedPhoneAbove).toBe('');
    expect(toSave(form, 's1', '+902163334455').properties).toMatchObject({
      orderMaxLineQuantity: 20,
      orderMaxItems: 200,
      orderVerifiedPhoneAbove: 150_050,
    });
    const emptied = { ...form.properties, orderMaxLineQuantity: '', orderMaxItems: '', orderVerifiedPhoneAbove: '' };
    expect(toSave({ ...form, properties: emptied }, 's1', '+902163334455').properties).toMatchObject({
      orderMaxLineQuantity: 50,
      orderMaxItems: 200,
      orderVerifiedPhoneAbove: 0,
    });
    // The contract's ceilings mark the field.
    const over = { ...form.properties, orderMaxLineQuantity: 1000, orderMaxItems: 0 };
    expect(errorsOf({ ...form, properties: over })).toEqual({
      'properties.orderMaxLineQuantity': 'Enter 999 or less',
      'properties.orderMaxItems': 'Enter 1 or more',
    });
  });

  it("sends the store's limits of one points change and of tips; blank sends the defaults, beyond the ceilings is marked", () => {
    const form = toForm(store);
    expect([form.maxPointChange, form.maxTipPercent]).toEqual([10_000, 100]);
    const save = toSave({ ...form, maxPointChange: '250000', maxTipPercent: 20 }, 's1', '+902163334455');
    expect([save.maxPointChange, save.maxTipPercent]).toEqual([250_000, 20]);
    const blank = toSave({ ...form, maxPointChange: '', maxTipPercent: '' }, 's1', '+902163334455');
    expect([blank.maxPointChange, blank.maxTipPercent]).toEqual([10_000, 100]);
    expect(Object.keys(errorsOf({ ...form, maxPointChange: 1_000_001, maxTipPercent: 101 })).sort()).toEqual([
      'maxPointChange',
      'maxTipPercent',
    ]);
  });

  it('links a valid point to OpenStreetMap, and nothing else', () => {
    expect(coordinates({ latitude: 40.9877, longitude: 29.0275 })).toEqual({ latitude: 40.9877, longitude: 29.0275 });
    expect(coordinates({ latitude: 95, longitude: 29 })).toBeNull();
    expect(coordinates({ latitude: '', longitude: 29 })).toBeNull();
    expect(mapLink(40.9877, 29.0275)).toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=40\.9877&mlon=29\.0275/);
  });

  it('names downloads after the store in ASCII', () => {
    expect(fileSlug('Kadıköy Şişçi & Pide!')).toBe('kadikoy-sisci-pide');
    expect(fileSlug('***')).toBe('store');
  });
});
