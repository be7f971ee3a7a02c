import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@sofra/contracts/core/call';
import { campaignCalls } from '@sofra/contracts/loyalty/campaigns.calls';
import { couponCalls } from '@sofra/contracts/loyalty/coupons.calls';
import type { CampaignSegment } from '@sofra/contracts/loyalty/campaigns.schemas';
import { catalogueCalls } from '@sofra/contracts/menu/menu.calls';
import { post } from '../../../lib/post';
import { storeListKey } from '../../../lib/store-lists';

/** The query keys of the campaigns screen, per store. */
const campaignKeys = {
  all: (storeId: string) => ['campaigns', storeId] as const,
  list: (storeId: string) => ['campaigns', storeId, 'list'] as const,
  audience: (storeId: string, segment: CampaignSegment) => ['campaigns', storeId, 'audience', segment] as const,
  /** The menu's lists, under their shared keys (lib/store-lists.ts): a menu change renews the pickers. */
  groups: (storeId: string) => storeListKey(storeId, 'groups', 'campaigns'),
  products: (storeId: string) => storeListKey(storeId, 'products', 'campaigns'),
  coupons: (storeId: string) => ['campaigns', storeId, 'coupons'] as const,
  messageAudience: (storeId: string, input: MessageAudienceInput) =>
    ['campaigns', storeId, 'message-audience', input] as const,
  results: (storeId: string, from: string, to: string) => ['campaigns', storeId, 'results', from, to] as const,
};

export type MessageAudienceInput = Omit<CallInput<typeof campaignCalls.getMessageAudience>, 'storeId'>;

const campaignsQuery = (storeId: string) =>
  queryOptions({ queryKey: campaignKeys.list(storeId), queryFn: () => post(campaignCalls.get, { storeId }) });

/** The store's campaigns, newest first, each with its audience now. */
export const useCampaigns = (storeId: string) => useQuery({ ...campaignsQuery(storeId), enabled: Boolean(storeId) });

/** How many guests a segment has now (shown before starting). */
export const useAudience = (storeId: string, segment: CampaignSegment, enabled = true) =>
  useQuery({
    queryKey: campaignKeys.audience(storeId, segment),
    queryFn: () => post(campaignCalls.getAudience, { storeId, segment }),
    enabled: Boolean(storeId) && enabled,
    placeholderData: keepPreviousData,
  });

/** The menu's groups and products, for the pickers. */
export const useCampaignGroups = (storeId: string) =>
  useQuery({
    queryKey: campaignKeys.groups(storeId),
    queryFn: () => post(catalogueCalls.getGroups, { storeId }),
    enabled: Boolean(storeId),
  });
export const useCampaignProducts = (storeId: string) =>
  useQuery({
    queryKey: campaignKeys.products(storeId),
    queryFn: () => post(catalogueCalls.getProducts, { storeId }),
    enabled: Boolean(storeId),
  });

/** The store's coupons, for a welcome campaign's gift. */
export const useCampaignCoupons = (storeId: string) =>
  useQuery({
    queryKey: campaignKeys.coupons(storeId),
    queryFn: () => post(couponCalls.get, { storeId }),
    enabled: Boolean(storeId),
  });

export type CampaignInput = Omit<CallInput<typeof campaignCalls.save>, 'storeId'>;

/** Creates (no `id`) or changes a campaign. Errors are the form's to show. */
export const useSaveCampaign = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CampaignInput) => post(campaignCalls.save, { ...input, storeId }, { toast: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: campaignKeys.list(storeId) }),
  });
};

export const useSetCampaignStatus = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; status: 'running' | 'paused' | 'ended' }) =>
      post(campaignCalls.setStatus, { ...input, storeId }),
    onSettled: () => client.invalidateQueries({ queryKey: campaignKeys.list(storeId) }),
  });
};

export const useDeleteCampaign = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post(campaignCalls.delete, { storeId, id }),
    onSettled: () => client.invalidateQueries({ queryKey: campaignKeys.list(storeId) }),
  });
};

/** How many guests a birthday or win-back message reaches now (consent on, not blocked). */
export const useMessageAudience = (storeId: string, input: MessageAudienceInput) =>
  useQuery({
    queryKey: campaignKeys.messageAudience(storeId, input),
    queryFn: () => post(campaignCalls.getMessageAudience, { storeId, ...input }),
    enabled: Boolean(storeId),
    placeholderData: keepPreviousData,
  });

/** What each campaign and coupon brought in a period of business days. */
export const useCampaignResults = (storeId: string, from: string, to: string) =>
  useQuery({
    queryKey: campaignKeys.results(storeId, from, to),
    queryFn: () => post(campaignCalls.getResults, { storeId, from, to }),
    enabled: Boolean(storeId) && from !== '' && to !== '' && from <= to,
    placeholderData: keepPreviousData,
  });
