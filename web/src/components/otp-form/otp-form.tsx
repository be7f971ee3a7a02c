import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import { OTP_LENGTH, timings } from '@sofra/contracts/core/constants';
import { useAction } from '../../lib/use-action';

/** What the form does after a submit: 'reset' clears the code (e.g. a wrong code). */
export type OtpSubmitResult = 'reset' | 'keep' | void;

export interface OtpFormProps {
  opened: boolean;
  /** The number the code was sent to, shown to the user. */
  gsm: string;
  onSubmit: (otp: string) => Promise<OtpSubmitResult>;
  /** Asks for a new code; resolves true when one was sent. */
  onResend: () => Promise<boolean>;
  onClose: () => void;
  /** Shown above the resend link (the captcha a resend may need). */
  children?: ReactNode;
}

const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

export const otpProblem = (otp: string): 'required' | 'format' | null =>
  !otp ? 'required' : OTP_PATTERN.test(otp) ? null : 'format';

/**
 * The OTP modal (spec sections 2, 4, 5): one control `otp` of exactly 6 digits, Enter submits,
 * resend only when the countdown (60 s, 10 s after a resend) has reached 0; reset on leaving.
 */
export function OtpForm({ opened, gsm, onSubmit, onResend, onClose, children }: OtpFormProps) {
  const { t } = useTranslation();
  const [otp, setOtp] = useState('');
  const [touched, setTouched] = useState(false);
  const verifying = useAction(onSubmit);
  const [countdown, setCountdown] = useState<number>(timings.otpCountdownSeconds);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const runTimer = () => {
    clearInterval(timer.current);
    timer.current = setInterval(() => {
      setCountdown((s) => {
        if (s <= 1) {
          clearInterval(timer.current);
          return 0;
        }
        return s - 1;
      });
    }, 1000);
  };

  const startCountdown = (seconds: number) => {
    setCountdown(seconds);
    runTimer();
  };

  // Opening starts the countdown at 60; leaving the view resets the form and the countdown to 60.
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    setCountdown(timings.otpCountdownSeconds);
    if (!opened) {
      setOtp('');
      setTouched(false);
    }
  }
  useEffect(() => {
    if (opened) runTimer();
    return () => clearInterval(timer.current);
  }, [opened]);

  const problem = otpProblem(otp);
  const error = touched && problem ? t(problem === 'required' ? 'otp.required' : 'otp.format') : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem) return;
    if ((await verifying.run(otp)) === 'reset') {
      setOtp('');
      setTouched(false);
    }
  };

  const resend = async () => {
    if (countdown > 0) return;
    if (await onResend()) startCountdown(timings.otpResendCountdownSeconds);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('otp.title')}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{t('otp.sentTo', { gsm })}</Text>
          <TextInput
            label={t('otp.label')}
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            value={otp}
            error={error}
            onChange={(e) => setOtp(e.currentTarget.value.trim())}
            onBlur={() => setTouched(true)}
            data-autofocus
          />
          {children}
          <Group justify="space-between" align="center">
            {countdown > 0 ? (
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('otp.resendIn', { seconds: countdown })}
              </Text>
            ) : (
              <Anchor component="button" type="button" size="sm" onClick={resend}>
                {t('otp.resend')}
              </Anchor>
            )}
            <Button type="submit" loading={verifying.isPending}>
              {t('otp.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
