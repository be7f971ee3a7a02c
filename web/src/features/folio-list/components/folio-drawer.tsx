import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Alert.css';
import { useState } from 'react';
import { Alert, Button, Drawer, Group, Loader, Stack } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { FolioView } from '../../../components/folio-view/folio-view';
import { ReceiptActions } from '../../../components/receipt/receipt-actions';
import { LoadFailed } from '../../../components/load-failed/load-failed';
import { isApiError } from '../../../lib/api-error';
import { errorText } from '../../../lib/error-text';
import { useFolioDetail, useHideFolio } from '../api/folio-list-api';
import { HideModal } from './hide-modal';

export interface FolioDrawerProps {
  storeId: string;
  /** The folio shown; null: the drawer is closed. */
  folioId: string | null;
  /** Its number, while its detail loads (known from the row clicked). */
  number?: number;
  currency: string;
  phone: boolean;
  onClose: () => void;
}

/**
 * One folio beside the list (the whole screen on a phone): header, lines, payments, totals, history; a closed or
 * cancelled one can be hidden from the list with a reason, or shown again (`folio/hide`, the folios.cancel
 * permission). Hidden, it stays in every total.
 */
export function FolioDrawer({ storeId, folioId, number, currency, phone, onClose }: FolioDrawerProps) {
  const { t } = useTranslation();
  const detail = useFolioDetail(storeId, folioId);
  const hide = useHideFolio(storeId);
  const [asking, setAsking] = useState(false);
  const shown = detail.data?.number ?? number;
  const folio = detail.data;
  const finished = folio?.status === 'closed' || folio?.status === 'cancelled';
  const hideFailed =
    hide.error && hide.variables?.id === folio?.id
      ? isApiError(hide.error, 'store_forbidden')
        ? t('folios.errors.forbidden')
        : errorText(hide.error)
      : null;
  return (
    <Drawer
      opened={folioId !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      title={shown === undefined ? t('folioList.folio') : t('folioView.title', { number: shown })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {detail.isError ? (
        <LoadFailed
          message={`${t('folioList.detailFailed')} ${errorText(detail.error)}`}
          onRetry={() => detail.refetch()}
        />
      ) : folio ? (
        <Stack gap="md">
          <ReceiptActions storeId={storeId} folio={folio} />
          {finished ? (
            <Group justify="flex-end">
              <Button
                variant="default"
                h={phone ? 44 : undefined}
                leftSection={folio.hidden ? <IconEye size={16} aria-hidden /> : <IconEyeOff size={16} aria-hidden />}
                loading={hide.isPending}
                onClick={() => {
                  hide.reset();
                  if (folio.hidden) hide.mutate({ id: folio.id, version: folio.version, hidden: false });
                  else setAsking(true);
                }}
              >
                {folio.hidden ? t('folioList.showFolio') : t('folioList.hideFolio')}
              </Button>
            </Group>
          ) : null}
          <HideModal
            number={folio.number}
            opened={asking}
            busy={hide.isPending}
            onClose={() => setAsking(false)}
            onHide={(reason) => hide.mutateAsync({ id: folio.id, version: folio.version, hidden: true, reason })}
          />
          {hideFailed && !asking ? (
            <Alert color="red" role="alert" title={t('errors.opss')}>
              {hideFailed}
            </Alert>
          ) : null}
          <FolioView folio={folio} currency={currency} />
        </Stack>
      ) : (
        <Loader size="sm" role="status" aria-label={t('common.loading')} />
      )}
    </Drawer>
  );
}
