import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Call, CallInput, CallOutput } from '@sofra/contracts/core/call';
import { definitionKindCalls, type DefinitionKind } from '@sofra/contracts/definitions/definitions.calls';
import { storeInfoQuery } from '../../../lib/active-store';
import { post, postRevalidated, type Tagged } from '../../../lib/post';
import { onSessionCleared } from '../../../lib/session';
import { refreshStoreLists, storeListKey } from '../../../lib/store-lists';

type Calls = typeof definitionKindCalls;
/** A record of a kind, as the list answers it. */
export type DefinitionOf<K extends DefinitionKind> = CallOutput<Calls[K]['list']>[number];
/** What a save of a kind sends, less the store: no `id` creates, an `id` replaces that record whole. */
export type DefinitionSave<K extends DefinitionKind> = Omit<CallInput<Calls[K]['save']>, 'storeId'>;
/** A delete of one record (`id`) or of a selection in one call (`ids`, all or none). */
export type DefinitionDelete = { id: string } | { ids: string[] };

/**
 * The query keys of the definitions screens, per kind and store: under the kind's shared key (lib/store-lists.ts),
 * which the product editor's selects and the till's choices share, so a change here renews them too.
 */
export const definitionKeys = {
  list: (kind: DefinitionKind, storeId: string) => storeListKey(storeId, kind, 'definitions'),
};

/**
 * The last tagged answer per kind and store: the server answers the lists from memory with an ETag, and a re-read
 * of an unchanged list is an empty 304 (docs/adr/0003-etag-reads.md). Gone with the session.
 */
const held = new Map<string, Tagged<unknown>>();
onSessionCleared(() => held.clear());

export const definitionsQuery = <K extends DefinitionKind>(kind: K, storeId: string) =>
  queryOptions({
    queryKey: definitionKeys.list(kind, storeId),
    queryFn: () =>
      postRevalidated(
        definitionKindCalls[kind].list as Call,
        { storeId },
        held as Map<string, Tagged<DefinitionOf<K>[]>>,
        `${kind}:${storeId}`,
      ) as Promise<DefinitionOf<K>[]>,
  });

/** A kind's list for the store, in the server's order. */
export const useDefinitions = <K extends DefinitionKind>(kind: K, storeId: string) =>
  useQuery({ ...definitionsQuery(kind, storeId), enabled: Boolean(storeId) });

/**
 * After a change, the kind's list is read again wherever it is shown — this screen, the product editor's selects, the
 * till's choices (a tax rate made the default changes another's flag; one cheap tagged read answers all). Payment
 * types also decide the store's pay types, which its info carries.
 */
const refresh = (client: ReturnType<typeof useQueryClient>, kind: DefinitionKind, storeId: string) =>
  Promise.all([
    refreshStoreLists(client, storeId, [kind]),
    kind === 'paymentTypes' ? client.invalidateQueries({ queryKey: storeInfoQuery(storeId).queryKey }) : null,
  ]);

/** Creates (no `id`) or replaces (with `id`) a record. Errors are the form's to show (`toast: false`). */
export const useSaveDefinition = <K extends DefinitionKind>(kind: K, storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (record: DefinitionSave<K>) =>
      post(definitionKindCalls[kind].save as Call, { ...record, storeId }, { toast: false }) as Promise<
        DefinitionOf<K>
      >,
    onSuccess: () => refresh(client, kind, storeId),
  });
};

/** Deletes one record or a selection in one call; a refusal ('in use', 'the default') is said in a toast. */
export const useDeleteDefinitions = (kind: DefinitionKind, storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: DefinitionDelete) =>
      post(definitionKindCalls[kind].remove, { storeId, ...target }, { loading: true }),
    onSuccess: () => refresh(client, kind, storeId),
  });
};

// One hook per call, by kind, for the screens.
export const useTaxRates = (storeId: string) => useDefinitions('taxRates', storeId);
export const useSaveTaxRate = (storeId: string) => useSaveDefinition('taxRates', storeId);
export const useDeleteTaxRates = (storeId: string) => useDeleteDefinitions('taxRates', storeId);
export const useDepartments = (storeId: string) => useDefinitions('departments', storeId);
export const useSaveDepartment = (storeId: string) => useSaveDefinition('departments', storeId);
export const useDeleteDepartments = (storeId: string) => useDeleteDefinitions('departments', storeId);
export const usePrinters = (storeId: string) => useDefinitions('printers', storeId);
export const useSavePrinter = (storeId: string) => useSaveDefinition('printers', storeId);
export const useDeletePrinters = (storeId: string) => useDeleteDefinitions('printers', storeId);
export const useDiscountReasons = (storeId: string) => useDefinitions('discountReasons', storeId);
export const useSaveDiscountReason = (storeId: string) => useSaveDefinition('discountReasons', storeId);
export const useDeleteDiscountReasons = (storeId: string) => useDeleteDefinitions('discountReasons', storeId);
export const useGiftReasons = (storeId: string) => useDefinitions('giftReasons', storeId);
export const useSaveGiftReason = (storeId: string) => useSaveDefinition('giftReasons', storeId);
export const useDeleteGiftReasons = (storeId: string) => useDeleteDefinitions('giftReasons', storeId);
export const useDeleteReasons = (storeId: string) => useDefinitions('deleteReasons', storeId);
export const useSaveDeleteReason = (storeId: string) => useSaveDefinition('deleteReasons', storeId);
export const useDeleteDeleteReasons = (storeId: string) => useDeleteDefinitions('deleteReasons', storeId);
export const usePaymentTypes = (storeId: string) => useDefinitions('paymentTypes', storeId);
export const useSavePaymentType = (storeId: string) => useSaveDefinition('paymentTypes', storeId);
export const useDeletePaymentTypes = (storeId: string) => useDeleteDefinitions('paymentTypes', storeId);
