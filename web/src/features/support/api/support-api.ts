import { useMutation } from '@tanstack/react-query';
import { helperCalls } from '@sofra/contracts/helper/helper.calls';
import type { SupportTicketForm } from '@sofra/contracts/support/support.schemas';
import { post } from '../../../lib/post';

/** Sends a support ticket; a failure is the caller's to word ('could not be sent'). */
export const useSendSupportTicket = () =>
  useMutation({
    mutationFn: (form: SupportTicketForm) => post(helperCalls.saveFeedback, form, { toast: false, loading: true }),
  });
