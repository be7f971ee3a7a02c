import type { StoreSave } from '@sofra/contracts/stores/stores.schemas';

let n = 0;
export const newStore = (overrides: Partial<StoreSave> = {}): StoreSave => ({
  name: `Test Lokantası ${++n}`,
  phone: '+902121234567',
  address: { countryCode: 'TR', cityCode: '34', town: 'Kadıköy', line: 'Moda Cad. No:1' },
  serviceTypes: ['table', 'take-away'],
  ...overrides,
});
