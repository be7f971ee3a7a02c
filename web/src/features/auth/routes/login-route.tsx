import { useState } from 'react';
import { Anchor, Button, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate } from '@tanstack/react-router';
import type { PhoneValue } from '../../../components/phone-input/phone-input';
import { AuthLayout } from '../components/auth-layout';
import { PhoneSignIn } from '../components/phone-sign-in';
import { urls } from '../../../lib/urls';

/**
 * Sign-in by number and SMS code. A number with no account gets no code: once the captcha is solved the page says so
 * and offers registration with the number (docs/sign-up.md). The registration form itself is the /register chunk.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [noAccount, setNoAccount] = useState<PhoneValue | null>(null);
  return (
    <AuthLayout title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')}>
      <PhoneSignIn
        submitLabel={t('auth.sendCode')}
        onNoAccount={setNoAccount}
        onSignedIn={() => navigate({ to: urls.main.root, replace: true })}
      >
        {noAccount ? (
          <>
            <Text size="sm" fw={500} role="alert">
              {t('auth.noAccountForNumber')}
            </Text>
            <Button component={Link} to={urls.register} state={{ phone: noAccount }} variant="light">
              {t('auth.signUp')}
            </Button>
          </>
        ) : null}
      </PhoneSignIn>
      <Text size="sm" ta="center">
        {t('auth.noAccount')}{' '}
        <Anchor component={Link} to={urls.register}>
          {t('auth.registerLink')}
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
