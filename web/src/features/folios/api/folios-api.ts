import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Call, CallInput, CallOutput } from '@sofra/contracts/core/call';
import type { Language } from '@sofra/contracts/core/enums';
import { definitionKindCalls, type DefinitionKind } from '@sofra/contracts/definitions/definitions.calls';
import { couponCalls } from '@sofra/contracts/loyalty/coupons.calls';
import { folioCalls } from '@sofra/contracts/folios/folios.calls';
import type { Folio, FolioDetail } from '@sofra/contracts/folios/folios.schemas';
import { publishCalls } from '@sofra/contracts/menu/menu.calls';
import type { StoreMenu } from '@sofra/contracts/menu/published.schemas';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import type { StoreTables } from '@sofra/contracts/tables/tables.schemas';
import { isApiError } from '../../../lib/api-error';
import { errorText } from '../../../lib/error-text';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { post, postRevalidated, type Tagged } from '../../../lib/post';
import { useLiveOpen } from '../../../lib/live';
import { onSessionCleared } from '../../../lib/session';
import { storeListKey } from '../../../lib/store-lists';
import { publishedMenuKey } from '../../../lib/store-sync';
import { usePublishState } from '../../../lib/publish-state';
import { withIdempotency } from '../../../lib/idempotency';

/** How often the board and an open folio are read again while on screen when the live stream is down. */
export const FOLIO_REFRESH_MS = 15_000;

/** The query keys of the folios screen, per store. */
export const folioKeys = {
  all: (storeId: string) => ['folios', storeId] as const,
  open: (storeId: string) => ['folios', storeId, 'open'] as const,
  detail: (storeId: string, id: string) => ['folios', storeId, 'detail', id] as const,
  tables: (storeId: string) => ['folios', storeId, 'tables'] as const,
  /** The published menu, under its shared key: a publish (the header's Sync, the till's button) renews it. */
  menu: (storeId: string, language: string) => publishedMenuKey(storeId, language),
  /** The till's choices, under the kind's shared key: a change on its definitions screen renews them. */
  definitions: (storeId: string, kind: DefinitionKind) => storeListKey(storeId, kind, 'folios'),
};

// ---- reads

/** The last tagged answers of the reads the server keeps in memory (tables, menu, definitions); gone with the session. */
const held = new Map<string, Tagged<unknown>>();
onSessionCleared(() => held.clear());
const revalidated = <C extends Call>(call: C, input: CallInput<C>, key: string, toast = true) =>
  postRevalidated(call, input, held as Map<string, Tagged<CallOutput<C>>>, key, { toast });

/**
 * The store's open and locked folios, oldest first: the floor board. Read again on the stream's folio events (the live
 * client invalidates it), and every 15 s only while the stream is down.
 */
export const useOpenFolios = (storeId: string) => {
  const live = useLiveOpen();
  return useQuery({
    queryKey: folioKeys.open(storeId),
    queryFn: () => post(folioCalls.get, { storeId }),
    enabled: Boolean(storeId),
    refetchInterval: live ? false : FOLIO_REFRESH_MS,
    staleTime: 0,
  });
};

/** One folio with its history; read again every 15 s while the drawer shows it (another device may change it). */
export const folioQuery = (storeId: string, id: string) =>
  queryOptions({
    queryKey: folioKeys.detail(storeId, id),
    queryFn: () => post(folioCalls.getById, { storeId, id }),
    refetchInterval: FOLIO_REFRESH_MS,
    staleTime: 0,
  });
export const useFolio = (storeId: string, id: string | null) =>
  useQuery({ ...folioQuery(storeId, id ?? ''), enabled: Boolean(storeId && id) });

/** The store's table groups (in order) and tables. */
export const useFloorTables = (storeId: string) =>
  useQuery({
    queryKey: folioKeys.tables(storeId),
    queryFn: (): Promise<StoreTables> => revalidated(tableCalls.getStoreTables, { id: storeId }, `tables:${storeId}`),
    enabled: Boolean(storeId),
  });

/**
 * The published menu in the user's language (the store's default when it was not published in it); before the first
 * publish an empty menu. A failure is shown by the picker itself (with its own retry), so no toast and no retry.
 */
export const useStoreMenu = (storeId: string, language: Language, enabled = true) =>
  useQuery({
    queryKey: folioKeys.menu(storeId, language),
    queryFn: (): Promise<StoreMenu> =>
      revalidated(publishCalls.storeMenu, { id: storeId, language }, `menu:${storeId}:${language}`, false),
    enabled: Boolean(storeId) && enabled,
    retry: false,
  });

/**
 * Whether the till has nothing published to sell: the store's menu was never published (`menuVersion` 0), or what was
 * published holds no product while the draft has changes not published yet. The draft's state is asked only then.
 */
export const useNothingPublished = (storeId: string, menu: StoreMenu | undefined) => {
  const empty = menu !== undefined && menu.products.length === 0;
  const state = usePublishState(empty && menu.menuVersion > 0 ? storeId : '');
  return empty && (menu.menuVersion === 0 || state.data?.unpublishedChanges === true);
};

type Kind = 'paymentTypes' | 'discountReasons' | 'giftReasons' | 'deleteReasons';
const useDefinitionList = <K extends Kind>(kind: K, storeId: string, enabled: boolean) =>
  useQuery({
    queryKey: folioKeys.definitions(storeId, kind),
    queryFn: () =>
      revalidated(definitionKindCalls[kind].list as Call, { storeId }, `${kind}:${storeId}`) as Promise<
        CallOutput<(typeof definitionKindCalls)[K]['list']>
      >,
    enabled: Boolean(storeId) && enabled,
  });

