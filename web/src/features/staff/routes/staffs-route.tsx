import '@mantine/core/styles/Table.css';
import { useState } from 'react';
import { Badge, Button, Card, Group, Loader, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Staff } from '@sofra/contracts/auth/auth.schemas';
import { MOBILE_MAX_WIDTH } from '@sofra/contracts/core/constants';
import { staffPermissions } from '@sofra/contracts/core/permissions';
import { useActiveStore } from '../../../lib/active-store';
import { useSession } from '../../../lib/session';
import { staffListQuery } from '../api/staff-api';
import { AddStaffModal } from '../components/add-staff-modal';
import { RemoveStaffModal } from '../components/remove-staff-modal';
import { StaffPermissionsModal } from '../components/staff-permissions-modal';
import { NoStoreNotice } from '../../../components/no-store-notice/no-store-notice';

/** /main/staffs (spec sections 2 and 6): the active store's staff; add, remove, permissions. */
export function Component() {
  const { t } = useTranslation();
  const { activeStoreId } = useSession();
  const store = useActiveStore();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });
  const list = useQuery({ ...staffListQuery(activeStoreId ?? ''), enabled: Boolean(activeStoreId) });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Staff | null>(null);
  const [removing, setRemoving] = useState<Staff | null>(null);
  // The modals keep their titles while they close.
  const [lastEditing, setLastEditing] = useState<Staff | null>(null);
  const [lastRemoving, setLastRemoving] = useState<Staff | null>(null);
  if (editing && editing !== lastEditing) setLastEditing(editing);
  if (removing && removing !== lastRemoving) setLastRemoving(removing);

  const nameOf = (s: Staff | null) => (s ? s.userName.trim() || t('staff.noName') : '');
  const position = (s: Staff) => t(`staff.positions.${s.position}`, { defaultValue: s.position });
  const granted = (s: Staff) =>
    t('staff.permissionCount', { granted: s.permissions.length, total: staffPermissions.length });
  const staff = list.data ?? [];
  // Added but not accepted yet: the person holds no permission until they accept the invitation.
  const invited = (s: Staff) =>
    s.status === 'invited' ? (
      <Badge variant="outline" color="gray" size="sm">
        {t('staff.invited')}
      </Badge>
    ) : null;

  const addButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
      {t('staff.add')}
    </Button>
  );
  const actions = (s: Staff) => (
    <Group gap="xs" wrap="nowrap" justify={mobile ? 'flex-end' : undefined}>
      <Button size="xs" variant="light" onClick={() => setEditing(s)}>
        {t('staff.permissions')}
      </Button>
      <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(s)}>
        {s.status === 'invited' ? t('staff.cancelInvitation') : t('staff.remove')}
      </Button>
    </Group>
  );

  if (!activeStoreId) {
    return (
      <Stack maw={960}>
        <Title order={1} size="h2">
          {t('staff.title')}
        </Title>
        <Card withBorder radius="md" padding="lg">
          <NoStoreNotice message={t('staff.noStore')} />
        </Card>
      </Stack>
    );
  }

  let body;
  if (list.isPending) {
    body = <Loader size="sm" role="status" aria-label={t('common.loading')} />;
  } else if (list.isError) {
    body = (
      <Stack gap="sm" align="flex-start">
        <Text>{t('staff.loadFailed')}</Text>
        <Button variant="default" onClick={() => void list.refetch()}>
          {t('errors.reload')}
        </Button>
      </Stack>
    );
  } else if (staff.length === 0) {
    body = (
      <Stack gap="sm" align="flex-start">
        <Text fw={600}>{t('staff.empty')}</Text>
        <Text size="sm" c="dimmed">
          {t('staff.emptyHint')}
        </Text>
        {addButton}
      </Stack>
    );
  } else if (mobile) {
    body = (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('staff.listLabel')}>
        {staff.map((s) => (
          <Card key={s.userId} component="li" withBorder radius="md" padding="sm" aria-label={nameOf(s)}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {nameOf(s)}
                </Text>
                <Text size="sm" c="dimmed">
                  {s.gsm}
                </Text>
                {invited(s)}
              </Stack>
              <Badge variant="light">{position(s)}</Badge>
            </Group>
            <Group justify="space-between" mt="xs" wrap="wrap" gap="xs">
              <Text size="sm">{granted(s)}</Text>
              {actions(s)}
            </Group>
          </Card>
        ))}
      </Stack>
    );
  } else {
    body = (
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" aria-label={t('staff.listLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('staff.name')}</Table.Th>
              <Table.Th>{t('staff.gsm')}</Table.Th>
              <Table.Th>{t('staff.position')}</Table.Th>
              <Table.Th>{t('staff.permissions')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('staff.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {staff.map((s) => (
              <Table.Tr key={s.userId}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Text fw={600} size="sm">
                      {nameOf(s)}
                    </Text>
                    {invited(s)}
                  </Group>
                </Table.Td>
                <Table.Td>{s.gsm}</Table.Td>
                <Table.Td>
                  <Badge variant="light">{position(s)}</Badge>
                </Table.Td>
                <Table.Td>{granted(s)}</Table.Td>
                <Table.Td>{actions(s)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack maw={960}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={0}>
          <Title order={1} size="h2">
            {t('staff.title')}
          </Title>
          {store.data ? (
            <Text size="sm" c="dimmed">
              {store.data.name}
            </Text>
          ) : null}
        </Stack>
        {staff.length > 0 ? addButton : null}
      </Group>
      {mobile && staff.length > 0 ? (
        body
      ) : (
        <Paper withBorder p="md" radius="md">
          {body}
        </Paper>
      )}
      <AddStaffModal
        opened={adding}
        onClose={() => setAdding(false)}
        storeId={activeStoreId}
        staff={staff}
        fullScreen={mobile}
      />
      <StaffPermissionsModal
        storeId={activeStoreId}
        member={editing}
        displayName={nameOf(editing ?? lastEditing)}
        onClose={() => setEditing(null)}
        fullScreen={mobile}
      />
      <RemoveStaffModal
        storeId={activeStoreId}
        storeName={store.data?.name ?? ''}
        member={removing}
        displayName={nameOf(removing ?? lastRemoving)}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
