import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import type { Invitation } from '@sofra/contracts/auth/auth.schemas';
import { invitationsQuery } from '../../../lib/invitations';
import { ownedStoresQuery, selectStore } from '../../../lib/active-store';
import { post } from '../../../lib/post';
import { getSession } from '../../../lib/session';

export type InvitationKey = Pick<Invitation, 'storeId' | 'kind'>;

export const useInvitations = () => useQuery(invitationsQuery());

/**
 * Accepts an invitation. The store joins the store list at once; with no active store yet it becomes the active one
 * (the person came to work in it), so the shell does not ask them to choose.
 */
export const useAcceptInvitation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (key: InvitationKey) => post(authCalls.acceptInvitation, key, { loading: true }),
    onSuccess: async (_answer, { storeId }) => {
      if (!getSession().activeStoreId) {
        try {
          await selectStore(storeId);
        } catch {
          // Staff without store.view cannot open the store; the list below still shows what they may open.
        }
      }
      await Promise.all([
        client.invalidateQueries({ queryKey: ownedStoresQuery().queryKey }),
        client.invalidateQueries({ queryKey: invitationsQuery().queryKey }),
      ]);
    },
    // Gone meanwhile (cancelled by the owner): the list is stale either way.
    onError: () => client.invalidateQueries({ queryKey: invitationsQuery().queryKey }),
  });
};

export const useDeclineInvitation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (key: InvitationKey) => post(authCalls.declineInvitation, key, { loading: true }),
    onSettled: () => client.invalidateQueries({ queryKey: invitationsQuery().queryKey }),
  });
};
