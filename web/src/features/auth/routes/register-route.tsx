import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { setUser } from '../../../lib/session';
import { saveUser } from '../api/auth-api';
import { AuthLayout } from '../components/auth-layout';
import { PhoneSignIn } from '../components/phone-sign-in';
import { urls } from '../../../lib/urls';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** After the code of a new number is verified: name and e-mail, then the main area. */
function CompleteProfile({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const emailError = touched && email.trim() && !EMAIL.test(email.trim()) ? t('profile.emailInvalid') : undefined;
  const nameError = touched && !name.trim() ? t('common.fieldRequired') : undefined;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!name.trim() || (email.trim() && !EMAIL.test(email.trim()))) return;
    try {
      setUser(await saveUser({ name: name.trim(), email: email.trim() }));
      onDone();
    } catch {
      // The post helper has shown the error.
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('auth.welcomeNew')}</Text>
        <TextInput
          label={t('profile.name')}
          name="name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={nameError}
          data-autofocus
        />
        <TextInput
          label={t('profile.email')}
          name="email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={emailError}
        />
        <Group justify="space-between">
          <Anchor component="button" type="button" onClick={onDone}>
            {t('auth.skip')}
          </Anchor>
          <Button type="submit">{t('common.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [completing, setCompleting] = useState(false);
  const toMain = () => navigate(urls.main.root, { replace: true });

  return (
    <AuthLayout title={t('auth.registerTitle')} subtitle={completing ? undefined : t('auth.registerSubtitle')}>
      {completing ? (
        <CompleteProfile onDone={toMain} />
      ) : (
        <>
          <PhoneSignIn
            submitLabel={t('auth.sendCode')}
            captchaFirst
            // A registration does not go straight to the main area (spec section 4) unless the number was known.
            onSignedIn={(_user, status) => (status === 'registered' ? toMain() : setCompleting(true))}
          />
          <Text size="sm" ta="center">
            {t('auth.haveAccount')}{' '}
            <Anchor component={Link} to="/login">
              {t('auth.loginLink')}
            </Anchor>
          </Text>
        </>
      )}
    </AuthLayout>
  );
}
