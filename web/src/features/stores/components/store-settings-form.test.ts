import { describe, expect, it } from 'vitest';
import { defaultStoreProperties, type Store } from '@sofra/contracts/stores/stores.schemas';
import { coordinates, formProblems, mapLink, toForm, toSave } from './store-settings-form';
import { fileSlug } from './store-qr-card';

const store = {
  id: 's1',
  name: 'Moda Kahve Evi',
  description: '',
  serviceTypes: ['table'],
  properties: defaultStoreProperties(),
  languages: ['tr'],
  mainAction: 'in-store',
  tipEnabled: false,
  workingHours: [],
  deliveryHours: [],
  storeCurrency: '₺',
  storeLocale: 'tr',
  pointTitle: '',
  maxPoint: 0,
  isVisible: true,
  address: { countryCode: 'TR', cityCode: '34', town: 'Kadıköy', line: 'Moda' },
  phone: '+902163334455',
  location: '',
  geoLocation: null,
  instagramAddress: '',
  amountPerPerson: 0,
  serviceFee: 0,
  mainCategoryId: '',
  status: 'open',
  subCategories: [],
  attributes: [],
  branchCode: null,
} as unknown as Store;

describe('store settings form', () => {
  it('round-trips a store: blanks become null location and branch code, numbers stay numbers', () => {
    const form = toForm(store);
    expect(formProblems(form)).toEqual({});
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

  it('marks required fields, ranges, whole numbers and half a location', () => {
    const form = {
      ...toForm(store),
      name: ' ',
      cityCode: null,
      latitude: 91,
      longitude: '',
      serviceFee: 120,
      branchCode: 1.5,
    };
    expect(formProblems(form)).toEqual({
      name: 'required',
      cityCode: 'required',
      latitude: 'range',
      longitude: 'required',
      serviceFee: 'range',
      branchCode: 'integer',
    });
    expect(formProblems({ ...form, name: 'x'.repeat(121) }).name).toBe('tooLong');
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
