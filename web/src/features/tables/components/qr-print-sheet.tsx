import './qr-print-sheet.css';
import { useEffect } from 'react';
import { Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { IconPrinter, IconQrcode } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type { Table } from '@sofra/contracts/tables/tables.schemas';
import { notify } from '../../../lib/notify';
import { useCreateMissingQrs, useQrSheetImages } from '../api/table-qrs';
import { useWebMenu, WebMenuNotice } from './web-menu-notice';

interface QrPrintSheetProps {
  storeId: string;
  storeName: string;
  group: string | null;
  tables: Table[];
  onClose: () => void;
}

/** A printable sheet of a group's tables, each with its QR code and name (window.print()). */
export function QrPrintSheet({ storeId, storeName, group, tables, onClose }: QrPrintSheetProps) {
  const { t } = useTranslation();
  const opened = group !== null;
  const images = useQrSheetImages(storeId, group, tables);
  const createCodes = useCreateMissingQrs(storeId);
  const withoutCode = tables.filter((r) => r.tableQrs.length === 0);
  const webMenu = useWebMenu(storeId);

  useEffect(() => {
    if (!opened) return;
    document.body.classList.add('qr-sheet-printing');
    return () => document.body.classList.remove('qr-sheet-printing');
  }, [opened]);

  /** Gives every table of the group without a code a new one; with the web menu off, after asking to switch it on. */
  const createMissing = async () => {
    await webMenu.ask();
    createCodes.mutate(withoutCode, {
      onSuccess: (count) => notify('success', t('tables.qr.codesCreated', { count })),
    });
  };

  /** Prints the sheet; with the web menu off, after asking to switch it on (it prints either way). */
  const print = async () => {
    await webMenu.ask();
    window.print();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title={t('tables.qr.sheetTitle', { group: group || t('tables.noGroup') })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack>
        <div className="qr-sheet-controls">
          <WebMenuNotice storeId={storeId} />
        </div>
        <Group className="qr-sheet-controls" justify="space-between">
          <Text size="sm" c="dimmed">
            {t('tables.qr.sheetHint', { count: tables.length })}
          </Text>
          <Group gap="xs">
            {withoutCode.length > 0 && (
              <Button
                variant="light"
                leftSection={<IconQrcode size={16} />}
                loading={createCodes.isPending}
                onClick={() => void createMissing()}
              >
                {t('tables.qr.createMissing', { count: withoutCode.length })}
              </Button>
            )}
            <Button leftSection={<IconPrinter size={16} />} onClick={() => void print()} disabled={images.isPending}>
              {t('tables.qr.print')}
            </Button>
          </Group>
        </Group>
        <Title order={2} size="h3">
          {storeName} · {group || t('tables.noGroup')}
        </Title>
        {images.isPending ? (
          <Loader aria-label={t('common.loading')} />
        ) : (
          <div className="qr-sheet-grid">
            {tables.map((r) => {
              const qr = r.tableQrs[0];
              const image = qr && images.data?.get(qr.code);
              return (
                <figure key={r.id} className="qr-sheet-card" style={{ margin: 0 }}>
                  {image ? (
                    <img src={image} alt={t('tables.qr.imageOf', { table: r.tableName })} />
                  ) : (
                    <Text c="dimmed" py="xl">
                      {t('tables.qr.noCode')}
                    </Text>
                  )}
                  <figcaption>
                    <Text fw={700} size="lg">
                      {r.tableName}
                    </Text>
                    {qr && <Text size="sm">{qr.shortCode}</Text>}
                  </figcaption>
                </figure>
              );
            })}
          </div>
        )}
      </Stack>
    </Modal>
  );
}
