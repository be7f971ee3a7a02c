import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Staff } from '@sofra/contracts/auth/auth.schemas';
import type { StaffPermission } from '@sofra/contracts/core/permissions';
import type { staffPositions } from '@sofra/contracts/core/enums';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { post } from '../../../lib/post';
import { refreshSetupChecklist } from '../../../lib/setup-checklist';

export type StaffPosition = (typeof staffPositions)[number];

/** The active store's staff, sorted by name by the server. */
export const staffListQuery = (storeId: string) =>
  queryOptions({ queryKey: ['staff', storeId], queryFn: () => post(storeCalls.getStaffList, { id: storeId }) });

/** The numbers invited to the store's staff that have no Sofra account yet, oldest first. */
export const staffInvitationsQuery = (storeId: string) =>
  queryOptions({
    queryKey: ['staff', storeId, 'invitations'],
    queryFn: () => post(storeCalls.getStaffInvitations, { id: storeId }),
  });

export type StaffIdentity = { userQr: string } | { gsm: string };

/** Both lists (their keys start with the staff list's) and the setup checklist's "staff invited". */
const refreshStaff = (client: QueryClient, storeId: string) =>
  Promise.all([
    client.invalidateQueries({ queryKey: staffListQuery(storeId).queryKey }),
    refreshSetupChecklist(client, storeId),
  ]);

/**
 * Adds a person by the QR code of their app or by number (the server updates the position of someone already on the
 * staff); a number with no account is invited by SMS and answered with `userId` null. Errors are the caller's to
 * show: they belong to the form's fields.
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

/** Cancels the invitation of a number that has no account yet. */
export const useCancelStaffInvitation = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (gsm: string) => post(storeCalls.cancelStaffInvitation, { storeId, gsm }, { loading: true }),
    onSuccess: (_answer, gsm) => {
      client.setQueryData(staffInvitationsQuery(storeId).queryKey, (list) => list?.filter((i) => i.gsm !== gsm));
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

/** A row of the staff list: a member by `userId`, or a number invited that has no account yet by `gsm`. */
export type StaffRowKey = { userId: string } | { gsm: string };

/**
 * Changes only the position of a member or of a number's invitation; the row is updated in place. A refusal is the
 * usual toast (the list still shows the saved position).
 */
export const useSaveStaffPosition = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ who, position }: { who: StaffRowKey; position: StaffPosition }) =>
      post(storeCalls.saveStaffPosition, { storeId, ...who, position }),
    onSuccess: (saved) => {
      const { userId } = saved;
      if (userId === null) {
        client.setQueryData(staffInvitationsQuery(storeId).queryKey, (list) =>
          list?.map((i) => (i.gsm === saved.gsm ? { ...i, position: saved.position } : i)),
        );
      } else {
        client.setQueryData<Staff[]>(staffListQuery(storeId).queryKey, (list) =>
          list?.map((s) => (s.userId === userId ? { ...saved, userId } : s)),
        );
      }
      return refreshStaff(client, storeId);
    },
  });
};
