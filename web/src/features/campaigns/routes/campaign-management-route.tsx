import { useMemo, useState } from 'react';
import { Button, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconPlayerPause, IconPlayerPlay, IconPlayerStop, IconPlus, IconTrash } from '@tabler/icons-react';
import { MOBILE_MAX_WIDTH } from '@sofra/contracts/core/constants';
import type { Campaign, CampaignSchedule } from '@sofra/contracts/loyalty/campaigns.schemas';
import { confirmAction } from '../../../components/confirm/confirm';
import { DataGrid, type DataGridColumn } from '../../../components/data-grid/data-grid';
import { StorePage } from '../../../components/store-page/store-page';
import { useActiveStore } from '../../../lib/active-store';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useCampaigns, useDeleteCampaign, useSetCampaignStatus } from '../api/campaigns-api';
import { CampaignForm } from '../components/campaign-form';
import { CampaignResults } from '../components/campaign-results';
import { RowActions } from '../../../components/row-actions/row-actions';

/** "Mon, Tue, Fri, 16:00–19:00" in the user's language; every day reads "Every day". */
const scheduleText = (t: TFunction, s: CampaignSchedule) => {
  const days =
    s.days.length === 7 ? t('campaigns.schedule.every') : s.days.map((d) => t(`campaigns.days.${d}`)).join(', ');
  return s.startTime === s.endTime
    ? t('campaigns.schedule.allDay', { days })
    : t('campaigns.schedule.window', { days, start: s.startTime, end: s.endTime });
};

type Dialog = { record: Campaign | null } | null;

/** /main/campaign-management (spec section 2): the store's campaigns, their audience and status. */
export function Component() {
  const { t } = useTranslation();
  const storeId = useSession().activeStoreId ?? '';
  const store = useActiveStore();
  const list = useCampaigns(storeId);
  const setStatus = useSetCampaignStatus(storeId);
  const remove = useDeleteCampaign(storeId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [lastDialog, setLastDialog] = useState<Dialog>(null);
  if (dialog && dialog !== lastDialog) setLastDialog(dialog);
  const phone = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });
  const currency = store.data?.storeCurrency ?? '₺';

  const change = async (c: Campaign, status: 'running' | 'paused' | 'ended') => {
    const key = { running: 'start', paused: 'pause', ended: 'end' }[status];
    const done = await confirmAction({
      title: t(`campaigns.confirm.${key}Title`),
      message: t(`campaigns.confirm.${key}Message`, { name: c.name, count: c.audience }),
      confirmLabel: t(`campaigns.actions.${key}`),
      danger: status === 'ended',
      onConfirm: () => setStatus.mutateAsync({ id: c.id, status }),
    });
    if (done) notify('success', t(`campaigns.done.${status}`, { name: c.name }));
  };
  const askDelete = async (c: Campaign) => {
    const done = await confirmAction({
      title: t('campaigns.confirm.deleteTitle'),
      message: t('campaigns.confirm.deleteMessage', { name: c.name }),
      confirmLabel: t('campaigns.actions.delete'),
      danger: true,
      onConfirm: () => remove.mutateAsync(c.id),
    });
    if (done) notify('success', t('campaigns.deleted', { name: c.name }));
  };

  const columns = useMemo<DataGridColumn<Campaign>[]>(
    () => [
      { accessor: 'name', title: t('campaigns.columns.name'), sortable: true, searchable: true, filter: true },
      {
        accessor: 'kind',
        title: t('campaigns.columns.kind'),
        sortable: true,
        filter: true,
        text: (c) => t(`campaigns.kinds.${c.kind}`),
      },
      {
        accessor: 'segment',
        title: t('campaigns.columns.segment'),
        filter: true,
        text: (c) => t(`campaigns.segments.${c.segment}`),
      },
      { accessor: 'schedule', title: t('campaigns.columns.schedule'), text: (c) => scheduleText(t, c.schedule) },
      {
        accessor: 'status',
        title: t('campaigns.columns.status'),
        sortable: true,
        filter: true,
        text: (c) => t(`campaigns.statuses.${c.status}`),
        render: (c) => (
          <Text size="sm" fw={c.status === 'running' ? 700 : 400}>
            {t(`campaigns.statuses.${c.status}`)}
          </Text>
        ),
      },
      { accessor: 'audience', title: t('campaigns.columns.audience'), sortable: true, text: (c) => String(c.audience) },
    ],
    [t],
  );

  const addButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ record: null })}>
      {t('campaigns.add')}
    </Button>
  );
  const rows = list.data ?? [];
  const shown = dialog ?? lastDialog;
  return (
    <StorePage
      title={t('campaigns.title')}
      noStoreText={t('campaigns.noStore')}
      queries={[list]}
      loadFailedText={t('campaigns.loadFailed')}
      actions={rows.length > 0 ? addButton : undefined}
    >
      {(id) => (
        <>
          {rows.length === 0 ? (
            <Paper withBorder p="lg">
              <Stack align="flex-start">
                <Title order={2} size="h4">
                  {t('campaigns.empty')}
                </Title>
                <Text c="dimmed">{t('campaigns.emptyHint')}</Text>
                {addButton}
              </Stack>
            </Paper>
          ) : (
            <DataGrid<Campaign>
              label={t('campaigns.title')}
              records={rows}
              columns={columns}
              fetching={list.isFetching}
              actionsWidth={60}
              rowActions={(c) => (
                <RowMenu
                  campaign={c}
                  onEdit={() => setDialog({ record: c })}
                  onStatus={(status) => void change(c, status)}
                  onDelete={() => void askDelete(c)}
                />
              )}
            />
          )}
          <CampaignResults storeId={id} currency={currency} />
          <Modal
            opened={dialog !== null}
            onClose={() => setDialog(null)}
            title={shown?.record ? t('campaigns.edit') : t('campaigns.add')}
            size="lg"
            fullScreen={phone}
            closeButtonProps={{ 'aria-label': t('common.close') }}
          >
            {dialog ? (
              <CampaignForm
                storeId={id}
                record={dialog.record}
                currency={currency}
                onClose={() => setDialog(null)}
                onSaved={() => {
                  notify('success', t('campaigns.saved'));
                  setDialog(null);
                }}
              />
            ) : null}
          </Modal>
        </>
      )}
    </StorePage>
  );
}

function RowMenu({
  campaign: c,
  onEdit,
  onStatus,
  onDelete,
}: {
  campaign: Campaign;
  onEdit: () => void;
  onStatus: (status: 'running' | 'paused' | 'ended') => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const ended = c.status === 'ended';
  const paused = c.status === 'draft' || c.status === 'paused';
  return (
    <RowActions
      menu={t('campaigns.actions.actionsFor', { name: c.name })}
      actions={[
        { label: t('campaigns.actions.edit'), icon: IconPencil, hidden: ended, onClick: onEdit },
        {
          label: t('campaigns.actions.start'),
          icon: IconPlayerPlay,
          hidden: !paused,
          onClick: () => onStatus('running'),
        },
        {
          label: t('campaigns.actions.pause'),
          icon: IconPlayerPause,
          hidden: c.status !== 'running',
          onClick: () => onStatus('paused'),
        },
        {
          label: t('campaigns.actions.end'),
          icon: IconPlayerStop,
          color: 'red',
          hidden: ended,
          onClick: () => onStatus('ended'),
        },
        {
          label: t('campaigns.actions.delete'),
          icon: IconTrash,
          color: 'red',
          hidden: c.firstAppliedAt !== null,
          onClick: onDelete,
        },
      ]}
    />
  );
}
