import { useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { Button, Group, Loader, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessage, IconPrinter } from '@tabler/icons-react';
import type { ReceiptLink } from '@sofra/contracts/folios/receipts.schemas';
import type { ViewedFolio } from '../folio-view/folio-view';
import { LoadFailed } from '../load-failed/load-failed';
import { errorText } from '../../lib/error-text';
import { useTranslation } from '../../lib/i18n';
import { usePrintReceipt, useReceiptLink } from '../../lib/receipts';
import { Receipt } from './receipt';
import { SendReceiptModal } from './send-receipt-modal';

export interface ReceiptActionsProps {
  storeId: string;
  folio: ViewedFolio;
}

/** Whether a bill has a receipt: ordered and not cancelled (the server says the same). */
export const hasReceipt = (folio: ViewedFolio) => folio.status !== 'waiting' && folio.status !== 'cancelled';

/**
 * "Print receipt" and "Send receipt" for a bill, on the floor board and in the folio list's drawer (docs/folio-screens.md,
 * Receipts): the receipt previewed in a dialog, printed with the browser's own print (80 mm, the receipt alone), and
 * its guest link sent by SMS.
 */
export function ReceiptActions({ storeId, folio }: ReceiptActionsProps) {
  const { t } = useTranslation();
  // A phone's screen: buttons a finger can hit, dialogs over the whole screen.
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [open, setOpen] = useState<'print' | 'send' | null>(null);
  if (!hasReceipt(folio)) return null;
  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Button
          variant="default"
          h={phone ? 44 : undefined}
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={() => setOpen('print')}
        >
          {t('receipt.print')}
        </Button>
        <Button
          variant="default"
          h={phone ? 44 : undefined}
          leftSection={<IconMessage size={16} aria-hidden />}
          onClick={() => setOpen('send')}
        >
          {t('receipt.send')}
        </Button>
      </Group>
      <Modal
        opened={open === 'print'}
        onClose={() => setOpen(null)}
        title={t('receipt.title', { number: folio.number })}
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {open === 'print' ? <ReceiptPreview storeId={storeId} folio={folio} onClose={() => setOpen(null)} /> : null}
      </Modal>
      <SendReceiptModal
        storeId={storeId}
        folio={folio}
        opened={open === 'send'}
        phone={phone}
        onClose={() => setOpen(null)}
      />
    </>
  );
}

/** The receipt as it will print, and the print itself: recorded first (a copy after the first), then the browser's. */
function ReceiptPreview({ storeId, folio, onClose }: { storeId: string; folio: ViewedFolio; onClose: () => void }) {
  const { t } = useTranslation();
  const link = useReceiptLink(storeId, folio.id, true);
  const print = usePrintReceipt(storeId, folio.id);
  /** The paper copy being printed, and whether it is a copy; null while nothing prints. */
  const [printing, setPrinting] = useState<{ link: ReceiptLink; copy: boolean } | null>(null);

  const printSheet = (sheet: { link: ReceiptLink; copy: boolean }) => {
    // The sheet in the page before the browser prints it alone (receipt.css), then the page as it was.
    flushSync(() => setPrinting(sheet));
    document.body.classList.add('sofra-printing-receipt');
    window.print();
    document.body.classList.remove('sofra-printing-receipt');
    setPrinting(null);
  };

  if (link.isError) {
    return (
      <LoadFailed message={`${t('receipt.loadFailed')} ${errorText(link.error)}`} onRetry={() => link.refetch()} />
    );
  }
  if (!link.data) return <Loader size="sm" role="status" aria-label={t('common.loading')} />;
  const data = link.data;
  return (
    <Stack gap="md">
      <Receipt folio={folio} link={data} copy={data.prints > 0} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.close')}
        </Button>
        <Button
          leftSection={<IconPrinter size={16} aria-hidden />}
          loading={print.isPending}
          onClick={() => print.mutate(undefined, { onSuccess: ({ copy }) => printSheet({ link: data, copy }) })}
        >
          {t('receipt.printNow')}
        </Button>
      </Group>
      {printing
        ? createPortal(
            <div className="sofra-receipt-sheet">
              <Receipt folio={folio} link={printing.link} copy={printing.copy} sheet />
            </div>,
            document.body,
          )
        : null}
    </Stack>
  );
}
