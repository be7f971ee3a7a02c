/** The reservations tests' store and its floor, as `store/getStoreTables` answers it (for tests only). */
export const STORE = 's1';

const table = (id: string, name: string) => ({
  id,
  storeId: STORE,
  groupName: 'Salon',
  tableName: name,
  name,
  startAction: 'table',
  active: true,
  tableQrs: [],
});

/** The store's tables: Masa 1 and Masa 2 in Salon (`count`: the first so many). */
export const storeTables = (count = 2) => ({
  groups: ['Salon'],
  tables: [table('t1', 'Masa 1'), table('t2', 'Masa 2')].slice(0, count),
});
