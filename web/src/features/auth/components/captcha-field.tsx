import { forwardRef, useCallback, useEffect, useImperativeHandle, useState } from 'react';
import { ActionIcon, Group, Image, TextInput } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { errorText } from '../../../lib/post';
import { createCaptcha, verifyCaptcha } from '../api/auth-api';

export interface CaptchaHandle {
  /** Checks the typed code with the server; a wrong or used captcha is replaced by a new one. */
  verify: () => Promise<boolean>;
}

/** The register screen's captcha: a picture of a code, a field for it and a refresh button. */
export const CaptchaField = forwardRef<CaptchaHandle>(function CaptchaField(_props, ref) {
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
      notify('danger', errorText(error), { title: t('errors.opss') });
    }
  }, [t]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  useImperativeHandle(ref, () => ({
    verify: async () => {
      setTouched(true);
      if (!challenge || !code.trim()) return false;
      try {
        await verifyCaptcha(challenge.id, code.trim());
        return true;
      } catch (error) {
        notify('danger', isApiError(error, 'captcha_invalid') ? t('captcha.invalid') : errorText(error));
        await refresh();
        return false;
      }
    },
  }));

  return (
    <Group align="flex-end" wrap="nowrap" gap="xs">
      {challenge ? (
        <Image src={challenge.image} alt={t('captcha.imageAlt')} h={48} w={150} fit="contain" radius="sm" bg="gray.1" />
      ) : null}
      <ActionIcon variant="light" size="lg" mb={4} onClick={() => void refresh()} aria-label={t('captcha.refresh')}>
        <IconRefresh size={18} />
      </ActionIcon>
      <TextInput
        style={{ flex: 1 }}
        label={t('captcha.label')}
        name="captcha"
        autoComplete="off"
        value={code}
        onChange={(e) => setCode(e.currentTarget.value)}
        onBlur={() => setTouched(true)}
        error={touched && !code.trim() ? t('captcha.required') : undefined}
      />
    </Group>
  );
});
