import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Tabs.css';
import { useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Switch, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Staff } from '@sofra/contracts/auth/auth.schemas';
import {
  defaultStaffPermissions,
  staffPermissionGroups,
  staffPermissions,
  type StaffPermission,
} from '@sofra/contracts/core/permissions';
import { notify } from '../../../lib/notify';
import { useSaveStaffPermissions } from '../api/staff-api';

type Group = keyof typeof staffPermissionGroups;
const GROUPS = Object.keys(staffPermissionGroups) as Group[];
const DEFAULTS = new Set<StaffPermission>(defaultStaffPermissions);

/** The i18n key of a permission's name and description: dots and dashes cannot be part of a key. */
export const permissionKey = (p: StaffPermission) => `staff.permission.${p.replace(/[.-]/g, '_')}`;

export interface StaffPermissionsModalProps {
  storeId: string;
  /** The staff member whose permissions are edited; null keeps the modal closed. */
  member: Staff | null;
  displayName: string;
  onClose: () => void;
  fullScreen?: boolean;
}

/**
 * The staff permissions modal (spec section 2): General, Folio and Payment tabs holding the real
 * permissions of contracts/src/core/permissions.ts as switches; a new waiter's defaults are marked.
 */
export function StaffPermissionsModal({
  storeId,
  member,
  displayName,
  onClose,
  fullScreen,
}: StaffPermissionsModalProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<Set<StaffPermission>>(new Set());
  const [tab, setTab] = useState<Group>('general');
  const savePermissions = useSaveStaffPermissions(storeId);

  // Each member opened starts from their saved permissions on the first tab.
  const [shown, setShown] = useState<Staff | null>(null);
  if (member && member !== shown) {
    setShown(member);
    setSelected(new Set(member.permissions));
    setTab('general');
  }

  const toggle = (p: StaffPermission, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(p);
      else next.delete(p);
      return next;
    });

  const save = () => {
    if (!member || savePermissions.isPending) return;
    // Sent in the list's own order, so the saved list reads the same as the tabs. On an error (toast by
    // post()) the modal stays open with the choices.
    savePermissions.mutate(
      { userId: member.userId, permissions: staffPermissions.filter((p) => selected.has(p)) },
      {
        onSuccess: () => {
          notify('success', t('common.updated'));
          onClose();
        },
      },
    );
  };

  const count = (g: Group) => staffPermissionGroups[g].filter((p) => selected.has(p)).length;

  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      title={t('staff.permissionsTitle', { name: displayName })}
      size="lg"
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('staff.defaultsHint')}
        </Text>
        <Tabs value={tab} onChange={(v) => v && setTab(v as Group)} keepMounted={false}>
          <Tabs.List grow>
            {GROUPS.map((g) => (
              <Tabs.Tab key={g} value={g}>
                {t(`staff.tabs.${g}`)}{' '}
                <Text span size="xs" c="dimmed">
                  {count(g)}/{staffPermissionGroups[g].length}
                </Text>
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {GROUPS.map((g) => (
            <Tabs.Panel key={g} value={g} pt="md">
              <Stack gap="md">
                {staffPermissionGroups[g].map((p) => (
                  <Switch
                    key={p}
                    label={t(`${permissionKey(p)}.name`)}
                    // The wrapping label also holds the description; the name alone names the switch.
                    aria-label={t(`${permissionKey(p)}.name`)}
                    description={
                      <>
                        {t(`${permissionKey(p)}.description`)}
                        {DEFAULTS.has(p) ? (
                          <Badge component="span" ml="xs" size="xs" variant="light" color="gray">
                            {t('staff.defaultBadge')}
                          </Badge>
                        ) : null}
                      </>
                    }
                    checked={selected.has(p)}
                    onChange={(e) => toggle(p, e.currentTarget.checked)}
                  />
                ))}
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
        <Group justify="space-between" mt="sm" wrap="wrap">
          <Button variant="subtle" onClick={() => setSelected(new Set(defaultStaffPermissions))}>
            {t('staff.restoreDefaults')}
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button onClick={save} loading={savePermissions.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
