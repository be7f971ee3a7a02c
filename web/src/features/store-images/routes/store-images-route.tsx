import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { StorePage } from '../../../components/store-page/store-page';
import { useActiveStore } from '../../../lib/active-store';
import { useSession } from '../../../lib/session';
import { bannersQuery, logoQuery } from '../api/store-images-api';
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

/** /main/store-images: the active store's logo, store banners, popup banners and menu banners (docs/store-images.md). */
export function Component() {
  const { t } = useTranslation();
  const { activeStoreId } = useSession();
  const store = useActiveStore();
  const id = activeStoreId ?? '';
  const enabled = Boolean(activeStoreId);
  const logo = useQuery({ ...logoQuery(id), enabled });
  const storeBanners = useQuery({ ...bannersQuery(id, 'store-banner'), enabled });
  const popupBanners = useQuery({ ...bannersQuery(id, 'popup-banner'), enabled });
  const menuBanners = useQuery({ ...bannersQuery(id, 'menu-banner'), enabled });
  const stem = fileStem(store.data?.name ?? '');

  return (
    <StorePage
      title={t('images.title')}
      subtitle={store.data ? t('images.intro', { store: store.data.name }) : undefined}
      noStoreText={t('images.noStore')}
      // Only the first answer is waited for: a failed refetch after an upload keeps the screen (the post helper says why).
      queries={[logo, storeBanners, popupBanners, menuBanners].map((q) => ({
        ...q,
        isError: q.isError && q.data === undefined,
      }))}
      loadFailedText={t('images.loadFailed')}
    >
      {(storeId) => (
        <>
          <LogoSection storeId={storeId} fileStem={stem} />
          <BannerSection storeId={storeId} itemType="store-banner" fileStem={stem} />
          <BannerSection storeId={storeId} itemType="popup-banner" fileStem={stem} />
          <BannerSection storeId={storeId} itemType="menu-banner" fileStem={stem} />
        </>
      )}
    </StorePage>
  );
}
