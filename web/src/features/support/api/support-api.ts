import { useMutation } from '@tanstack/react-query';
import { helperCalls } from '@sofra/contracts/helper/helper.calls';
import type { SupportTicket } from '@sofra/contracts/support/support.schemas';
import { post } from '../../../lib/post';

/**
 * Sends a support ticket: the store, subject, message and the session's reference; the server adds who asks. A failure
 * is the caller's to word ('could not be sent').
 */
export const useSendSupportTicket = () =>
  useMutation({
    mutationFn: (ticket: SupportTicket) => post(helperCalls.saveFeedback, ticket, { toast: false, loading: true }),
  });
