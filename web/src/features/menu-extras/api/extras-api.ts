import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Call, CallInput } from '@sofra/contracts/core/call';
import { catalogueCalls, extrasCalls } from '@sofra/contracts/menu/menu.calls';
import { post } from '../../../lib/post';
import { refreshDraftMenu, storeListKey } from '../../../lib/store-lists';

/**
 * The query keys of the variation and suggestion screens, per store: the menu's lists under their shared keys
 * (lib/store-lists.ts), so the product editor's pickers and these screens are renewed by the same changes.
 */
export const extrasKeys = {
  modifiers: (storeId: string) => storeListKey(storeId, 'modifiers', 'menuExtras'),
  advices: (storeId: string) => storeListKey(storeId, 'advices', 'menuExtras'),
  groups: (storeId: string) => storeListKey(storeId, 'groups', 'menuExtras'),
  products: (storeId: string) => storeListKey(storeId, 'products', 'menuExtras'),
};

export const modifiersQuery = (storeId: string) =>
  queryOptions({
    queryKey: extrasKeys.modifiers(storeId),
    queryFn: () => post(extrasCalls.getModifiers, { storeId }),
  });

export const advicesQuery = (storeId: string) =>
  queryOptions({
    queryKey: extrasKeys.advices(storeId),
    queryFn: () => post(extrasCalls.getAdvices, { storeId }),
  });

export const groupsQuery = (storeId: string) =>
  queryOptions({
    queryKey: extrasKeys.groups(storeId),
    queryFn: () => post(catalogueCalls.getGroups, { storeId }),
  });

export const productsQuery = (storeId: string) =>
  queryOptions({
    queryKey: extrasKeys.products(storeId),
    queryFn: () => post(catalogueCalls.getProducts, { storeId }),
  });

/** The store's variations, in their order. */
export const useModifiers = (storeId: string) => useQuery({ ...modifiersQuery(storeId), enabled: Boolean(storeId) });
/** The store's suggestion lists, in their order. */
export const useAdvices = (storeId: string) => useQuery({ ...advicesQuery(storeId), enabled: Boolean(storeId) });
/** The menu's groups (with the variations and suggestion lists each offers). */
export const useMenuGroups = (storeId: string) => useQuery({ ...groupsQuery(storeId), enabled: Boolean(storeId) });
/** Every live product of the menu, in order (with what each offers itself). */
export const useMenuProducts = (storeId: string) => useQuery({ ...productsQuery(storeId), enabled: Boolean(storeId) });

/**
 * After a change: the menu's lists wherever shown (these screens, the product editor's pickers), so the counts of
 * "attached to", the chips and the pickers follow, and the publish state.
 */
const refresh = (client: QueryClient, storeId: string) => refreshDraftMenu(client, storeId);

type Save<C extends Call> = Omit<CallInput<C>, 'storeId'>;

/** Creates (no `id`) or replaces a variation. Errors are the form's to show. */
export const useSaveModifier = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (modifier: Save<typeof extrasCalls.saveModifier>) =>
      post(extrasCalls.saveModifier, { ...modifier, storeId }, { toast: false }),
    onSuccess: () => refresh(client, storeId),
  });
};

/** Archives a variation: the products and groups offering it no longer do. */
export const useDeleteModifier = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post(extrasCalls.deleteModifier, { storeId, id }, { loading: true }),
    onSuccess: () => refresh(client, storeId),
  });
};

export const useSetModifierStatus = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; active: boolean }) => post(extrasCalls.setModifierStatus, { storeId, ...v }),
    onSuccess: () => refresh(client, storeId),
  });
};

/** Creates (no `id`) or replaces a suggestion list. Errors are the form's to show. */
export const useSaveAdvice = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (advice: Save<typeof extrasCalls.saveAdvice>) =>
      post(extrasCalls.saveAdvice, { ...advice, storeId }, { toast: false }),
    onSuccess: () => refresh(client, storeId),
  });
};

/** Archives a suggestion list: the products and groups offering it no longer do. */
export const useDeleteAdvice = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post(extrasCalls.deleteAdvice, { storeId, id }, { loading: true }),
    onSuccess: () => refresh(client, storeId),
  });
};

export const useSetAdviceStatus = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; active: boolean }) => post(extrasCalls.setAdviceStatus, { storeId, ...v }),
    onSuccess: () => refresh(client, storeId),
  });
};

/** Replaces the variations and suggestion lists of one product or group. Errors are the form's to show. */
export const useSetLinks = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (links: Save<typeof extrasCalls.setLinks>) =>
      post(extrasCalls.setLinks, { ...links, storeId }, { toast: false }),
    onSuccess: () => refresh(client, storeId),
  });
};
