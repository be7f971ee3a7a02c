import { Button } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { StorePage, type PageQuery } from '../../../components/store-page/store-page';
import { closeLoading, showLoading } from '../../../lib/loading';
import { useSession } from '../../../lib/session';
import { urls } from '../../../lib/urls';
import { useFloorTables, useOpenFolios } from '../api/folios-api';
import { FloorBoard } from '../components/floor-board';
import type { FolioDraft } from '../components/folio-drawer';

/**
 * The drawer that runs a folio, with its forms and their validation: a chunk of its own, fetched when a folio is
 * opened or about to be (a pointer over the floor, a focus in it), so the board's first showing does not wait for it
 * nor spend a phone's CPU on it (docs/performance.md).
 */
const loadDrawer = () => import('../components/folio-drawer');
const FolioDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.FolioDrawer })));
const prefetchDrawer = () => void loadDrawer();

/**
 * A query as the page frame reads it: a failed re-read of a board already shown (the 15 s refresh) keeps the board
 * instead of replacing it with the error; the next refresh tries again.
 */
const framed = (query: UseQueryResult): PageQuery => ({
  isPending: query.isPending,
  isError: query.isError && query.data === undefined,
  refetch: query.refetch,
});

/** /main/sofra-folios: the active store's open folios on its floor plan, and the drawer that runs a folio. */
export function Component() {
  const storeId = useSession().activeStoreId ?? '';
  // A new page per store: an open drawer never carries over to another store.
  return <FoliosPage key={storeId} storeId={storeId} />;
}

function FoliosPage({ storeId }: { storeId: string }) {
  const { t } = useTranslation();
  const tables = useFloorTables(storeId);
  const folios = useOpenFolios(storeId);
  // The folio the drawer shows, in the address (?folio=): a reload or a shared link opens it again.
  const folioId = useSearch({ from: urls.main.sofraFolios }).folio ?? null;
  const navigate = useNavigate({ from: urls.main.sofraFolios });
  const [draft, setDraft] = useState<FolioDraft | null>(null);
  // Drawn from the first folio opened on: it stays, so it closes with its own animation.
  const [drawn, setDrawn] = useState(false);
  if ((folioId || draft) && !drawn) setDrawn(true);

  // In place of the current entry: Back leaves the screen rather than opening and closing drawers again.
  const showFolio = (id: string | null) =>
    void navigate({ search: (prev) => ({ ...prev, folio: id ?? undefined }), replace: true });

  return (
    <StorePage
      title={t('folios.title')}
      noStoreText={t('folios.noStore')}
      queries={[framed(tables), framed(folios)]}
      loadFailedText={t('folios.loadError')}
      maw={1400}
      actions={
        <Button
          leftSection={<IconShoppingBag size={18} aria-hidden />}
          onPointerEnter={prefetchDrawer}
          onFocus={prefetchDrawer}
          onClick={() => {
            showFolio(null);
            setDraft({ serviceType: 'take-away', table: null });
          }}
        >
          {t('folios.actions.newTakeAway')}
        </Button>
      }
    >
      {() =>
        tables.data &&
        folios.data && (
          <div onPointerOver={prefetchDrawer} onFocus={prefetchDrawer}>
            <FloorBoard
              tables={tables.data}
              folios={folios.data}
              onOpenFolio={(id) => {
                setDraft(null);
                showFolio(id);
              }}
              onNewFolio={(table) => setDraft({ serviceType: 'table', table })}
            />
            {drawn && (
              <Suspense fallback={<DrawerLoading />}>
                <FolioDrawer
                  storeId={storeId}
                  tables={tables.data}
                  folioId={draft ? null : folioId}
                  draft={draft}
                  onOpened={(id) => {
                    setDraft(null);
                    showFolio(id);
                  }}
                  onClose={() => {
                    setDraft(null);
                    if (folioId) showFolio(null);
                  }}
                />
              </Suspense>
            )}
          </div>
        )
      }
    </StorePage>
  );
}

/** While the drawer's code comes (a first opening on a slow line): the portal's one loading indicator. */
function DrawerLoading() {
  useEffect(() => {
    showLoading();
    return () => closeLoading(true);
  }, []);
  return null;
}