/** The active payment types, in their order (sequence, then name). */
export const usePaymentTypes = (storeId: string, enabled = true) => {
  const query = useDefinitionList('paymentTypes', storeId, enabled);
  const active = query.data
    ?.filter((p) => p.active)
    .sort((a, b) => a.sequence - b.sequence || a.name.localeCompare(b.name));
  return { ...query, active };
};
export const useDiscountReasons = (storeId: string, enabled = true) =>
  useDefinitionList('discountReasons', storeId, enabled);
export const useGiftReasons = (storeId: string, enabled = true) => useDefinitionList('giftReasons', storeId, enabled);
export const useDeleteReasons = (storeId: string, enabled = true) =>
  useDefinitionList('deleteReasons', storeId, enabled);

// ---- writes

/**
 * A changed folio into the cache at once: its drawer (history read again, as the answer carries none) and the
 * board (a closed or cancelled one leaves it).
 */
export const putFolio = (client: QueryClient, storeId: string, folio: Folio) => {
  const detail = folioKeys.detail(storeId, folio.id);
  client.setQueryData<FolioDetail>(detail, (old) => ({ ...folio, history: old?.history ?? [] }));
  client.setQueryData<Folio[]>(folioKeys.open(storeId), (old) => {
    if (!old) return old;
    const onBoard = folio.status === 'open' || folio.status === 'locked';
    const rest = old.filter((f) => f.id !== folio.id);
    if (!onBoard) return rest;
    return old.some((f) => f.id === folio.id) ? old.map((f) => (f.id === folio.id ? folio : f)) : [...old, folio];
  });
  void client.invalidateQueries({ queryKey: detail });
  void client.invalidateQueries({ queryKey: folioKeys.open(storeId) });
};

/**
 * What the user reads when a write is refused: the error code's text, and for a staff member without the
 * permission the action needs (`store_forbidden` on a store they can see) what to do about it.
 */
export const folioErrorText = (error: unknown) =>
  isApiError(error, 'store_forbidden') ? i18n.t('folios.errors.forbidden') : errorText(error);

const showError = (error: unknown) => {
  // The post helper has said it already when no answer came (offline, no connection).
  if (isApiError(error, 'offline') || isApiError(error, 'network')) return;
  notify('danger', folioErrorText(error), { title: i18n.t('errors.opss') });
};

type WriteInput<C extends Call> = Omit<CallInput<C>, 'storeId'>;

/**
 * One folio write: sent with an idempotency key, its answer put in the cache. On `folio_conflict` (another device
 * changed the folio since it was read) the folio is read again, and the toast says so.
 */
const useFolioWrite = <C extends Call>(call: C, storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: WriteInput<C>) => {
      const body = { ...input, storeId } as CallInput<C>;
      return withIdempotency(call.path, body, (key) =>
        post(call, body, { toast: false, headers: { 'idempotency-key': key } }),
      ) as Promise<Folio>;
    },
    onSuccess: (folio) => putFolio(client, storeId, folio),
    onError: (error, input) => {
      showError(error);
      const id = (input as { id?: string }).id;
      if (isApiError(error, 'folio_conflict') || isApiError(error, 'folio_not_found')) {
        if (id) void client.invalidateQueries({ queryKey: folioKeys.detail(storeId, id) });
        void client.invalidateQueries({ queryKey: folioKeys.open(storeId) });
      }
    },
  });
};

/** Opens a folio (no `id`), or adds lines to an open one (`id` and its `version`). */
export const useSaveFolio = (storeId: string) => useFolioWrite(folioCalls.save, storeId);
export const useLockFolio = (storeId: string) => useFolioWrite(folioCalls.lock, storeId);
export const useAddPayment = (storeId: string) => useFolioWrite(folioCalls.addPayment, storeId);
export const useRemovePayment = (storeId: string) => useFolioWrite(folioCalls.removePayment, storeId);
export const useCloseFolio = (storeId: string) => useFolioWrite(folioCalls.close, storeId);
export const useCancelFolio = (storeId: string) => useFolioWrite(folioCalls.cancel, storeId);
export const useDoneFolio = (storeId: string) => useFolioWrite(folioCalls.done, storeId);
export const useApplyDiscount = (storeId: string) => useFolioWrite(folioCalls.applyDiscount, storeId);
export const useGiftLine = (storeId: string) => useFolioWrite(folioCalls.giftLine, storeId);
export const useVoidLine = (storeId: string) => useFolioWrite(folioCalls.voidLine, storeId);
export const useMoveTable = (storeId: string) => useFolioWrite(folioCalls.moveTable, storeId);
export const useNoteLine = (storeId: string) => useFolioWrite(folioCalls.noteLine, storeId);
export const useSetCovers = (storeId: string) => useFolioWrite(folioCalls.setCovers, storeId);

/**
 * Redeems a coupon code on the folio (coupon/use, docs/coupons.md): the server applies its benefit; the folio is read
 * again. Errors belong to the coupon form: not toasted.
 */
export const useRedeemCoupon = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ folioId, code }: { folioId: string; code: string }) =>
      post(couponCalls.use, { storeId, folioId, code }, { loading: true, toast: false }),
    onSuccess: (used) => {
      if (used.folioId) void client.invalidateQueries({ queryKey: folioKeys.detail(storeId, used.folioId) });
      void client.invalidateQueries({ queryKey: folioKeys.open(storeId) });
    },
  });
};
