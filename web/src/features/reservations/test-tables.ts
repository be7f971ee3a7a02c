/** The reservations tests' store, its floor and its member, as the server answers them (for tests only). */
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

/**
 * `user/getOwnedStores` for the test's user at the store, as `who` says when it is asked: every permission for an owner
 * (customers.view among them), else a waiter's own set — with reservations.manage when `manages`.
 */
export const ownedStore = (who: () => { owner: boolean; manages: boolean }) => () => {
  const { owner, manages } = who();
  return {
    body: [
      {
        storeId: STORE,
        position: owner ? 'owner' : 'waiter',
        approved: true,
        storeInfo: { id: STORE },
        permissions: owner
          ? ['store.view', 'reservations.manage', 'customers.view']
          : manages
            ? ['store.view', 'reservations.manage']
            : ['store.view'],
      },
    ],
  };
};
