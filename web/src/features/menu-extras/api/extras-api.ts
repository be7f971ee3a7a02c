import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Call, CallInput } from '@sofra/contracts/core/call';
import { catalogueCalls, extrasCalls } from '@sofra/contracts/menu/menu.calls';
import { post } from '../../../lib/post';

/** The query keys of the variation and suggestion screens, per store. */
export const extrasKeys = {
  all: (storeId: string) => ['menuExtras', storeId] as const,
  modifiers: (storeId: string) => ['menuExtras', storeId, 'modifiers'] as const,
  advices: (storeId: string) => ['menuExtras', storeId, 'advices'] as const,
  groups: (storeId: string) => ['menuExtras', storeId, 'groups'] as const,
  products: (storeId: string) => ['menuExtras', storeId, 'products'] as const,
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

/** Everything these screens read again after a change: the counts of "attached to" and the chips follow. */
const refresh = (client: QueryClient, storeId: string) =>
  client.invalidateQueries({ queryKey: extrasKeys.all(storeId) });

type Save<C extends Call> = Omit<CallInput<C>, 'storeId'>;

/** Creates (no `id`) or replaces a variation. Errors are the form's to show. */
export const useSaveModifier = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (modifier: Save<typeof extrasCalls.saveModifier>) =>
      post(extrasCalls.saveModifier, { ...modifier, storeId }, { toast: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: extrasKeys.modifiers(storeId) }),
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
    onSuccess: () => client.invalidateQueries({ queryKey: extrasKeys.modifiers(storeId) }),
  });
};

/** Creates (no `id`) or replaces a suggestion list. Errors are the form's to show. */
export const useSaveAdvice = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (advice: Save<typeof extrasCalls.saveAdvice>) =>
      post(extrasCalls.saveAdvice, { ...advice, storeId }, { toast: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: extrasKeys.advices(storeId) }),
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
    onSuccess: () => client.invalidateQueries({ queryKey: extrasKeys.advices(storeId) }),
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
