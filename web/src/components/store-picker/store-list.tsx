import { useMemo, useState } from 'react';
import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import type { UserOwnedStore } from '@sofra/contracts/auth/auth.schemas';
import { MOBILE_MAX_WIDTH } from '@sofra/contracts/core/constants';
import type { StoreStatus } from '@sofra/contracts/core/enums';
import { filterStores, ownedStoresQuery, selectStore } from '../../lib/active-store';
import { errorText } from '../../lib/error-text';
import { citiesQuery } from '../../lib/helper-queries';
import { useSession } from '../../lib/session';
import { VirtualList } from './virtual-list';

export interface StoreListProps {
  onSelect: (store: UserOwnedStore) => void;
  onAddNew: () => void;
  /** When false, choosing a store only reports it and leaves the active store alone. */
  changeActive?: boolean;
  maxHeight?: number;
}

const ROW = 68;

const statusColor: Record<StoreStatus, string> = {
  open: 'teal',
  close: 'gray',
  'rush-hour': 'orange',
  'out-of-order': 'red',
};

/** City names by country and city code, for the countries the stores are in (the codes while they load). */
const useCityNames = (stores: UserOwnedStore[]) => {
  const countries = useMemo(
    () => [...new Set(stores.map((s) => s.storeInfo.address?.countryCode).filter(Boolean))],
    [stores],
  );
  const answers = useQueries({ queries: countries.map((c) => citiesQuery(c)) });
  const names = new Map<string, string>();
  answers.forEach((a, i) => a.data?.forEach((city) => names.set(`${countries[i]}/${city.code}`, city.name)));
  return (store: UserOwnedStore) => {
    const address = store.storeInfo.address;
    if (!address?.cityCode) return '';
    const city = names.get(`${address.countryCode}/${address.cityCode}`) ?? address.cityCode;
    return address.town ? `${address.town}, ${city}` : city;
  };
};

/**
 * The store list (spec section 2): what it is for, search bar, add-new button, a virtual list of the owned stores
 * sorted by name with their city and status; search is a case-insensitive contains match; empty result 'Store Not
 * Found'. On a phone the search field does not take the focus (the keyboard would cover the list): the
 * explanation does.
 */
export function StoreList({ onSelect, onAddNew, changeActive = true, maxHeight = 408 }: StoreListProps) {
  const { t } = useTranslation();
  const { activeStoreId } = useSession();
  const phone = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });
  const [search, setSearch] = useState('');
  const stores = useQuery(ownedStoresQuery());
  const shown = filterStores(stores.data ?? [], search);
  const cityOf = useCityNames(stores.data ?? []);

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
      <Text tabIndex={phone ? -1 : undefined} data-autofocus={phone || undefined} style={{ outline: 'none' }}>
        {t('stores.chooseIntro')}
      </Text>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t('common.search')}
          placeholder={t('stores.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          data-autofocus={phone ? undefined : true}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} variant="light" h={44} onClick={onAddNew}>
          {t('stores.addNew')}
        </Button>
      </Group>
      {stores.isError ? (
        <Text c="red.8">{errorText(stores.error)}</Text>
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
            const city = cityOf(s);
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
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Group gap={6} wrap="nowrap">
                      <Text fw={active ? 700 : 600} truncate>
                        {s.storeInfo.name}
                      </Text>
                      {active ? <IconCheck size={16} aria-hidden /> : null}
                    </Group>
                    {city ? (
                      <Text size="sm" c="dimmed" truncate>
                        {city}
                      </Text>
                    ) : null}
                  </Stack>
                  <Badge variant="light" color={statusColor[s.storeInfo.status] ?? 'gray'} style={{ flexShrink: 0 }}>
                    {t(`storeStatus.${s.storeInfo.status}`)}
                  </Badge>
                </Group>
              </UnstyledButton>
            );
          }}
        />
      )}
    </Stack>
  );
}
