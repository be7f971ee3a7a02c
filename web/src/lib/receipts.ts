import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { folioCalls } from '@sofra/contracts/folios/folios.calls';
import { post } from './post';

/**
 * A bill's receipt (docs/folio-screens.md, Receipts), wherever a bill is shown (the floor board, the folio list): its
 * guest link, QR and header, a print recorded, the link by SMS. Here rather than in one feature's api/: both screens
 * draw the same receipt component.
 */
export const receiptKeys = {
  link: (storeId: string, id: string) => ['receipt', storeId, id] as const,
};

/** The bill's history shows a print or a send: every screen's read of that folio is read again. */
const refreshFolio = (client: ReturnType<typeof useQueryClient>, storeId: string, id: string) =>
  client.invalidateQueries({ predicate: (q) => q.queryKey.includes(storeId) && q.queryKey.includes(id) });

/** The receipt's link, QR, header and how often it was printed; read while the receipt is shown. */
export const useReceiptLink = (storeId: string, id: string, enabled: boolean) =>
  useQuery({
    queryKey: receiptKeys.link(storeId, id),
    queryFn: () => post(folioCalls.receiptLink, { storeId, id }, { toast: false }),
    enabled,
    staleTime: 0,
  });

/** Records a print; answers whether it is a copy. */
export const usePrintReceipt = (storeId: string, id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => post(folioCalls.printReceipt, { storeId, id }),
    onSuccess: () => refreshFolio(client, storeId, id),
  });
};

/** Texts the receipt's link to `phone`, or without one to the bill's guest. */
export const useSendReceipt = (storeId: string, id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (phone: string | undefined) =>
      post(folioCalls.sendReceipt, { storeId, id, ...(phone ? { phone } : {}) }, { toast: false }),
    onSuccess: () => refreshFolio(client, storeId, id),
  });
};
