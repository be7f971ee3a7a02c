import { useMemo, useState } from 'react';
import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconKey, IconPlus, IconSend, IconUserMinus, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import type { Staff } from '@sofra/contracts/auth/auth.schemas';
import type { SavedStaff } from '@sofra/contracts/auth/staff.schemas';
import { MOBILE_MAX_WIDTH } from '@sofra/contracts/core/constants';
import { staffPermissions } from '@sofra/contracts/core/permissions';
import { confirmAction } from '../../../components/confirm/confirm';
import { DataGrid, type DataGridColumn } from '../../../components/data-grid/data-grid';
import { StorePage } from '../../../components/store-page/store-page';
import { useActiveStore } from '../../../lib/active-store';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import {
  staffInvitationsQuery,
  staffListQuery,
  useAddStaff,
  useCancelStaffInvitation,
  useRemoveStaff,
  type StaffPosition,
} from '../api/staff-api';
import { AddStaffModal } from '../components/add-staff-modal';
import { PositionSelect } from '../components/position-select';
import { StaffPermissionsModal } from '../components/staff-permissions-modal';
import { formatPhone } from '../../../lib/phone-format';
import { RowActions } from '../../../components/row-actions/row-actions';

/** One row of the list: a staff member (invited or active), or a number invited that has no account yet (no userId). */
type StaffRow = SavedStaff & { id: string };

