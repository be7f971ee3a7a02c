import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { StorePage } from '../../../components/store-page/store-page';
import { useSession } from '../../../lib/session';
import { urls } from '../../../lib/urls';
import { useStoreTables } from '../api/tables-api';
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
  const { tab = 'groups' } = useSearch({ from: urls.main.tableAndGroups });
  const navigate = useNavigate({ from: urls.main.tableAndGroups });

  return (
    <StorePage
      title={t('tables.groupsTitle')}
      noStoreText={t('tables.noStore')}
      backTo={urls.main.sofraTables}
      queries={[tables]}
      loadFailedText={t('tables.loadError')}
      maw={1200}
    >
      {() =>
        tables.data && (
          <Tabs
            value={tab}
            onChange={(v) => void navigate({ search: v === 'sections' ? { tab: 'sections' } : {}, replace: true })}
            keepMounted={false}
          >
            <Tabs.List>
              <Tabs.Tab value="groups">{t('tables.groupsTab')}</Tabs.Tab>
              <Tabs.Tab value="sections">{t('tables.sectionsTab')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="groups" pt="md">
              <GroupsPanel storeId={storeId} data={tables.data} />
            </Tabs.Panel>
            <Tabs.Panel value="sections" pt="md">
              <SectionsPanel storeId={storeId} data={tables.data} />
            </Tabs.Panel>
          </Tabs>
        )
      }
    </StorePage>
  );
}
