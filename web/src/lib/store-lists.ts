import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { DefinitionKind } from '@sofra/contracts/definitions/definitions.calls';
import { refreshSetupChecklist } from './setup-checklist';
import { publishStateKey } from './store-sync';

/**
 * The lists of a store that one screen keeps and other screens' forms offer: the draft menu's groups, products,
 * variations (`modifiers`) and suggestion lists (`advices`), and every kind of definition (tax rates, departments,
 * printers, reasons, payment types).
 *
 * Every query that shows one of them, whichever feature it belongs to, has a key that starts with
 * `storeListKey(storeId, list)` and ends with its own part (`storeListKey(storeId, 'modifiers', 'menu')`). A change
 * then renews the list with `refreshStoreLists` wherever it is shown — the list screen, the product editor's pickers,
 * the till's choices — without knowing them, and a new picker cannot be forgotten by a save.
 */
export type MenuList = 'groups' | 'products' | 'modifiers' | 'advices';
export type StoreList = MenuList | DefinitionKind;

/** The draft menu's lists: a change of one may change the others (a deleted variation leaves its products). */
export const MENU_LISTS: readonly MenuList[] = ['groups', 'products', 'modifiers', 'advices'];

export const storeListKey = (storeId: string, list: StoreList, ...own: string[]) =>
  ['storeList', storeId, list, ...own] as const;

const sameKey = (a: QueryKey, b: QueryKey) => a.length === b.length && a.every((part, i) => part === b[i]);

/**
 * Marks the lists changed wherever they are shown: shown ones are read again, the others when next shown. `except`
 * leaves out the one query a change has already put its answer into. The setup checklist is read again too.
 */
export const refreshStoreLists = (
  client: QueryClient,
  storeId: string,
  lists: readonly StoreList[],
  except?: QueryKey,
) =>
  Promise.all([
    ...lists.map((list) =>
      client.invalidateQueries({
        queryKey: storeListKey(storeId, list),
        predicate: except ? (query) => !sameKey(query.queryKey, except) : undefined,
      }),
    ),
    // Its "tax rates and payment types" step reads the definitions.
    refreshSetupChecklist(client, storeId),
  ]);

/** After a change of the draft menu: its lists wherever shown, and whether it differs from the published one. */
export const refreshDraftMenu = (client: QueryClient, storeId: string, except?: QueryKey) =>
  Promise.all([
    refreshStoreLists(client, storeId, MENU_LISTS, except),
    client.invalidateQueries({ queryKey: publishStateKey(storeId) }),
  ]);
