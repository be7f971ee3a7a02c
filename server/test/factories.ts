import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import type { Store, StoreSave } from '@sofra/contracts/stores/stores.schemas';
import type { TestApp } from './build-app.ts';

let n = 0;
export const newStore = (overrides: Partial<StoreSave> = {}): StoreSave => ({
  name: `Test Lokantası ${++n}`,
  phone: '+902121234567',
  address: { countryCode: 'TR', cityCode: '34', town: 'Kadıköy', line: 'Moda Cad. No:1' },
  serviceTypes: ['table', 'take-away'],
  ...overrides,
});

export type Session = Awaited<ReturnType<TestApp['signIn']>>;

/** Two signed-in owners, and a store the first one owns: the setup of every "another owner is refused" test. */
export const ownerAndStranger = async (t: TestApp): Promise<{ owner: Session; other: Session; store: Store }> => {
  const [owner, other] = [await t.signIn(), await t.signIn()];
  return { owner, other, store: await t.call(owner.token, storeCalls.saveStore, newStore()) };
};
