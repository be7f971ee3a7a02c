import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User } from '@sofra/contracts/auth/auth.schemas';
import type { OtpSubmitResult } from '../../../components/otp-form/otp-form';
import { PhoneInput } from '../../../components/phone-input/phone-input';
import { usePhoneField } from '../../../components/phone-input/use-phone-field';
import { isApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { errorText } from '../../../lib/post';
import { signIn } from '../../../lib/session';
import { requestOtp, verifyOtp } from '../api/auth-api';

export type UserStatus = 'registered' | 'new';

// The OTP modal loads while the first code is being requested, not with the page.
const OtpForm = lazy(() => import('../../../components/otp-form/otp-form').then((m) => ({ default: m.OtpForm })));

interface PhoneSignInProps {
  submitLabel: string;
  /** Extra fields above the submit button (the captcha on register). */
  children?: ReactNode;
  /** Runs before a code is requested; false stops the request (e.g. a wrong captcha). */
  beforeRequest?: () => Promise<boolean>;
  onSignedIn: (user: User, status: UserStatus) => void;
}

/**
 * Phone number → SMS code → session. requestOtp errors are a warning toast with the error text;
 * a wrong code is a danger toast 'Sms Code Invalid' and clears the code (spec section 8).
 */
export function PhoneSignIn({ submitLabel, children, beforeRequest, onSignedIn }: PhoneSignInProps) {
  const { t } = useTranslation();
  const phone = usePhoneField('mobile');
  const [gsm, setGsm] = useState<string | null>(null);
  const [status, setStatus] = useState<UserStatus>('new');
  const [busy, setBusy] = useState(false);
  const [otpUsed, setOtpUsed] = useState(false);

  const ask = async (number: string): Promise<boolean> => {
    try {
      const answer = await requestOtp(number);
      setStatus(answer.message === 'ok' ? 'registered' : 'new');
      return true;
    } catch (error) {
      if (!isApiError(error) || error.status > 0) notify('warning', errorText(error), { middle: true });
      return false;
    }
  };

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    const number = phone.submit();
    if (!number || busy) return;
    setBusy(true);
    setOtpUsed(true);
    try {
      if (beforeRequest && !(await beforeRequest())) return;
      if (await ask(number)) setGsm(number);
    } finally {
      setBusy(false);
    }
  };

  const verify = async (otp: string): Promise<OtpSubmitResult> => {
    if (!gsm) return 'keep';
    try {
      const session = await verifyOtp(gsm, otp);
      signIn(gsm, session.token, session.userInfo);
      setGsm(null);
      onSignedIn(session.userInfo, status);
      return 'keep';
    } catch (error) {
      if (isApiError(error, 'otp_invalid')) {
        notify('danger', t('otp.invalid'));
        return 'reset';
      }
      if (!isApiError(error) || error.status > 0) notify('danger', errorText(error), { title: t('errors.opss') });
      return 'keep';
    }
  };

  return (
    <>
    <form onSubmit={submit} noValidate>
      <Stack>
        <PhoneInput label={t('phone.label')} name="gsm" autoFocus {...phone.inputProps} onEnter={() => void submit()} />
        {children}
        <Button type="submit" loading={busy} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
    {/* Outside the phone form: React events bubble through portals, and so would the OTP submit. */}
    {otpUsed ? (
      <Suspense fallback={null}>
        <OtpForm
          opened={gsm !== null}
          gsm={gsm ?? ''}
          onSubmit={verify}
          onResend={() => (gsm ? ask(gsm) : Promise.resolve(false))}
          onClose={() => setGsm(null)}
        />
      </Suspense>
    ) : null}
    </>
  );
}
