import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { PhoneSignIn } from '../components/phone-sign-in';
import { urls } from '../../../lib/urls';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuthLayout title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')}>
      <PhoneSignIn submitLabel={t('auth.sendCode')} onSignedIn={() => navigate(urls.main.root, { replace: true })} />
      <Text size="sm" ta="center">
        {t('auth.noAccount')}{' '}
        <Anchor component={Link} to="/register">
          {t('auth.registerLink')}
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
