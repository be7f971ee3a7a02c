import '@mantine/core/styles/Drawer.css';
import { Drawer, Loader } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { FolioView } from '../../../components/folio-view/folio-view';
import { LoadFailed } from '../../../components/load-failed/load-failed';
import { errorText } from '../../../lib/error-text';
import { useFolioDetail } from '../api/folio-list-api';

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

/** One folio, read-only, beside the list (the whole screen on a phone): header, lines, payments, totals, history. */
export function FolioDrawer({ storeId, folioId, number, currency, phone, onClose }: FolioDrawerProps) {
  const { t } = useTranslation();
  const detail = useFolioDetail(storeId, folioId);
  const shown = detail.data?.number ?? number;
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
      ) : detail.data ? (
        <FolioView folio={detail.data} currency={currency} />
      ) : (
        <Loader size="sm" role="status" aria-label={t('common.loading')} />
      )}
    </Drawer>
  );
}
