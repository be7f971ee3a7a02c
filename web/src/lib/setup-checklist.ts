import type { QueryClient } from '@tanstack/react-query';

/**
 * The query key of a store's setup checklist (the dashboard's card, docs/report-screens.md, Setup checklist). It lives
 * here because the writes that tick its steps belong to other features (settings, menu sync, tables, staff,
 * definitions), and features never import each other.
 */
export const setupChecklistKey = (storeId: string) => ['setupChecklist', storeId] as const;

/** Reads the checklist again after a write that may tick or open one of its steps. */
export const refreshSetupChecklist = (client: QueryClient, storeId: string) =>
  client.invalidateQueries({ queryKey: setupChecklistKey(storeId) });
