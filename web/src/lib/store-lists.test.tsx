import type { ReactNode } from 'react';
import { QueryClientProvider, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Call } from '@sofra/contracts/core/call';
import { definitionKindCalls } from '@sofra/contracts/definitions/definitions.calls';
import { catalogueCalls, extrasCalls } from '@sofra/contracts/menu/menu.calls';
import * as campaigns from '../features/campaigns/api/campaigns-api';
import * as definitions from '../features/definitions/api/definitions-api';
import * as extras from '../features/menu-extras/api/extras-api';
import * as folios from '../features/folios/api/folios-api';
import * as menu from '../features/menu/api/menu-api';
import { fakeApi } from '../test/render';
import { queryClient } from './query-client';
import { setActiveStoreId } from './session';

/*
 * A save, delete, reorder or switch on one screen renews the same list where another screen's form offers it — the
 * product editor's pickers, the suggestion and link forms, the till's choices —, read again without a reload.
 */

const STORE = 's1';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each case's mutation takes its own input
type AnyMutation = UseMutationResult<any, Error, any, any>;

interface Case {
  name: string;
  /** The list's read, the one the picker makes. */
  read: Call;
  /** The form's query that offers the list. */
  picker: () => UseQueryResult<unknown>;
  /** The change, made on the list's own screen (or another). */
  change: () => AnyMutation;
  input: unknown;
  write: Call;
}

const record = { id: 'new', name: 'New', active: true };

const cases: Case[] = [
  {
    name: "a new variation: the product editor's variation picker",
    read: extrasCalls.getModifiers,
    picker: () => menu.useModifiers(STORE),
    change: () => extras.useSaveModifier(STORE),
    input: { names: { tr: 'Sos' }, minChoices: 0, maxChoices: 1, options: [] },
    write: extrasCalls.saveModifier,
  },
  {
    name: "a variation switched off: the product editor's variation picker",
    read: extrasCalls.getModifiers,
    picker: () => menu.useModifiers(STORE),
    change: () => extras.useSetModifierStatus(STORE),
    input: { id: 'm1', active: false },
    write: extrasCalls.setModifierStatus,
  },
  {
    name: "a deleted variation: the product editor's variation picker",
    read: extrasCalls.getModifiers,
    picker: () => menu.useModifiers(STORE),
    change: () => extras.useDeleteModifier(STORE),
    input: 'm1',
    write: extrasCalls.deleteModifier,
  },
  {
    name: "a new suggestion list: the product editor's suggestion picker",
    read: extrasCalls.getAdvices,
    picker: () => menu.useAdvices(STORE),
    change: () => extras.useSaveAdvice(STORE),
    input: { names: { tr: 'Yanında' }, productIds: [] },
    write: extrasCalls.saveAdvice,
  },
  {
    name: "a new group: the product suggestions screen's groups",
    read: catalogueCalls.getGroups,
    picker: () => extras.useMenuGroups(STORE),
    change: () => menu.useSaveGroup(STORE),
    input: { names: { tr: 'Tatlılar' } },
    write: catalogueCalls.saveGroup,
  },
  {
    name: "groups put in a new order: a campaign's group picker",
    read: catalogueCalls.getGroups,
    picker: () => campaigns.useCampaignGroups(STORE),
    change: () => menu.useSortGroups(STORE),
    input: ['g2', 'g1'],
    write: catalogueCalls.sortGroups,
  },
  {
    name: "a group switched off: the product suggestions screen's groups",
    read: catalogueCalls.getGroups,
    picker: () => extras.useMenuGroups(STORE),
    change: () => menu.useSetGroupStatus(STORE),
    input: { id: 'new', active: false },
    write: catalogueCalls.setGroupStatus,
  },
  {
    name: "a new product: the suggestion list's product picker",
    read: catalogueCalls.getProducts,
    picker: () => extras.useMenuProducts(STORE),
    change: () => menu.useSaveProduct(STORE),
    input: { groupId: 'g1', names: { tr: 'Baklava' }, price: 1000 },
    write: catalogueCalls.saveProduct,
  },
  ...(['taxRates', 'departments', 'printers'] as const).map((kind): Case => ({
    name: `a new record of ${kind}: the product editor's select`,
    read: definitionKindCalls[kind].list,
    picker: () => menu.useDefinitionOptions(STORE, kind),
    change: () => definitions.useSaveDefinition(kind, STORE),
    input: { name: 'New' },
    write: definitionKindCalls[kind].save,
  })),
  {
    name: "a deleted department: the product editor's select",
    read: definitionKindCalls.departments.list,
    picker: () => menu.useDefinitionOptions(STORE, 'departments'),
    change: () => definitions.useDeleteDefinitions('departments', STORE),
    input: { id: 'd1' },
    write: definitionKindCalls.departments.remove,
  },
  {
    name: "a new payment type: the till's payment choices",
    read: definitionKindCalls.paymentTypes.list,
    picker: () => folios.usePaymentTypes(STORE),
    change: () => definitions.useSaveDefinition('paymentTypes', STORE),
    input: { name: 'New' },
    write: definitionKindCalls.paymentTypes.save,
  },
];

describe('a change renews its list in every form that offers it', () => {
  beforeEach(() => {
    queryClient.clear();
    setActiveStoreId(STORE);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    setActiveStoreId(null);
    queryClient.clear();
  });

  it.each(cases)('$name', async ({ read, picker, change, input, write }) => {
    const rows: unknown[] = [];
    let reads = 0;
    let writes = 0;
    vi.stubGlobal(
      'fetch',
      fakeApi({
        [read.path]: () => {
          reads += 1;
          return { body: [...rows] };
        },
        [write.path]: () => {
          writes += 1;
          rows.push(record);
          return { body: Array.isArray(input) ? [] : record };
        },
        'menu/publishState': () => ({ body: { menuVersion: 0, publishedAt: null, unpublishedChanges: true } }),
      }),
    );

    const offered = renderHook(picker, { wrapper });
    // (Reading `data` here makes the hook draw again when it changes: a query result tracks what is read of it.)
    await waitFor(() => expect(offered.result.current.data).toEqual([]));
    expect(reads).toBe(1);

    const saved = renderHook(change, { wrapper });
    await saved.result.current.mutateAsync(input);
    expect(writes).toBe(1);

    // The picker, still on screen, reads the list again and offers what the change made.
    await waitFor(() => expect(reads).toBe(2));
    await waitFor(() => expect(offered.result.current.data).toEqual([record]));
  });
});
