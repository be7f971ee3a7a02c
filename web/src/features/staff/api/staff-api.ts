import { queryOptions } from '@tanstack/react-query';
import type { Staff } from '@sofra/contracts/auth/auth.schemas';
import type { StaffPermission } from '@sofra/contracts/core/permissions';
import type { staffPositions } from '@sofra/contracts/core/enums';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { post } from '../../../lib/post';
import { queryClient } from '../../../lib/query-client';

export type StaffPosition = (typeof staffPositions)[number];

/** The active store's staff, sorted by name by the server. */
export const staffListQuery = (storeId: string) =>
  queryOptions({ queryKey: ['staff', storeId], queryFn: () => post(storeCalls.getStaffList, { id: storeId }) });

const replaceMember = (storeId: string, member: Staff) =>
  queryClient.setQueryData<Staff[]>(staffListQuery(storeId).queryKey, (list) =>
    list?.map((s) => (s.userId === member.userId ? member : s)),
  );

export type StaffIdentity = { userQr: string } | { gsm: string };

/**
 * Adds a person by the QR code of their app or by number (the server updates the position of someone
 * already on the staff). Errors are the caller's to show: user_not_found needs its own words.
 */
export const addStaff = async (storeId: string, who: StaffIdentity, position: StaffPosition) => {
  const member = await post(storeCalls.saveStaff, { storeId, ...who, position }, { loading: true, toast: false });
  await queryClient.invalidateQueries({ queryKey: staffListQuery(storeId).queryKey });
  return member;
};

export const removeStaff = async (storeId: string, userId: string) => {
  await post(storeCalls.removeStaff, { storeId, userId }, { loading: true });
  queryClient.setQueryData<Staff[]>(staffListQuery(storeId).queryKey, (list) => list?.filter((s) => s.userId !== userId));
  await queryClient.invalidateQueries({ queryKey: staffListQuery(storeId).queryKey });
};

export const saveStaffPermissions = async (storeId: string, userId: string, permissions: StaffPermission[]) => {
  const member = await post(storeCalls.saveStaffPermissions, { storeId, userId, permissions }, { loading: true });
  replaceMember(storeId, member);
  await queryClient.invalidateQueries({ queryKey: staffListQuery(storeId).queryKey });
  return member;
};
