import '@mantine/core/styles/Tabs.css';
import { Loader, Stack, Tabs, Text, Title, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { useStoreTables } from '../api/tables-api';
import { BackButton } from '../components/back-button';
import { GroupsPanel } from '../components/groups-panel';
import { SectionsPanel } from '../components/sections-panel';

/** /main/table-and-groups: groups and their tables, and the floor's sections. The tab is in the URL (?tab=sections). */
export function Component() {
  const storeId = useSession().activeStoreId ?? '';
  // A new page per store: a selection or a form never carries over to another store.
  return <TableAndGroupsPage key={storeId} storeId={storeId} />;
}

function TableAndGroupsPage({ storeId }: { storeId: string }) {
  const { t } = useTranslation();
  const tables = useStoreTables(storeId);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'sections' ? 'sections' : 'groups';

  return (
    <Stack>
      <Group gap="xs">
        <BackButton />
        <Title order={1} size="h2">
          {t('tables.groupsTitle')}
        </Title>
      </Group>
      <Tabs
        value={tab}
        onChange={(v) => setParams(v === 'sections' ? { tab: 'sections' } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="groups">{t('tables.groupsTab')}</Tabs.Tab>
          <Tabs.Tab value="sections">{t('tables.sectionsTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="groups" pt="md">
          {tables.data ? (
            <GroupsPanel storeId={storeId} data={tables.data} />
          ) : tables.isError ? (
            <Text c="red">{t('tables.loadError')}</Text>
          ) : (
            <Loader aria-label={t('common.loading')} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="sections" pt="md">
          {tables.data ? (
            <SectionsPanel storeId={storeId} data={tables.data} />
          ) : tables.isError ? (
            <Text c="red">{t('tables.loadError')}</Text>
          ) : (
            <Loader aria-label={t('common.loading')} />
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
