import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { ownedStoresQuery, useActiveStore } from '../../../lib/active-store';

/**
 * A report's choices live in the address, so a report can be linked and survives a reload: the search parameters
 * and a setter that changes some of them (null removes one) and keeps the others, replacing the history entry.
 */
export const useReportParams = () => {
  // The report screens share these choices (app/router/search.ts: reportSearch).
  const params = useSearch({ strict: false });
  const navigate = useNavigate();
  const set = (patch: Record<string, string | null>) =>
    void navigate({
      to: '.',
      search: (prev) => {
        const next: Record<string, unknown> = { ...prev };
        for (const [k, v] of Object.entries(patch)) next[k] = v ?? undefined;
        return next;
      },
      replace: true,
    });
  return { params, set };
};

/**
 * The stores a report asks for: the active one, or with `all=1` every store the user owns (stores where they are
 * staff are left out: one refused store refuses the whole call). `ownerStores` decides whether the switch shows.
 */
export const useReportStores = () => {
  const { params, set } = useReportParams();
  const allBranches = params.all === '1';
  const store = useActiveStore();
  const owned = useQuery(ownedStoresQuery());
  const ownerStores = useMemo(() => (owned.data ?? []).filter((s) => s.position === 'owner'), [owned.data]);
  const activeId = store.data?.id;
  const storeIds = useMemo(
    () => (allBranches ? ownerStores.map((s) => s.storeId) : activeId ? [activeId] : []),
    [allBranches, ownerStores, activeId],
  );
  return {
    store,
    ownerStores,
    storeIds,
    allBranches,
    setAllBranches: (on: boolean) => set({ all: on ? '1' : null }),
  };
};
