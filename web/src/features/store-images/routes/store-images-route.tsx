import { Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useActiveStore } from '../../../lib/active-store';
import { useSession } from '../../../lib/session';
import { BannerSection } from '../components/banner-section';
import { LogoSection } from '../components/logo-section';

/** A file-name-safe form of the store name for downloads ('Kadıköy Sofrası' → 'kadikoy-sofrasi'). */
const fileStem = (name: string) =>
  name
    .toLocaleLowerCase('tr')
    .replace(/ı/g, 'i')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'store';

/** /main/store-images: the active store's logo, store banners and popup banners (docs/store-images.md). */
export function Component() {
  const { t } = useTranslation();
  const { activeStoreId } = useSession();
  const store = useActiveStore();
  const stem = fileStem(store.data?.name ?? '');

  return (
    <Stack maw={960}>
      <div>
        <Title order={1} size="h2">
          {t('images.title')}
        </Title>
        {store.data && <Text c="dimmed">{t('images.intro', { store: store.data.name })}</Text>}
      </div>
      {activeStoreId ? (
        <>
          <LogoSection storeId={activeStoreId} fileStem={stem} />
          <BannerSection storeId={activeStoreId} itemType="store-banner" fileStem={stem} />
          <BannerSection storeId={activeStoreId} itemType="popup-banner" fileStem={stem} />
        </>
      ) : (
        <Loader aria-label={t('common.loading')} />
      )}
    </Stack>
  );
}
