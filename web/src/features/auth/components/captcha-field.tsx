import '@mantine/core/styles/Image.css';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useState } from 'react';
import { ActionIcon, Group, Image, TextInput } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { i18n, useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { errorText } from '../../../lib/error-text';
import { createCaptcha, type SolvedCaptcha } from '../api/auth-api';

export interface CaptchaHandle {
  /** The picture's id and the typed code, or null (and the field marked) when nothing is typed yet. */
  value: () => SolvedCaptcha | null;
  /** A new picture: each one allows a single guess, right or wrong. */
  refresh: () => Promise<void>;
}

/**
 * A picture of a code, a field for it and a refresh button. The code is checked by the call it goes with
 * (`user/requestOtp`), not on its own, so the one guess a captcha allows is not spent twice.
 */
export const CaptchaField = forwardRef<CaptchaHandle, { autoFocus?: boolean }>(function CaptchaField(
  { autoFocus },
  ref,
) {
  const { t } = useTranslation();
  const [challenge, setChallenge] = useState<{ id: string; image: string } | null>(null);
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);

  const refresh = useCallback(async () => {
    setCode('');
    setTouched(false);
    try {
      const next = await createCaptcha();
      setChallenge({ id: next.id, image: next.image });
    } catch (error) {
      setChallenge(null);
      notify('danger', errorText(error), { title: i18n.t('errors.opss') });
    }
  }, []);

  // One picture when the field shows: never a second one under a code being typed (texts loading later, say).
  useEffect(() => {
    void refresh();
  }, [refresh]);

  useImperativeHandle(ref, () => ({
    value: () => {
      setTouched(true);
      return challenge && code.trim() ? { captchaId: challenge.id, captcha: code.trim() } : null;
    },
    refresh,
  }));

  return (
    <Group align="flex-end" wrap="nowrap" gap="xs">
      {challenge ? (
        <Image
          src={challenge.image}
          alt={t('captcha.imageAlt')}
          h={48}
          w={130}
          fit="contain"
          radius="sm"
          bg="gray.1"
          style={{ flexShrink: 0 }}
        />
      ) : null}
      <ActionIcon variant="light" size="lg" mb={4} onClick={() => void refresh()} aria-label={t('captcha.refresh')}>
        <IconRefresh size={18} />
      </ActionIcon>
      <TextInput
        style={{ flex: 1, minWidth: 0 }}
        label={t('captcha.label')}
        name="captcha"
        autoComplete="off"
        autoFocus={autoFocus}
        value={code}
        onChange={(e) => setCode(e.currentTarget.value)}
        // Passing through the empty field shows no error (it would move what is being pressed); a submit does.
        onBlur={() => setTouched((was) => was || code.trim() !== '')}
        error={touched && !code.trim() ? t('captcha.required') : undefined}
      />
    </Group>
  );
});
