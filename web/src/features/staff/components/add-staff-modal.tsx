import '@mantine/core/styles/SegmentedControl.css';
import { useState, type FormEvent } from 'react';
import { Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Staff } from '@sofra/contracts/auth/auth.schemas';
import { staffPositions } from '@sofra/contracts/core/enums';
import { PhoneInput } from '../../../components/phone-input/phone-input';
import { usePhoneField } from '../../../components/phone-input/use-phone-field';
import { isApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { errorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/session';
import { useAddStaff, type StaffPosition } from '../api/staff-api';
import { FormActions } from '../../../components/form-actions/form-actions';

type Method = 'qr' | 'gsm';

export interface AddStaffModalProps {
  opened: boolean;
  onClose: () => void;
  storeId: string;
  /** The staff already listed: a number among them is refused before asking the server. */
  staff: Staff[];
  fullScreen?: boolean;
}

/**
 * Adds a person who has signed up in the Sofra app: by the code their app shows with its QR code, or
 * by their mobile number; position defaults to waiter. Unknown people get words of their own.
 */
export function AddStaffModal({ opened, onClose, storeId, staff, fullScreen }: AddStaffModalProps) {
  const { t } = useTranslation();
  const { user, login } = useSession();
  const phone = usePhoneField('mobile');
  const [method, setMethod] = useState<Method>('qr');
  const [qr, setQr] = useState('');
  const [position, setPosition] = useState<StaffPosition>('waiter');
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddStaff(storeId);

  // The fields are cleared once per closing.
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (!opened) {
      setQr('');
      setPosition('waiter');
      setTouched(false);
      setProblem(null);
      phone.reset();
    }
  }

  const qrError = method === 'qr' && touched && !qr.trim() ? t('common.fieldRequired') : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setProblem(null);
    if (add.isPending) return;
    let who: { userQr: string } | { gsm: string };
    if (method === 'qr') {
      if (!qr.trim()) return;
      who = { userQr: qr.trim() };
    } else {
      const gsm = phone.submit();
      if (!gsm) return;
      if (gsm === (user?.gsm || login?.gsm)) {
        setProblem(t('staff.isOwner'));
        return;
      }
      const already = staff.find((s) => s.gsm === gsm);
      if (already) {
        setProblem(t('staff.alreadyStaff', { name: already.userName || already.gsm }));
        return;
      }
      who = { gsm };
    }
    const before = new Set(staff.map((s) => s.userId));
    add.mutate(
      { who, position },
      {
        onSuccess: (member) => {
          const name = member.userName || member.gsm;
          if (before.has(member.userId)) {
            notify('info', t('staff.positionUpdated', { name, position: t(`staff.positions.${position}`) }));
          } else {
            notify('success', t('staff.added', { name }));
          }
          onClose();
        },
        onError: (error) => {
          if (isApiError(error, 'user_not_found'))
            setProblem(t(method === 'qr' ? 'staff.unknownQr' : 'staff.unknownGsm'));
          else setProblem(errorText(error));
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('staff.addTitle')}
      size="md"
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
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
              setMethod(v as Method);
              setProblem(null);
              setTouched(false);
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
              value={qr}
              onChange={(e) => setQr(e.currentTarget.value)}
              error={qrError}
              maxLength={200}
              withAsterisk
            />
          ) : (
            <PhoneInput label={t('staff.gsm')} name="gsm" autoFocus {...phone.inputProps} />
          )}
          <Select
            label={t('staff.position')}
            allowDeselect={false}
            data={staffPositions.map((p) => ({ value: p, label: t(`staff.positions.${p}`) }))}
            value={position}
            onChange={(v) => v && setPosition(v as StaffPosition)}
          />
          {problem ? (
            <Text role="alert" c="red" size="sm">
              {problem}
            </Text>
          ) : null}
          <FormActions
            cancelLabel={t('common.cancel')}
            onCancel={onClose}
            submitLabel={t('staff.addSubmit')}
            busy={add.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
