import { z } from 'zod';
import { defineCall } from '../core/call.ts';
import { ZId, ZOk } from '../core/schemas.ts';
import {
  ZCampaign,
  ZCampaignAudience,
  ZCampaignAudienceIn,
  ZCampaignRef,
  ZCampaignSave,
  ZCampaignSetStatus,
  ZCampaignResults,
  ZCampaignResultsIn,
  ZMessageAudience,
  ZMessageAudienceIn,
} from './campaigns.schemas.ts';

const MANAGE = { storeKey: 'storeId', staffPermission: 'campaigns.manage' } as const;

/** Campaigns that price folios (docs/campaigns.md). */
export const campaignCalls = {
  /** The store's campaigns, newest first, each with the size of its audience now. */
  get: defineCall('campaign/get', z.object({ storeId: ZId }), z.array(ZCampaign), MANAGE),
  /** Creates or changes a campaign (an ended one cannot change: campaign_ended). */
  save: defineCall('campaign/save', ZCampaignSave, ZCampaign, MANAGE),
  /** Starts, pauses or ends a campaign; ended is final. */
  setStatus: defineCall('campaign/setStatus', ZCampaignSetStatus, ZCampaign, MANAGE),
  /** Deletes a campaign that never priced a folio (else campaign_in_use: end it instead). */
  delete: defineCall('campaign/delete', ZCampaignRef, ZOk, MANAGE),
  /** How many of the store's guests are in a segment now. */
  getAudience: defineCall('campaign/getAudience', ZCampaignAudienceIn, ZCampaignAudience, MANAGE),
  /** How many guests a birthday or win-back message reaches now. */
  getMessageAudience: defineCall('campaign/getMessageAudience', ZMessageAudienceIn, ZMessageAudience, MANAGE),
  /** What each campaign and coupon of the store brought in a period. */
  getResults: defineCall('campaign/getResults', ZCampaignResultsIn, ZCampaignResults, MANAGE),
};
