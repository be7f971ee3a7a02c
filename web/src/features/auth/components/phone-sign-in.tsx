import { lazy, Suspense, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { User } from '@sofra/contracts/auth/auth.schemas';
import type { OtpSubmitResult } from '../../../components/otp-form/otp-form';
import { PhoneInput, type PhoneValue } from '../../../components/phone-input/phone-input';
import { usePhoneField } from '../../../components/phone-input/use-phone-field';
import { isApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { errorText } from '../../../lib/error-text';
import { signIn } from '../../../lib/session';
import { useAction } from '../../../lib/use-action';
import { requestOtp, verifyOtp, type SolvedCaptcha } from '../api/auth-api';
import type { CaptchaHandle } from './captcha-field';

export type UserStatus = 'registered' | 'new';

// The OTP modal loads while the first code is being requested, not with the page.
const OtpForm = lazy(() => import('../../../components/otp-form/otp-form').then((m) => ({ default: m.OtpForm })));
// The captcha loads when it is first needed (register shows it at once).
const CaptchaField = lazy(() => import('./captcha-field').then((m) => ({ default: m.CaptchaField })));

interface PhoneSignInProps {
  submitLabel: string;
  /** Extra fields above the submit button. */
  children?: ReactNode;
  /** The number to start with (the one the login page found no account for). */
  initialPhone?: PhoneValue;
  /** Register: the captcha shows from the start and goes with the first request. */
  captchaFirst?: boolean;
  /** Asks for the code (user/requestOtp unless given); `ok` means the number has an account. */
  request?: (gsm: string, captcha?: SolvedCaptcha) => Promise<{ message: string }>;
  /** Checks the extra fields before a request; false stops it. */
  validate?: () => boolean;
  /** A refused request the caller shows itself (answers true); otherwise a warning toast says why. */
  onRefused?: (error: unknown) => boolean;
  /** The login page: a solved captcha showed that the number has no account. */
  onNoAccount?: (phone: PhoneValue) => void;
  onSignedIn: (user: User, status: UserStatus) => void;
}

/**
 * Phone number → SMS code → session. requestOtp errors are a warning toast with the error text;
 * a wrong code is a danger toast 'That code is wrong. Check the SMS and try again.' and clears the code (spec section 8).
 * When the server asks for a captcha (`captcha_required`: a code already went to the number this hour), its picture
 * appears under the number, or in the code dialog for a resend, and the request goes again with the typed code.
 */
export function PhoneSignIn({
  submitLabel,
  children,
  initialPhone,
  captchaFirst = false,
  request = requestOtp,
  validate,
  onRefused,
  onNoAccount,
  onSignedIn,
}: PhoneSignInProps) {
  const { t } = useTranslation();
  const phone = usePhoneField('mobile', initialPhone);
  const [gsm, setGsm] = useState<string | null>(null);
  const [status, setStatus] = useState<UserStatus>('new');
  const [otpUsed, setOtpUsed] = useState(false);
  // Where the server asked for a captcha: on the page (the first request), or in the code dialog (a resend).
  const [captchaNeeded, setCaptchaNeeded] = useState(captchaFirst);
  const [resendCaptcha, setResendCaptcha] = useState(false);
  const formCaptcha = useRef<CaptchaHandle>(null);
  const dialogCaptcha = useRef<CaptchaHandle>(null);

  const ask = async (number: string, where: 'form' | 'dialog'): Promise<boolean> => {
    const shown = where === 'form' ? captchaNeeded : resendCaptcha;
    const captcha = (where === 'form' ? formCaptcha : dialogCaptcha).current;
    const solved = shown && captcha ? captcha.value() : null;
    if (shown && !solved) return false;
    try {
      const answer = await request(number, solved ?? undefined);
      setStatus(answer.message === 'ok' ? 'registered' : 'new');
      return true;
    } catch (error) {
      if (isApiError(error, 'captcha_required')) {
        // The picture appears with a line saying why, where the request was made.
        (where === 'form' ? setCaptchaNeeded : setResendCaptcha)(true);
      } else if (isApiError(error, 'captcha_invalid')) {
        notify('danger', t('captcha.invalid'));
      } else if (onNoAccount && isApiError(error, 'user_not_found')) {
        onNoAccount(phone.value);
      } else if (onRefused?.(error)) {
        // Shown by the caller.
      } else if (!isApiError(error) || error.status > 0) {
        notify('warning', errorText(error), { middle: true });
      }
      return false;
    } finally {
      // A captcha allows one guess, right or wrong: the next request needs a new picture.
      if (solved) void captcha?.refresh();
    }
  };

  const sending = useAction(async (number: string) => {
    setOtpUsed(true);
    if (await ask(number, 'form')) {
      setResendCaptcha(false);
      setGsm(number);
    }
  });

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const valid = validate?.() ?? true;
    const number = phone.submit();
    if (number && valid) void sending.run(number);
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
          <PhoneInput
            label={t('phone.label')}
            name="gsm"
            autoFocus
            {...phone.inputProps}
            onEnter={() => void submit()}
          />
          {children}
          {captchaNeeded && gsm === null ? (
            <Suspense fallback={null}>
              {captchaFirst ? null : (
                <Text size="sm" c="orange.9">
                  {t('captcha.needed')}
                </Text>
              )}
              <CaptchaField ref={formCaptcha} autoFocus={!captchaFirst} />
            </Suspense>
          ) : null}
          <Button type="submit" loading={sending.isPending} fullWidth>
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
            onResend={() => (gsm ? ask(gsm, 'dialog') : Promise.resolve(false))}
            onClose={() => setGsm(null)}
          >
            {resendCaptcha ? (
              <Suspense fallback={null}>
                <Text size="sm" c="orange.9">
                  {t('captcha.needed')}
                </Text>
                <CaptchaField ref={dialogCaptcha} />
              </Suspense>
            ) : null}
          </OtpForm>
        </Suspense>
      ) : null}
    </>
  );
}
