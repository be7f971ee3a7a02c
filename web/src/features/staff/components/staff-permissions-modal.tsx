import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Tabs.css';
import { useState } from 'react';
import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Modal, Stack, Switch, Tabs, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type * as StaffSchemas from '@sofra/contracts/auth/staff.schemas';
import * as validating from '@sofra/contracts/auth/staff.schemas?validate';
import type { Staff } from '@sofra/contracts/auth/auth.schemas';
import {
  staffPermissionRequires,
  withoutDependants,
  withRequirements,
} from '@sofra/contracts/core/permission-requires';
import {
  defaultStaffPermissions,
  staffPermissionGroups,
  type StaffPermission,
} from '@sofra/contracts/core/permissions';
import { FormActions } from '../../../components/form-actions/form-actions';
import { showServerErrors, useContractForm } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { useSaveStaffPermissions } from '../api/staff-api';

// The contract's own rules, with the real zod, in this lazily loaded screen (docs/adr/0004-portal-validation.md).
const { ZSaveStaffPermissions } = validating as unknown as typeof StaffSchemas;

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
  // The member stays shown while the modal closes.
  const [shown, setShown] = useState<Staff | null>(member);
  if (member && member !== shown) setShown(member);

  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      title={t('staff.permissionsTitle', { name: displayName })}
      size="lg"
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* Keyed by the member: each one opened starts from their saved permissions on the first tab. */}
      {shown ? <PermissionsForm key={shown.userId} storeId={storeId} member={shown} onClose={onClose} /> : null}
    </Modal>
  );
}

function PermissionsForm({ storeId, member, onClose }: { storeId: string; member: Staff; onClose: () => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Group>('general');
  const save = useSaveStaffPermissions(storeId);
  const form = useContractForm({
    schema: ZSaveStaffPermissions,
    initialValues: { permissions: [...member.permissions] },
    toInput: (v) => ({ storeId, userId: member.userId, permissions: v.permissions }),
  });
  const selected = new Set(form.values.permissions);

  // Switching one on switches on what it needs; switching one off switches off what needs it.
  const toggle = (p: StaffPermission, on: boolean) =>
    form.setFieldValue(
      'permissions',
      on ? withRequirements([...form.values.permissions, p]) : withoutDependants(form.values.permissions, p),
    );

  const submit = form.onSubmit(({ permissions }) =>
    // Sent in the list's own order, so the saved list reads the same as the tabs. On an error (toast by post()) the
    // modal stays open with the choices.
    save.mutate(
      { userId: member.userId, permissions: withRequirements(permissions) },
      {
        onSuccess: () => {
          notify('success', t('common.updated'));
          onClose();
        },
        onError: (error) => showServerErrors(form, error),
      },
    ),
  );

  const count = (g: Group) => staffPermissionGroups[g].filter((p) => selected.has(p)).length;
  const name = (p: StaffPermission) => t(`${permissionKey(p)}.name`);

  return (
    <form onSubmit={submit} noValidate>
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
                {staffPermissionGroups[g].map((p) => {
                  const needs = staffPermissionRequires[p];
                  return (
                    <Switch
                      key={p}
                      label={name(p)}
                      // The wrapping label also holds the description; the name alone names the switch.
                      aria-label={name(p)}
                      description={
                        <>
                          {t(`${permissionKey(p)}.description`)}
                          {DEFAULTS.has(p) ? (
                            <Badge component="span" ml="xs" size="xs" variant="light" color="gray">
                              {t('staff.defaultBadge')}
                            </Badge>
                          ) : null}
                          {needs.length ? (
                            <Text span display="block" size="xs" c="dimmed">
                              {t('staff.needs', { names: needs.map(name).join(', ') })}
                            </Text>
                          ) : null}
                        </>
                      }
                      checked={selected.has(p)}
                      onChange={(e) => toggle(p, e.currentTarget.checked)}
                    />
                  );
                })}
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
        {form.errors.permissions ? (
          <Text role="alert" c="red" size="sm">
            {form.errors.permissions}
          </Text>
        ) : null}
        <Group justify="space-between" mt="sm" wrap="wrap">
          <Button variant="subtle" onClick={() => form.setFieldValue('permissions', [...defaultStaffPermissions])}>
            {t('staff.restoreDefaults')}
          </Button>
          <FormActions
            cancelLabel={t('common.cancel')}
            onCancel={onClose}
            submitLabel={t('common.save')}
            busy={save.isPending}
          />
        </Group>
      </Stack>
    </form>
  );
}
