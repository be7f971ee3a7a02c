import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from '@tanstack/react-router';
import { StoreList } from '../../../components/store-picker/store-list';
import { urls } from '../../../lib/urls';

/** The store list page (spec section 2): the same list as the modal, as a screen. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack maw={640}>
      <Title order={1} size="h2">
        {t('menu.ownedStores')}
      </Title>
      <Paper withBorder p="md" radius="md">
        <StoreList
          maxHeight={520}
          onSelect={() => navigate({ to: urls.main.reportDashboard })}
          onAddNew={() => navigate({ to: urls.main.storeAdd })}
        />
      </Paper>
    </Stack>
  );
}
