import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconCheck, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserOwnedStore } from '@sofra/contracts/auth/auth.schemas';
import { filterStores, ownedStoresQuery, selectStore } from '../../lib/active-store';
import { errorText } from '../../lib/error-text';
import { useSession } from '../../lib/session';
import { VirtualList } from './virtual-list';

export interface StoreListProps {
  onSelect: (store: UserOwnedStore) => void;
  onAddNew: () => void;
  /** When false, choosing a store only reports it and leaves the active store alone. */
  changeActive?: boolean;
  maxHeight?: number;
}

const ROW = 52;

/**
 * The store list (spec section 2): search bar, add-new button, a virtual list of the owned stores
 * sorted by name; search is a case-insensitive contains match; empty result 'Store Not Found'.
 */
export function StoreList({ onSelect, onAddNew, changeActive = true, maxHeight = 360 }: StoreListProps) {
  const { t } = useTranslation();
  const { activeStoreId } = useSession();
  const [search, setSearch] = useState('');
  const stores = useQuery(ownedStoresQuery());
  const shown = filterStores(stores.data ?? [], search);

  const choose = async (store: UserOwnedStore) => {
    if (changeActive) {
      try {
        await selectStore(store.storeId);
      } catch {
        return; // The post helper has shown the error; the active store stays as it was.
      }
    }
    onSelect(store);
  };

  return (
    <Stack gap="sm">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t('common.search')}
          placeholder={t('stores.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          data-autofocus
        />
        <Button leftSection={<IconPlus size={16} />} variant="light" onClick={onAddNew}>
          {t('stores.addNew')}
        </Button>
      </Group>
      {stores.isError ? (
        <Text c="red">{errorText(stores.error)}</Text>
      ) : stores.isPending ? (
        <Text c="dimmed">{t('common.loading')}</Text>
      ) : shown.length === 0 ? (
        <Text c="dimmed">{t('stores.notFound')}</Text>
      ) : (
        <VirtualList
          label={t('stores.listTitle')}
          items={shown}
          rowHeight={ROW}
          maxHeight={maxHeight}
          getKey={(s) => s.storeId}
          renderRow={(s) => {
            const active = s.storeId === activeStoreId;
            return (
              <UnstyledButton
                w="100%"
                h={ROW - 4}
                px="sm"
                aria-current={active || undefined}
                onClick={() => void choose(s)}
                style={{
                  borderRadius: 'var(--mantine-radius-md)',
                  background: active ? 'var(--mantine-color-orange-light)' : undefined,
                }}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={active ? 700 : 500} truncate>
                    {s.storeInfo.name}
                  </Text>
                  {active ? <IconCheck size={16} aria-hidden /> : null}
                </Group>
              </UnstyledButton>
            );
          }}
        />
      )}
    </Stack>
  );
}
