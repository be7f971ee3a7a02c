import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { CallInput } from '@sofra/contracts/core/call';
import { definitionKindCalls } from '@sofra/contracts/definitions/definitions.calls';
import { catalogueCalls, extrasCalls, menuImageCalls, sheetCalls } from '@sofra/contracts/menu/menu.calls';
import type { Product, ProductGroup } from '@sofra/contracts/menu/catalogue.schemas';
import { post, postBlob, postFile } from '../../../lib/post';
import { MENU_LISTS, refreshStoreLists, storeListKey, type MenuList } from '../../../lib/store-lists';
import { publishStateKey } from '../../../lib/store-sync';

/**
 * The query keys of the menu feature, per store. Everything under `menu/{storeId}` is the store's draft menu; the
 * lists other screens show too are under their shared keys (lib/store-lists.ts), so a change made anywhere renews them.
 */
export const menuKeys = {
  all: (storeId: string) => ['menu', storeId] as const,
  groups: (storeId: string) => storeListKey(storeId, 'groups', 'menu'),
  products: (storeId: string) => storeListKey(storeId, 'products', 'menu'),
  modifiers: (storeId: string) => storeListKey(storeId, 'modifiers', 'menu'),
  advices: (storeId: string) => storeListKey(storeId, 'advices', 'menu'),
  productImages: (storeId: string) => ['menu', storeId, 'productImages'] as const,
  groupImages: (storeId: string) => ['menu', storeId, 'groupImages'] as const,
  banners: (storeId: string) => ['menu', storeId, 'banners'] as const,
  definitions: (storeId: string, kind: 'taxRates' | 'departments' | 'printers') => storeListKey(storeId, kind, 'menu'),
};

// ---- reads

export const groupsQuery = (storeId: string) =>
  queryOptions({ queryKey: menuKeys.groups(storeId), queryFn: () => post(catalogueCalls.getGroups, { storeId }) });

/** Every live product of the store, in group order then their own. */
export const productsQuery = (storeId: string) =>
  queryOptions({
    queryKey: menuKeys.products(storeId),
    queryFn: () => post(catalogueCalls.getProducts, { storeId }),
  });

export const useGroups = (storeId: string) => useQuery({ ...groupsQuery(storeId), enabled: Boolean(storeId) });
export const useProducts = (storeId: string) => useQuery({ ...productsQuery(storeId), enabled: Boolean(storeId) });

/*
 * Reads the screen can do without (variations, suggestions, pictures, publish state) are quiet on failure and not
 * retried, so a server without the call leaves its part of the screen empty instead of breaking it.
 */

export const useModifiers = (storeId: string, enabled = true) =>
  useQuery({
    queryKey: menuKeys.modifiers(storeId),
    queryFn: () => post(extrasCalls.getModifiers, { storeId }, { toast: false }),
    retry: false,
    enabled: Boolean(storeId) && enabled,
  });

export const useAdvices = (storeId: string, enabled = true) =>
  useQuery({
    queryKey: menuKeys.advices(storeId),
    queryFn: () => post(extrasCalls.getAdvices, { storeId }, { toast: false }),
    retry: false,
    enabled: Boolean(storeId) && enabled,
  });

/** The pictures of the store's products (`itemId` is the product's id). */
export const useProductImages = (storeId: string, enabled = true) =>
  useQuery({
    queryKey: menuKeys.productImages(storeId),
    queryFn: () => post(menuImageCalls.product, { id: storeId }, { toast: false }),
    retry: false,
    enabled: Boolean(storeId) && enabled,
  });

export const useGroupImages = (storeId: string, enabled = true) =>
  useQuery({
    queryKey: menuKeys.groupImages(storeId),
    queryFn: () => post(menuImageCalls.productGroups, { id: storeId }, { toast: false }),
    retry: false,
    enabled: Boolean(storeId) && enabled,
  });

/** The guest menu's banners, in order. */
export const useMenuBanners = (storeId: string, enabled = true) =>
  useQuery({
    queryKey: menuKeys.banners(storeId),
    queryFn: () => post(menuImageCalls.menuBanners, { id: storeId }, { toast: false }),
    retry: false,
    enabled: Boolean(storeId) && enabled,
  });

