import { z } from 'zod';
import { defineCall } from '../core/call.ts';
import { ZId } from '../core/schemas.ts';

/**
 * The setup checklist on a new store's dashboard (docs/report-screens.md, Setup checklist): seven steps, each done
 * or not, computed from the store's data on every read (nothing is ticked by hand). Apart from reportCalls so the
 * other report screens do not carry it.
 */
export const setupStepKeys = [
  'storeDetails',
  'openingHours',
  'taxesAndPayments',
  'menuPublished',
  'tableQrCodes',
  'webMenu',
  'staffInvited',
] as const;
export type SetupStepKey = (typeof setupStepKeys)[number];

export const ZSetupChecklist = z.object({
  /** Every step, in the order above. */
  steps: z.array(z.object({ key: z.enum(setupStepKeys), done: z.boolean() })),
});
export type SetupChecklist = z.infer<typeof ZSetupChecklist>;

export const setupChecklistCalls = {
  /** The store's setup steps and whether each is done: its owners and master users only (setting up is theirs). */
  getSetupChecklist: defineCall('report/getSetupChecklist', z.object({ storeId: ZId }), ZSetupChecklist, {
    storeKey: 'storeId',
  }),
};
