import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { useState } from 'react';
import { SegmentedControl, TextInput } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import { PhoneInput } from '../phone-input/phone-input';
import { usePhoneField } from '../phone-input/use-phone-field';

/** How staff name a guest in front of them: the mobile number, or the code of the QR in the guest's app. */
export type GuestKey = { gsm: string } | { userQr: string };

type By = 'gsm' | 'userQr';

/** State of the guest fields; `submit()` marks them touched and yields the guest's key, or null while one is wrong. */
export function useGuestKey() {
  const { t } = useTranslation();
  const phone = usePhoneField('mobile');
  const [by, setBy] = useState<By>('gsm');
  const [qr, setQr] = useState('');
  const [qrError, setQrError] = useState<string | null>(null);
  return {
    by,
    setBy,
    phone,
    qr,
    setQr,
    qrError,
    submit: (): GuestKey | null => {
      if (by === 'gsm') {
        const gsm = phone.submit();
        return gsm ? { gsm } : null;
      }
      const code = qr.trim();
      setQrError(code ? null : t('validation.required'));
      return code ? { userQr: code } : null;
    },
  };
}

export interface GuestKeyInputProps {
  field: ReturnType<typeof useGuestKey>;
  /** Only the mobile number, without the choice of a QR code. */
  phoneOnly?: boolean;
  /** The server found no guest by the key last sent (user_not_found): said on the field. */
  unknown?: boolean;
  /** The longest QR code the call accepts. */
  qrMaxLength?: number;
  autoFocus?: boolean;
}

/** The fields that find a guest by mobile number or app QR code (points, coupons given or scratched for a guest). */
export function GuestKeyInput({
  field,
  phoneOnly = false,
  unknown = false,
  qrMaxLength = 64,
  autoFocus,
}: GuestKeyInputProps) {
  const { t } = useTranslation();
  return (
    <>
      {phoneOnly ? null : (
        <SegmentedControl
          fullWidth
          aria-label={t('guestKey.findBy')}
          value={field.by}
          onChange={(v) => field.setBy(v as By)}
          data={[
            { value: 'gsm', label: t('guestKey.byGsm') },
            { value: 'userQr', label: t('guestKey.byQr') },
          ]}
        />
      )}
      {field.by === 'gsm' ? (
        <PhoneInput
          label={t('guestKey.gsm')}
          name="gsm"
          autoFocus={autoFocus}
          {...field.phone.inputProps}
          error={field.phone.error ?? (unknown ? t('guestKey.unknownGsm') : undefined)}
        />
      ) : (
        <TextInput
          label={t('guestKey.qr')}
          description={t('guestKey.qrHint')}
          name="userQr"
          autoComplete="off"
          autoFocus={autoFocus}
          maxLength={qrMaxLength}
          value={field.qr}
          onChange={(e) => field.setQr(e.currentTarget.value)}
          error={field.qrError ?? (unknown ? t('guestKey.unknownQr') : undefined)}
        />
      )}
    </>
  );
}