/** The store's tax rates, departments and printers, for the product form's selects (definitions area's calls). */
export const useDefinitionOptions = (storeId: string, kind: 'taxRates' | 'departments' | 'printers') =>
  useQuery({
    queryKey: menuKeys.definitions(storeId, kind),
    queryFn: () => post(definitionKindCalls[kind].list, { storeId }),
    enabled: Boolean(storeId),
    select: (rows) => rows as { id: string; name: string; active: boolean; isDefault?: boolean }[],
  });

// ---- changes

/** After a change of the draft: its lists are read again wherever shown, its pictures and the publish state with them. */
const refreshMenu = (client: QueryClient, storeId: string) =>
  Promise.all([
    client.invalidateQueries({ queryKey: menuKeys.all(storeId) }),
    refreshStoreLists(client, storeId, MENU_LISTS),
  ]);

/** After a one-field change already put into this screen's list: the list elsewhere, and the publish state. */
const refreshOthers = (client: QueryClient, storeId: string, list: MenuList, own: QueryKey) =>
  Promise.all([
    refreshStoreLists(client, storeId, [list], own),
    client.invalidateQueries({ queryKey: publishStateKey(storeId) }),
  ]);

/** Puts a changed product into the cached list at once. */
const putProduct = (client: QueryClient, storeId: string, product: Product) =>
  client.setQueryData<Product[]>(menuKeys.products(storeId), (old) =>
    old?.map((p) => (p.id === product.id ? product : p)),
  );

type WithoutStore<C extends Parameters<typeof post>[0]> = Omit<CallInput<C>, 'storeId'>;

export const useSaveGroup = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: WithoutStore<typeof catalogueCalls.saveGroup>) =>
      post(catalogueCalls.saveGroup, { ...v, storeId }, { loading: true, toast: false }),
    onSuccess: () => refreshMenu(client, storeId),
  });
};

export const useSetGroupStatus = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; active: boolean }) => post(catalogueCalls.setGroupStatus, { ...v, storeId }),
    onSuccess: (group) => {
      client.setQueryData<ProductGroup[]>(menuKeys.groups(storeId), (old) =>
        old?.map((g) => (g.id === group.id ? group : g)),
      );
      void refreshOthers(client, storeId, 'groups', menuKeys.groups(storeId));
    },
  });
};

/**
 * Saves a new order of the groups. The list shows the new order at once; a refused save puts the server's back.
 */
export const useSortGroups = (storeId: string) => {
  const client = useQueryClient();
  const key = menuKeys.groups(storeId);
  return useMutation({
    mutationFn: (ids: string[]) => post(catalogueCalls.sortGroups, { storeId, ids }),
    onMutate: async (ids) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<ProductGroup[]>(key);
      if (before) {
        const byId = new Map(before.map((g) => [g.id, g]));
        client.setQueryData<ProductGroup[]>(
          key,
          ids.flatMap((id, sequence) => {
            const g = byId.get(id);
            return g ? [{ ...g, sequence }] : [];
          }),
        );
      }
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSuccess: (groups) => client.setQueryData(key, groups),
    onSettled: () => refreshMenu(client, storeId),
  });
};

/** Deletes a group; one holding products needs `moveTo`, the group they go to. */
export const useDeleteGroup = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; moveTo?: string }) =>
      post(catalogueCalls.deleteGroup, { ...v, storeId }, { loading: true }),
    onSuccess: () => refreshMenu(client, storeId),
  });
};

/** Creates or replaces a product. Errors are the form's to show. */
export const useSaveProduct = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: WithoutStore<typeof catalogueCalls.saveProduct>) =>
      post(catalogueCalls.saveProduct, { ...v, storeId }, { loading: true, toast: false }),
    onSuccess: () => refreshMenu(client, storeId),
  });
};

/** The grid's price cell: the whole product saved again with its new price (minor units). */
export const useSetProductPrice = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ product, price }: { product: Product; price: number }) =>
      post(catalogueCalls.saveProduct, { ...productSaveOf(product), storeId, price }),
    onSuccess: (saved) => {
      putProduct(client, storeId, saved);
      void refreshOthers(client, storeId, 'products', menuKeys.products(storeId));
    },
  });
};