/** /main/staffs (spec sections 2 and 6): the active store's staff; add, remove, position, permissions. */
export function Component() {
  const { t } = useTranslation();
  const { activeStoreId } = useSession();
  const store = useActiveStore();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });
  const storeId = activeStoreId ?? '';
  const list = useQuery({ ...staffListQuery(storeId), enabled: Boolean(activeStoreId) });
  const invitations = useQuery({ ...staffInvitationsQuery(storeId), enabled: Boolean(activeStoreId) });
  const remove = useRemoveStaff(storeId);
  const cancelInvitation = useCancelStaffInvitation(storeId);
  const sendAgain = useAddStaff(storeId);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Staff | null>(null);
  // The modal keeps its title while it closes.
  const [lastEditing, setLastEditing] = useState<Staff | null>(null);
  if (editing && editing !== lastEditing) setLastEditing(editing);

  const rows = useMemo<StaffRow[]>(
    () => [
      ...(list.data ?? []).map((s) => ({ ...s, id: s.userId })),
      // Numbers without an account come after the people, oldest invitation first.
      ...(invitations.data ?? []).map((i) => ({
        ...i,
        id: `gsm:${i.gsm}`,
        userId: null,
        userName: '',
      })),
    ],
    [list.data, invitations.data],
  );

  const nameOf = (s: { userId: string | null; userName: string } | null) => {
    if (!s) return '';
    if (s.userId === null) return t('staff.notSignedUp');
    return s.userName.trim() || t('staff.noName');
  };
  // In the dialogs: a number not yet signed up is named by its number.
  const calledIn = (s: StaffRow) => (s.userId === null ? formatPhone(s.gsm) : nameOf(s));
  const positionText = (s: StaffRow) => t(`staff.positions.${s.position}`, { defaultValue: s.position });
  const granted = (s: StaffRow) =>
    t('staff.permissionCount', { granted: s.permissions.length, total: staffPermissions.length });
  // Added but not accepted yet: the person holds no permission until they accept the invitation, which expires after
  // 7 days (the owner sends it again).
  const invitedBadge = (s: StaffRow) =>
    s.status === 'active' ? null : (
      <Badge variant="outline" color={s.status === 'expired' ? 'orange' : 'gray'} size="sm" style={{ flexShrink: 0 }}>
        {t(s.status === 'expired' ? 'staff.invitationExpired' : 'staff.invited')}
      </Badge>
    );

  const onSendAgain = (s: StaffRow) =>
    sendAgain.mutate(
      { who: { gsm: s.gsm }, position: s.position as StaffPosition },
      {
        onSuccess: () => notify('success', t('staff.invitationSentAgain', { name: calledIn(s) })),
        onError: () => notify('danger', t('staff.invitationNotSentAgain', { name: calledIn(s) })),
      },
    );

  const askRemove = async (s: StaffRow) => {
    const pending = s.status !== 'active';
    const name = calledIn(s);
    const done = await confirmAction({
      title: t(pending ? 'staff.cancelInvitationTitle' : 'staff.removeTitle'),
      message: t(pending ? 'staff.cancelInvitationConfirm' : 'staff.removeConfirm', {
        name,
        store: store.data?.name ?? '',
      }),
      confirmLabel: t(pending ? 'staff.cancelInvitation' : 'staff.removeSubmit'),
      cancelLabel: pending ? t('staff.keepInvitation') : undefined,
      danger: true,
      onConfirm: () => (s.userId === null ? cancelInvitation.mutateAsync(s.gsm) : remove.mutateAsync(s.userId)),
    });
    if (done) notify('success', t(pending ? 'staff.invitationCancelled' : 'staff.removed', { name }));
  };

  const columns = useMemo<DataGridColumn<StaffRow>[]>(() => {
    // Changed in place, saved at once.
    const positionSelect = (s: StaffRow) => (
      <PositionSelect
        storeId={storeId}
        who={s.userId === null ? { gsm: s.gsm } : { userId: s.userId }}
        name={calledIn(s)}
        position={s.position}
      />
    );
    const nameCell = (s: StaffRow) => (
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Text fw={600} size="sm" c={s.userId === null ? 'dimmed' : undefined} truncate>
          {nameOf(s)}
        </Text>
        {invitedBadge(s)}
      </Group>
    );
    const name: DataGridColumn<StaffRow> = {
      accessor: 'userName',
      title: t('staff.name'),
      text: (s) => `${nameOf(s)} ${s.gsm} ${formatPhone(s.gsm)}`,
      searchable: true,
      render: mobile
        ? // A phone shows one column of people: name, number, position and permissions under each other.
          (s) => (
            <Stack gap={2} style={{ minWidth: 0 }}>
              {nameCell(s)}
              <Text size="sm" c="dimmed">
                {formatPhone(s.gsm)}
              </Text>
              <Group gap="xs" wrap="nowrap">
                {positionSelect(s)}
                <Text size="sm">{granted(s)}</Text>
              </Group>
            </Stack>
          )
        : nameCell,
    };
    if (mobile) return [name];
    return [
      name,
      {
        accessor: 'gsm',
        title: t('staff.gsm'),
        searchable: true,
        text: (s) => `${s.gsm} ${formatPhone(s.gsm)}`,
        render: (s) => formatPhone(s.gsm),
      },
      {
        accessor: 'position',
        title: t('staff.position'),
        text: positionText,
        sortable: true,
        render: positionSelect,
      },
      { accessor: 'permissions', title: t('staff.permissions'), text: granted },
    ];
    // nameOf, calledIn, positionText and granted read only t.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, mobile, storeId]);

  const rowActions = (s: StaffRow) => {
    const pending = s.status !== 'active';
    const removeLabel = pending ? t('staff.cancelInvitation') : t('staff.remove');
    const { userId } = s;
    return (
      <RowActions
        actions={[
          {
            label: t('staff.permissions'),
            icon: IconKey,
            hidden: userId === null,
            onClick: () => {
              if (userId !== null) setEditing({ ...s, userId });
            },
          },
          {
            label: t('staff.sendAgain'),
            icon: IconSend,
            hidden: s.status !== 'expired',
            onClick: () => onSendAgain(s),
          },
          {
            label: removeLabel,
            icon: pending ? IconX : IconUserMinus,
            color: 'red',
            onClick: () => void askRemove(s),
          },
        ]}
      />
    );
  };

  const addButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
      {t('staff.add')}
    </Button>
  );

  return (
    <StorePage
      title={t('staff.title')}
      noStoreText={t('staff.noStore')}
      queries={[list, invitations]}
      loadFailedText={t('staff.loadFailed')}
      // With nobody listed, the empty notice holds the one Add button.
      actions={rows.length > 0 ? addButton : undefined}
    >
      {(id) => (
        <>
          {rows.length === 0 ? (
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm" align="flex-start">
                <Text fw={600}>{t('staff.empty')}</Text>
                <Text size="sm" c="dimmed">
                  {t('staff.emptyHint')}
                </Text>
                {addButton}
              </Stack>
            </Paper>
          ) : (
            <DataGrid<StaffRow>
              label={t('staff.listLabel')}
              records={rows}
              columns={columns}
              rowActions={rowActions}
              fetching={list.isFetching || invitations.isFetching}
            />
          )}
          <AddStaffModal
            opened={adding}
            onClose={() => setAdding(false)}
            storeId={id}
            // An expired invitation may be sent again from the form too.
            listed={rows
              .filter((s) => s.status !== 'expired')
              .map((s) => ({ gsm: s.gsm, name: s.userName, invitedNumber: s.userId === null }))}
            fullScreen={mobile}
          />
          <StaffPermissionsModal
            storeId={id}
            member={editing}
            displayName={nameOf(editing ?? lastEditing)}
            onClose={() => setEditing(null)}
            fullScreen={mobile}
          />
        </>
      )}
    </StorePage>
  );
}
