import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Combobox.css';
import { Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type * as StaffSchemas from '@sofra/contracts/auth/staff.schemas';
import * as validating from '@sofra/contracts/auth/staff.schemas?validate';
import { staffPositions } from '@sofra/contracts/core/enums';
import { PhoneInput } from '../../../components/phone-input/phone-input';
import { usePhoneField } from '../../../components/phone-input/use-phone-field';
import { FormActions } from '../../../components/form-actions/form-actions';
import { showRefusal, useContractForm } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useAddStaff, type StaffPosition } from '../api/staff-api';
import { formatPhone } from '../../../lib/phone-format';

// The contract's own rules, with the real zod, in this lazily loaded screen (docs/adr/0004-portal-validation.md).
const { ZSaveStaff } = validating as unknown as typeof StaffSchemas;

type Method = 'qr' | 'gsm';

/** Who is already listed, by number: a number among them is refused before asking the server. */
export interface ListedNumber {
  gsm: string;
  /** Their name; empty for a number invited before it has an account. */
  name: string;
  /** A number invited that has no account yet. */
  invitedNumber: boolean;
}

export interface AddStaffModalProps {
  opened: boolean;
  onClose: () => void;
  storeId: string;
  listed: ListedNumber[];
  fullScreen?: boolean;
}

/**
 * Adds a person by the code their Sofra app shows with its QR code, or by mobile number; position defaults to
 * waiter. A number with no account yet is invited by SMS.
 */
export function AddStaffModal({ opened, onClose, storeId, listed, fullScreen }: AddStaffModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('staff.addTitle')}
      size="md"
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* The form lives only while the modal is open: each opening starts empty. */}
      <AddStaffForm storeId={storeId} listed={listed} onClose={onClose} />
    </Modal>
  );
}

function AddStaffForm({ storeId, listed, onClose }: Pick<AddStaffModalProps, 'storeId' | 'listed' | 'onClose'>) {
  const { t } = useTranslation();
  const { user, login } = useSession();
  const phone = usePhoneField('mobile');
  const add = useAddStaff(storeId);
  const form = useContractForm({
    schema: ZSaveStaff,
    initialValues: { method: 'qr' as Method, userQr: '', position: 'waiter' as StaffPosition },
    // The number is the phone field's (it checks it by the country's rules); the schema checks the rest.
    toInput: (v) => ({
      storeId,
      position: v.position,
      ...(v.method === 'qr' ? { userQr: v.userQr.trim() } : { gsm: phone.e164 ?? undefined }),
    }),
  });
  const method = form.values.method;

  const submit = form.onSubmit((values) => {
    let who: { userQr: string } | { gsm: string };
    if (values.method === 'qr') {
      who = { userQr: values.userQr.trim() };
    } else {
      const gsm = phone.submit();
      if (!gsm) return;
      if (gsm === (user?.gsm || login?.gsm)) return form.setFieldError('gsm', t('staff.isOwner'));
      const already = listed.find((s) => s.gsm === gsm);
      if (already) {
        return form.setFieldError(
          'gsm',
          already.invitedNumber
            ? t('staff.alreadyInvited', { gsm: formatPhone(gsm) })
            : t('staff.alreadyStaff', { name: already.name || formatPhone(already.gsm) }),
        );
      }
      who = { gsm };
    }
    const before = new Set(listed.map((s) => s.gsm));
    add.mutate(
      { who, position: values.position },
      {
        onSuccess: (member) => {
          const name = member.userName || formatPhone(member.gsm);
          if (member.userId === null) notify('success', t('staff.invitedByNumber', { gsm: formatPhone(member.gsm) }));
          else if (before.has(member.gsm))
            notify('info', t('staff.positionUpdated', { name, position: t(`staff.positions.${values.position}`) }));
          else notify('success', t('staff.added', { name }));
          onClose();
        },
        onError: (error) =>
          showRefusal(form, error, {
            fieldOf: { user_not_found: 'userQr' },
            textOf: { user_not_found: 'staff.unknownQr' },
          }),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('staff.addHint')}
        </Text>
        <SegmentedControl
          fullWidth
          aria-label={t('staff.addBy')}
          value={method}
          onChange={(v) => {
            form.setFieldValue('method', v as Method);
            form.clearErrors();
          }}
          data={[
            { value: 'qr', label: t('staff.byQr') },
            { value: 'gsm', label: t('staff.byGsm') },
          ]}
        />
        {method === 'qr' ? (
          <TextInput
            label={t('staff.qrCode')}
            description={t('staff.qrHint')}
            name="userQr"
            autoComplete="off"
            autoFocus
            maxLength={200}
            withAsterisk
            {...form.getInputProps('userQr')}
          />
        ) : (
          <PhoneInput
            label={t('staff.gsm')}
            name="gsm"
            autoFocus
            {...phone.inputProps}
            onChange={(v) => {
              phone.inputProps.onChange(v);
              form.clearFieldError('gsm');
            }}
            error={phone.error ?? (form.errors.gsm as string | undefined)}
          />
        )}
        <Select
          label={t('staff.position')}
          allowDeselect={false}
          data={staffPositions.map((p) => ({ value: p, label: t(`staff.positions.${p}`) }))}
          {...form.getInputProps('position')}
        />
        <FormActions
          error={form.errors.root}
          cancelLabel={t('common.cancel')}
          onCancel={onClose}
          submitLabel={t('staff.addSubmit')}
          busy={add.isPending}
        />
      </Stack>
    </form>
  );
}
