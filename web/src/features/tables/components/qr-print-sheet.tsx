import './qr-print-sheet.css';
import { useEffect, useState } from 'react';
import { Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { IconPrinter, IconQrcode } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import type { Table } from '@sofra/contracts/tables/tables.schemas';
import { closeLoading, showLoading } from '../../../lib/loading';
import { notify } from '../../../lib/notify';
import { post } from '../../../lib/post';
import { refreshTables, tableQrRequest } from '../api/tables-api';

interface QrPrintSheetProps {
  storeId: string;
  storeName: string;
  group: string | null;
  tables: Table[];
  onClose: () => void;
}

/** Images of many codes, a few at a time. */
const loadImages = async (storeId: string, tables: Table[]) => {
  const codes = tables.flatMap((r) => (r.tableQrs[0] ? [r.tableQrs[0].code] : []));
  const images = new Map<string, string>();
  for (let i = 0; i < codes.length; i += 4) {
    const batch = await Promise.all(codes.slice(i, i + 4).map((code) => post(tableCalls.getTableQrImage, { ...tableQrRequest(storeId), width: 600, code })));
    for (const qr of batch) images.set(qr.code, qr.image);
  }
  return images;
};

/** A printable sheet of a group's tables, each with its QR code and name (window.print()). */
export function QrPrintSheet({ storeId, storeName, group, tables, onClose }: QrPrintSheetProps) {
  const { t } = useTranslation();
  const opened = group !== null;
  const images = useQuery({
    queryKey: ['tableQrSheet', storeId, group, tables.map((r) => r.tableQrs[0]?.code ?? '').join(',')],
    queryFn: () => loadImages(storeId, tables),
    enabled: opened,
    staleTime: Infinity,
  });
  const [busy, setBusy] = useState(false);
  const withoutCode = tables.filter((r) => r.tableQrs.length === 0);

  useEffect(() => {
    if (!opened) return;
    document.body.classList.add('qr-sheet-printing');
    return () => document.body.classList.remove('qr-sheet-printing');
  }, [opened]);

  /** Gives every table of the group without a code a new one. */
  const createMissing = async () => {
    setBusy(true);
    showLoading();
    try {
      for (const table of withoutCode) {
        const qr = await post(tableCalls.createTableQR, tableQrRequest(storeId));
        await post(tableCalls.linkTableToCode, { id: storeId, tableId: table.id, code: qr.code });
      }
      notify('success', t('tables.qr.codesCreated', { count: withoutCode.length }));
    } catch {
      // The post helper has shown the error.
    } finally {
      await refreshTables(storeId);
      closeLoading();
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} fullScreen title={t('tables.qr.sheetTitle', { group: group || t('tables.noGroup') })} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack>
        <Group className="qr-sheet-controls" justify="space-between">
          <Text size="sm" c="dimmed">
            {t('tables.qr.sheetHint', { count: tables.length })}
          </Text>
          <Group gap="xs">
            {withoutCode.length > 0 && (
              <Button variant="light" leftSection={<IconQrcode size={16} />} loading={busy} onClick={() => void createMissing()}>
                {t('tables.qr.createMissing', { count: withoutCode.length })}
              </Button>
            )}
            <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()} disabled={images.isPending}>
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
                  {image ? <img src={image} alt={t('tables.qr.imageOf', { table: r.tableName })} /> : <Text c="dimmed" py="xl">{t('tables.qr.noCode')}</Text>}
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
