import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n';
import { urls } from '../../../lib/urls';
import { useOptOut } from '../api/customers-api';

/**
 * Public page /o/{token} (docs/customers.md, Opt-out): the link every SMS ends with. The guest confirms with one button
 * (a link preview or a mail scanner opening the page changes nothing), and SMS consent is turned off.
 */
export function Component() {
  const { t } = useTranslation();
  const { token } = useParams({ from: urls.optOutPattern });
  const optOut = useOptOut(token);
  return (
    <Container size="sm" py="xl" component="main">
      <Stack align="flex-start">
        <Title order={1}>{t('customers.optOut.title')}</Title>
        {optOut.isSuccess ? (
          <Alert color="teal" role="status">
            {t('customers.optOut.done', { store: optOut.data.storeName })}
          </Alert>
        ) : (
          <>
            <Text>{t('customers.optOut.ask')}</Text>
            {optOut.isError ? (
              <Alert color="red" role="alert">
                {t('customers.optOut.failed')}
              </Alert>
            ) : null}
            <Button onClick={() => optOut.mutate()} loading={optOut.isPending}>
              {t('customers.optOut.confirm')}
            </Button>
          </>
        )}
      </Stack>
    </Container>
  );
}
