import { queryOptions, useQuery } from '@tanstack/react-query';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { post } from './post';

/**
 * The signed-in user's pending invitations to stores (as owner or staff). Shared: the shell's menu entry and the
 * notices on the dashboard and store-add screens show them; the invitations screen accepts and declines them.
 */
export const invitationsQuery = () =>
  queryOptions({ queryKey: ['invitations'], queryFn: () => post(authCalls.getInvitations, {}, { toast: false }) });

/** How many invitations wait for an answer (expired ones do not); 0 while loading or when the list could not be read. */
export const usePendingInvitationCount = () =>
  useQuery(invitationsQuery()).data?.filter((i) => i.status === 'pending').length ?? 0;
