import '@mantine/core/styles/Image.css';
import { useMemo, useState } from 'react';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import { Badge, Button, Card, Group, Image, NativeSelect, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload, IconLink, IconLinkOff, IconPrinter, IconQrcode } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { useLocation, useSearch } from '@tanstack/react-router';
import type * as TableCalls from '@sofra/contracts/tables/tables.calls';
import * as validating from '@sofra/contracts/tables/tables.calls?validate';
import type { StoreTableQr, TableQrImage } from '@sofra/contracts/tables/tables.schemas';
import { DataGrid, type DataGridColumn } from '../../../components/data-grid/data-grid';
import { StorePage } from '../../../components/store-page/store-page';
import { useActiveStore } from '../../../lib/active-store';
import { ApiError } from '../../../lib/api-error';
import { formatFolioTime } from '../../../components/folio-view/folio-format';
import { showServerErrors, useContractForm } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { errorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/session';
import { urls } from '../../../lib/urls';
import { useStoreTables, tableLabel } from '../api/tables-api';
import { useCreateTableQr, useLinkTableToCode, useTableQrImage, useTableQrs, useUnlinkTable } from '../api/table-qrs';
import { downloadUrl } from '../../../lib/download';
import { QrPrintSheet } from '../components/qr-print-sheet';
import { useWebMenu, WebMenuNotice } from '../components/web-menu-notice';
import { RowActions } from '../../../components/row-actions/row-actions';

// The call's own rules, with the real zod, in this lazily loaded screen (docs/adr/0004-portal-validation.md).
const { tableCalls } = validating as unknown as typeof TableCalls;
const ZLinkForm = tableCalls.linkTableToCode.input.pick({ tableId: true, code: true });

const fileName = (shortCode: string) => `sofra-table-qr-${shortCode}.png`;

/**
 * /main/link-table and /main/assign-qr-code?fromApp={code}: new table QR codes, linking codes to tables
 * (the app opens assign-qr-code with the code it scanned), the store's codes, and a printable sheet per group.
 */
export function Component() {
  const storeId = useSession().activeStoreId ?? '';
  // Both addresses of the screen (link-table, assign-qr-code) read the same search.
  const { fromApp = '' } = useSearch({ strict: false });
  // A new page per store and per scanned code: a form never carries over to another store or code.
  return <LinkTablePage key={`${storeId}:${fromApp}`} storeId={storeId} />;
}

function LinkTablePage({ storeId }: { storeId: string }) {
  const { t } = useTranslation();
  const store = useActiveStore();
  const { pathname } = useLocation();
  const { fromApp = '' } = useSearch({ strict: false });
  const tables = useStoreTables(storeId);
  const qrs = useTableQrs(storeId);
  const createQr = useCreateTableQr(storeId);
  const qrImage = useTableQrImage(storeId);
  const linkCode = useLinkTableToCode(storeId);
  const unlinkCode = useUnlinkTable(storeId);
  const webMenu = useWebMenu(storeId);

  const [created, setCreated] = useState<TableQrImage | null>(null);
  const form = useContractForm({
    schema: ZLinkForm,
    initialValues: { code: fromApp, tableId: null as string | null },
    toInput: (v) => ({ ...v, code: v.code.trim() }),
  });
  const [sheetGroup, setSheetGroup] = useState<string>('');
  const [printing, setPrinting] = useState<string | null>(null);

  const tableOptions = useMemo(() => {
    const byGroup = new Map<string, { value: string; label: string }[]>();
    for (const r of tables.data?.tables ?? []) {
      const key = r.groupName || t('tables.noGroup');
      byGroup.set(key, [...(byGroup.get(key) ?? []), { value: r.id, label: tableLabel(r) }]);
    }
    return [...byGroup].map(([group, items]) => ({ group, items }));
  }, [tables.data, t]);
  const groups = tables.data?.groups ?? [];
  const printGroup = groups.includes(sheetGroup) ? sheetGroup : (groups[0] ?? '');

  /** A new code; with the web menu off, after asking to switch it on (the code is made either way). */
  const generate = async () => {
    await webMenu.ask();
    createQr.mutate(undefined, {
      onSuccess: (qr) => {
        setCreated(qr);
        form.setFieldValue('code', qr.shortCode);
        form.clearFieldError('code');
      },
    });
  };

  const download = (qr: { code: string }) =>
    qrImage.mutate(qr.code, { onSuccess: (image) => downloadUrl(image.image, fileName(image.shortCode)) });

  const link = form.onSubmit(async ({ code, tableId }) => {
    if (!tableId || linkCode.isPending) return;
    try {
      const table = await linkCode.mutateAsync({ tableId, code: code.trim() });
      notify('success', t('tables.qr.linked', { table: tableLabel(table) }));
      form.reset();
      form.setFieldValue('code', '');
    } catch (error) {
      if (showServerErrors(form, error)) return;
      // Said next to the code: why it cannot be linked and, for a code in use, at which table it is.
      const given = code
        .trim()
        .replace(/^.*\/qr\//, '')
        .toUpperCase();
      const holder = (qrs.data ?? []).find(
        (q) => q.tableId && (q.shortCode.toUpperCase() === given || q.code.toUpperCase() === given),
      );
      form.setFieldError(
        'code',
        error instanceof ApiError && error.code === 'qr_code_in_use' && holder
          ? t('tables.qr.inUseBy', { table: tableLabel(holder) })
          : errorText(error),
      );
    }
  });

  const unlink = (qr: StoreTableQr) => {
    if (!qr.tableId) return;
    unlinkCode.mutate(
      { tableId: qr.tableId, code: qr.code },
      {
        onSuccess: () => {
          notify('success', t('tables.qr.unlinked', { code: qr.shortCode }));
          form.clearFieldError('code');
        },
      },
    );
  };

  const columns = useMemo<DataGridColumn<StoreTableQr>[]>(
    () => [
      { accessor: 'shortCode', title: t('tables.qr.shortCode'), filter: true, searchable: true, sortable: true },
      {
        accessor: 'table',
        title: t('tables.qr.table'),
        filter: true,
        searchable: true,
        sortable: true,
        text: (r) => (r.tableId ? tableLabel(r) : t('tables.qr.unassigned')),
        render: (r) =>
          r.tableId ? (
            tableLabel(r)
          ) : (
            <Badge variant="light" color="gray">
              {t('tables.qr.unassigned')}
            </Badge>
          ),
      },
      {
        accessor: 'createDate',
        title: t('tables.qr.created'),
        sortable: true,
        text: (r) => r.createDate,
        render: (r) => formatFolioTime(r.createDate),
      },
    ],
    [t],
  );

  /** A code's buttons in the list: download its PNG again, unlink it, or put an unassigned one into the link form. */
  const qrActions = (r: StoreTableQr) => (
    <RowActions
      actions={[
        {
          label: t('tables.qr.downloadCode', { code: r.shortCode }),
          short: t('tables.qr.download'),
          icon: IconDownload,
          onClick: () => download(r),
        },
        {
          label: t('tables.qr.unlinkCode', { code: r.shortCode }),
          short: t('tables.qr.unlink'),
          icon: IconLinkOff,
          color: 'red',
          hidden: !r.tableId,
          onClick: () => unlink(r),
        },
        {
          label: t('tables.qr.linkCode', { code: r.shortCode }),
          short: t('tables.qr.linkThis'),
          icon: IconLink,
          hidden: Boolean(r.tableId),
          onClick: () => {
            form.setFieldValue('code', r.shortCode);
            form.clearFieldError('code');
          },
        },
      ]}
    />
  );

  return (
    <StorePage
      title={pathname.endsWith('assign-qr-code') ? t('tables.qr.assignTitle') : t('tables.qr.title')}
      noStoreText={t('tables.noStore')}
      backTo={urls.main.sofraTables}
      queries={[tables, qrs]}
      loadFailedText={t('tables.loadError')}
      maw={1200}
    >
      {() => (
        <Stack>
          <WebMenuNotice storeId={storeId} />
          <Group align="stretch" gap="md" wrap="wrap">
            <Card
              withBorder
              radius="md"
              style={{ flex: '1 1 300px' }}
              component="section"
              aria-label={t('tables.qr.newCode')}
            >
              <Stack>
                <Title order={2} size="h4">
                  {t('tables.qr.newCode')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('tables.qr.newCodeHint')}
                </Text>
                <Button
                  leftSection={<IconQrcode size={18} />}
                  onClick={() => void generate()}
                  loading={createQr.isPending}
                >
                  {t('tables.qr.generate')}
                </Button>
                {created && (
                  <Stack gap="xs" align="center">
                    <Image
                      src={created.image}
                      alt={t('tables.qr.imageOfCode', { code: created.shortCode })}
                      w={220}
                      h={220}
                    />
                    <Text fw={700} size="xl" aria-label={t('tables.qr.shortCode')}>
                      {created.shortCode}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                      {t('tables.qr.longCode', { code: created.code })}
                    </Text>
                    <Button
                      variant="light"
                      leftSection={<IconDownload size={16} />}
                      onClick={() => downloadUrl(created.image, fileName(created.shortCode))}
                    >
                      {t('tables.qr.downloadPng')}
                    </Button>
                  </Stack>
                )}
              </Stack>
            </Card>

            <Card
              withBorder
              radius="md"
              style={{ flex: '1 1 300px' }}
              component="section"
              aria-label={t('tables.qr.linkTitle')}
            >
              <form onSubmit={link} noValidate>
                <Stack>
                  <Title order={2} size="h4">
                    {t('tables.qr.linkTitle')}
                  </Title>
                  {fromApp && <Text size="sm">{t('tables.qr.fromApp')}</Text>}
                  <TextInput
                    label={t('tables.qr.code')}
                    description={t('tables.qr.codeHint')}
                    withAsterisk
                    {...form.getInputProps('code')}
                  />
                  <Select
                    label={t('tables.qr.table')}
                    placeholder={t('tables.qr.pickTable')}
                    data={tableOptions}
                    searchable
                    limit={100}
                    nothingFoundMessage={t('common.notFound')}
                    withAsterisk
                    {...form.getInputProps('tableId')}
                  />
                  <Group justify="flex-end">
                    <Button type="submit" leftSection={<IconLink size={16} />} loading={linkCode.isPending}>
                      {t('tables.qr.link')}
                    </Button>
                  </Group>
                </Stack>
              </form>
            </Card>

            <Card
              withBorder
              radius="md"
              style={{ flex: '1 1 260px' }}
              component="section"
              aria-label={t('tables.qr.printTitle')}
            >
              <Stack>
                <Title order={2} size="h4">
                  {t('tables.qr.printTitle')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('tables.qr.printHint')}
                </Text>
                {groups.length ? (
                  <>
                    <NativeSelect
                      label={t('tables.group')}
                      value={printGroup}
                      onChange={(e) => setSheetGroup(e.currentTarget.value)}
                      data={groups}
                    />
                    <Button
                      variant="light"
                      leftSection={<IconPrinter size={16} />}
                      onClick={() => setPrinting(printGroup)}
                    >
                      {t('tables.qr.openSheet')}
                    </Button>
                  </>
                ) : (
                  <Text size="sm">{t('tables.qr.noGroups')}</Text>
                )}
              </Stack>
            </Card>
          </Group>

          <Title order={2} size="h4">
            {t('tables.qr.listTitle')}
          </Title>
          <DataGrid<StoreTableQr>
            label={t('tables.qr.listTitle')}
            records={qrs.data ?? []}
            columns={columns}
            idOf={(r) => r.code}
            rowActions={qrActions}
            noRecordsText={t('tables.qr.noCodes')}
          />

          <QrPrintSheet
            storeId={storeId}
            storeName={store.data?.name ?? ''}
            group={printing}
            tables={(tables.data?.tables ?? []).filter((r) => r.groupName === printing)}
            onClose={() => setPrinting(null)}
          />
        </Stack>
      )}
    </StorePage>
  );
}
