import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Staff } from '@sofra/contracts/auth/auth.schemas';
import type { StaffPermission } from '@sofra/contracts/core/permissions';
import type { staffPositions } from '@sofra/contracts/core/enums';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { post } from '../../../lib/post';

export type StaffPosition = (typeof staffPositions)[number];

/** The active store's staff, sorted by name by the server. */
export const staffListQuery = (storeId: string) =>
  queryOptions({ queryKey: ['staff', storeId], queryFn: () => post(storeCalls.getStaffList, { id: storeId }) });

export type StaffIdentity = { userQr: string } | { gsm: string };

const refreshStaff = (client: QueryClient, storeId: string) =>
  client.invalidateQueries({ queryKey: staffListQuery(storeId).queryKey });

/**
 * Adds a person by the QR code of their app or by number (the server updates the position of someone
 * already on the staff). Errors are the caller's to show: user_not_found needs its own words.
 */
export const useAddStaff = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ who, position }: { who: StaffIdentity; position: StaffPosition }) =>
      post(storeCalls.saveStaff, { storeId, ...who, position }, { loading: true, toast: false }),
    onSuccess: () => refreshStaff(client, storeId),
  });
};

export const useRemoveStaff = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => post(storeCalls.removeStaff, { storeId, userId }, { loading: true }),
    onSuccess: (_answer, userId) => {
      client.setQueryData<Staff[]>(staffListQuery(storeId).queryKey, (list) =>
        list?.filter((s) => s.userId !== userId),
      );
      return refreshStaff(client, storeId);
    },
  });
};

export const useSaveStaffPermissions = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, permissions }: { userId: string; permissions: StaffPermission[] }) =>
      post(storeCalls.saveStaffPermissions, { storeId, userId, permissions }, { loading: true }),
    onSuccess: (member) => {
      client.setQueryData<Staff[]>(staffListQuery(storeId).queryKey, (list) =>
        list?.map((s) => (s.userId === member.userId ? member : s)),
      );
      return refreshStaff(client, storeId);
    },
  });
};
