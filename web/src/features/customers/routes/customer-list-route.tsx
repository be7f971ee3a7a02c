import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { useMemo, useState } from 'react';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Tooltip.css';
import { Badge, Button, Group, Pagination, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBell, IconDeviceMobileMessage, IconDownload, IconMail, IconPhone, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { segments, type Segment, type UserReportRow } from '@sofra/contracts/customers/customers.schemas';
import { DataGrid, type DataGridColumn } from '../../../components/data-grid/data-grid';
import { formatFolioTime, moneyFormat } from '../../../components/folio-view/folio-format';
import { StorePage } from '../../../components/store-page/store-page';
import { useActiveStore } from '../../../lib/active-store';
import { downloadBlob } from '../../../lib/download';
import { useTranslation } from '../../../lib/i18n';
import { formatPhone } from '../../../lib/phone-format';
import { useSession } from '../../../lib/session';
import { customerPageQuery, PAGE_SIZE, useExportCustomers, type CustomerFilter } from '../api/customers-api';
import { SendMessageModal } from '../components/send-message-modal';

const SEGMENT_COLOR = { new: 'teal', regular: 'blue', lapsed: 'orange', top: 'grape' } as const;
const CONSENT_ICONS = [
  ['sms', IconDeviceMobileMessage],
  ['push', IconBell],
  ['email', IconMail],
  ['phone', IconPhone],
] as const;

/** /main/customer-list (docs/customers.md): the store's guests, filters, export and messages to a segment. */
export function Component() {
  const { t, i18n } = useTranslation();
  const { activeStoreId } = useSession();
  const storeId = activeStoreId ?? '';
  const currency = useActiveStore().data?.storeCurrency ?? '₺';
  const [segment, setSegment] = useState<Segment>('all');
  const [search, setSearch] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [messaging, setMessaging] = useState(false);
  const [debounced] = useDebouncedValue(search, 300);
  const filter: CustomerFilter = useMemo(
    () => ({ segment, search: debounced, lastVisitFrom: from || null, lastVisitTo: to || null }),
    [segment, debounced, from, to],
  );
  const list = useQuery({ ...customerPageQuery(storeId, filter, page), enabled: Boolean(activeStoreId) });
  const exportList = useExportCustomers(storeId);
  const language = i18n.language === 'tr' ? 'tr' : 'en';

  const columns = useMemo<DataGridColumn<UserReportRow>[]>(() => {
    const money = moneyFormat(currency, i18n.language);
    return [
      {
        accessor: 'name',
        title: t('customers.name'),
        render: (r) => (
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {r.name || t('customers.noName')}
            </Text>
            {r.isVirtual ? (
              <Text size="xs" c="dimmed">
                {t('customers.virtual')}
              </Text>
            ) : null}
          </Stack>
        ),
        text: (r) => r.name,
      },
      { accessor: 'gsm', title: t('customers.phone'), text: (r) => formatPhone(r.gsm) },
      { accessor: 'visits', title: t('customers.visits'), text: (r) => String(r.visits), width: 80 },
      { accessor: 'spend', title: t('customers.spend'), text: (r) => money(r.spend) },
      { accessor: 'points', title: t('customers.points'), text: (r) => String(r.points), width: 90 },
      { accessor: 'lastVisit', title: t('customers.lastVisit'), text: (r) => formatFolioTime(r.lastVisit) },
      {
        accessor: 'segments',
        title: t('customers.segments'),
        text: (r) => r.segments.map((s) => t(`customers.segmentNames.${s}`)).join(', '),
        render: (r) => (
          <Group gap={4}>
            {r.segments.map((s) => (
              <Badge key={s} color={SEGMENT_COLOR[s]} variant="light">
                {t(`customers.segmentNames.${s}`)}
              </Badge>
            ))}
          </Group>
        ),
      },
      {
        accessor: 'consents',
        title: t('customers.consents'),
        text: (r) =>
          CONSENT_ICONS.map(
            ([k]) => `${t(`customers.channels.${k}`)}: ${t(r.consents[k] ? 'customers.on' : 'customers.off')}`,
          ).join(', '),
        render: (r) => (
          <Group gap={6} wrap="nowrap">
            {CONSENT_ICONS.map(([k, Icon]) => {
              const label = `${t(`customers.channels.${k}`)}: ${t(r.consents[k] ? 'customers.on' : 'customers.off')}`;
              return (
                <Tooltip key={k} label={label}>
                  <span
                    role="img"
                    aria-label={label}
                    style={{ display: 'inline-flex', opacity: r.consents[k] ? 1 : 0.3 }}
                  >
                    <Icon size={18} aria-hidden color={r.consents[k] ? 'var(--mantine-color-teal-7)' : undefined} />
                  </span>
                </Tooltip>
              );
            })}
          </Group>
        ),
      },
    ];
  }, [t, i18n.language, currency]);

  const download = () =>
    exportList.mutate(
      { filter, language },
      {
        onSuccess: (blob) => downloadBlob(blob, `${t('customers.fileName')}.xlsx`),
      },
    );

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const change =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  return (
    <StorePage
      title={t('customers.title')}
      noStoreText={t('customers.noStore')}
      loadFailedText={t('customers.loadFailed')}
      queries={[list]}
      maw={1200}
      actions={
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={download}
            loading={exportList.isPending}
          >
            {t('customers.export')}
          </Button>
          <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => setMessaging(true)}>
            {t('customers.sendMessage')}
          </Button>
        </Group>
      }
    >
      {(id) => (
        <Stack gap="sm">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label={t('customers.segment')}
              data={segments.map((s) => ({ value: s, label: t(`customers.segmentNames.${s}`) }))}
              value={segment}
              onChange={(v) => change(setSegment)((v as Segment | null) ?? 'all')}
              allowDeselect={false}
              w={180}
            />
            <TextInput
              label={t('customers.lastVisitFrom')}
              type="date"
              value={from}
              onChange={(e) => change(setFrom)(e.currentTarget.value)}
              w={170}
            />
            <TextInput
              label={t('customers.lastVisitTo')}
              type="date"
              value={to}
              onChange={(e) => change(setTo)(e.currentTarget.value)}
              w={170}
            />
            <TextInput
              label={t('customers.search')}
              placeholder={t('customers.searchHint')}
              value={search}
              onChange={(e) => change(setSearch)(e.currentTarget.value)}
              style={{ flex: '1 1 200px' }}
            />
          </Group>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('customers.count', { count: total })}
          </Text>
          <DataGrid<UserReportRow>
            label={t('customers.listLabel')}
            records={list.data?.items ?? []}
            columns={columns}
            idOf={(r) => r.userId}
            fetching={list.isFetching}
            paged={false}
            noRecordsText={t('customers.empty')}
          />
          {pages > 1 ? (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': t(`customers.page.${control}`) })}
            />
          ) : null}
          <SendMessageModal
            storeId={id}
            opened={messaging}
            onClose={() => setMessaging(false)}
            initialSegment={segment}
          />
        </Stack>
      )}
    </StorePage>
  );
}