export const useSetProductStatus = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; active: boolean }) => post(catalogueCalls.setProductStatus, { ...v, storeId }),
    onSuccess: (saved) => {
      putProduct(client, storeId, saved);
      void refreshOthers(client, storeId, 'products', menuKeys.products(storeId));
    },
  });
};

export const useSortProducts = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { groupId: string; ids: string[] }) => post(catalogueCalls.sortProducts, { ...v, storeId }),
    onSuccess: () => refreshMenu(client, storeId),
  });
};

export const useDeleteProduct = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post(catalogueCalls.deleteProduct, { storeId, id }, { loading: true }),
    onSuccess: () => refreshMenu(client, storeId),
  });
};

/** Replaces the variations and/or suggestion lists of one product or group. */
export const useSetLinks = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: WithoutStore<typeof extrasCalls.setLinks>) => post(extrasCalls.setLinks, { ...v, storeId }),
    onSuccess: () => refreshMenu(client, storeId),
  });
};

/** Variations (the spec's modifiers): create or replace, status, delete. The variations screen's calls. */
export const useSaveModifier = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: WithoutStore<typeof extrasCalls.saveModifier>) =>
      post(extrasCalls.saveModifier, { ...v, storeId }, { loading: true, toast: false }),
    onSuccess: () => refreshMenu(client, storeId),
  });
};

export const useSetModifierStatus = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; active: boolean }) => post(extrasCalls.setModifierStatus, { ...v, storeId }),
    onSuccess: () => refreshMenu(client, storeId),
  });
};

export const useDeleteModifier = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post(extrasCalls.deleteModifier, { storeId, id }, { loading: true }),
    onSuccess: () => refreshMenu(client, storeId),
  });
};

/** Suggestion lists (the spec's advices): create or replace, status, delete. The suggestions screen's calls. */
export const useSaveAdvice = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: WithoutStore<typeof extrasCalls.saveAdvice>) =>
      post(extrasCalls.saveAdvice, { ...v, storeId }, { loading: true, toast: false }),
    onSuccess: () => refreshMenu(client, storeId),
  });
};

export const useSetAdviceStatus = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; active: boolean }) => post(extrasCalls.setAdviceStatus, { ...v, storeId }),
    onSuccess: () => refreshMenu(client, storeId),
  });
};

export const useDeleteAdvice = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post(extrasCalls.deleteAdvice, { storeId, id }, { loading: true }),
    onSuccess: () => refreshMenu(client, storeId),
  });
};

/** Reads the draft menu again (after a picture of it was uploaded through the shared image uploader). */
export const useRefreshMenu = (storeId: string) => {
  const client = useQueryClient();
  return () => refreshMenu(client, storeId);
};

/** The draft menu as an `.xlsx` file's bytes. */
export const useExportMenu = (storeId: string) =>
  useMutation({ mutationFn: () => postBlob(sheetCalls.exportMenu, { storeId }, { loading: true }) });

/** Reads a spreadsheet of the export's shape; a wrong row changes nothing (`menu_import_invalid`, the caller shows it). */
export const useImportMenu = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => postFile(sheetCalls.importMenu, { storeId }, file, { loading: true, toast: false }),
    onSuccess: () => refreshMenu(client, storeId),
  });
};

/** A product's save input as it is now: the grid's one-field changes send it whole with that field changed. */
export const productSaveOf = (p: Product): WithoutStore<typeof catalogueCalls.saveProduct> => ({
  id: p.id,
  groupId: p.groupId,
  names: p.names,
  descriptions: p.descriptions,
  price: p.price,
  active: p.active,
  isShowInStore: p.isShowInStore,
  taxRateId: p.taxRateId,
  departmentId: p.departmentId,
  printerId: p.printerId,
  plu: p.plu,
  tags: p.tags,
  allergens: p.allergens,
  calories: p.calories,
  prepMinutes: p.prepMinutes,
});
