import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Tooltip.css';
import { useMemo, useState } from 'react';
import { Badge, Button, FileButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconPlus, IconUpload } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { MOBILE_MAX_WIDTH } from '@sofra/contracts/core/constants';
import type { Product, ProductGroup } from '@sofra/contracts/menu/catalogue.schemas';
import { StorePage } from '../../../components/store-page/store-page';
import { useActiveStore } from '../../../lib/active-store';
import { isApiError, type FieldIssue } from '../../../lib/api-error';
import { downloadBlob } from '../../../lib/download';
import { errorText } from '../../../lib/error-text';
import { notify } from '../../../lib/notify';
import { usePublishState } from '../../../lib/publish-state';
import { useSession } from '../../../lib/session';
import { menuLanguages } from '../api/languages';
import { useExportMenu, useGroups, useImportMenu, useProductImages, useProducts } from '../api/menu-api';
import { GroupModal } from '../components/group-modal';
import { GroupsPanel } from '../components/groups-panel';
import { ImportErrorsModal } from '../components/import-errors-modal';
import { ProductModal } from '../components/product-modal';
import { ProductOrderModal } from '../components/product-order-modal';
import { ProductsGrid } from '../components/products-grid';

/** /main/product-and-product-groups/list: the menu's groups (ordered by dragging) and its products. */
export function Component() {
  const storeId = useSession().activeStoreId ?? '';
  // A new page per store: a filter or a dialog never carries over to another store.
  return <MenuListPage key={storeId} storeId={storeId} />;
}

type GroupDialog = { group: ProductGroup | null } | null;
type ProductDialog = { product: Product | null } | null;

function MenuListPage({ storeId }: { storeId: string }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });
  const store = useActiveStore();
  const groups = useGroups(storeId);
  const products = useProducts(storeId);
  // Served by a later server version: without it the products' own imageUrl is all there is.
  const images = useProductImages(storeId);
  const publish = usePublishState(storeId);
  const exportMenu = useExportMenu(storeId);
  const importMenu = useImportMenu(storeId);
  const [groupId, setGroupId] = useState<string | null>(null);
  const [groupDialog, setGroupDialog] = useState<GroupDialog>(null);
  const [productDialog, setProductDialog] = useState<ProductDialog>(null);
  const [ordering, setOrdering] = useState(false);
  const [importIssues, setImportIssues] = useState<FieldIssue[] | null>(null);

  const languages = useMemo(() => menuLanguages(store.data), [store.data]);
  const currency = store.data?.storeCurrency ?? '₺';
  const imageById = useMemo(
    () => new Map((images.data ?? []).map((image) => [image.itemId, image.url] as const)),
    [images.data],
  );
  const shownGroup = groupId && groups.data?.some((g) => g.id === groupId) ? groupId : null;

  const download = () =>
    exportMenu.mutate(undefined, {
      onSuccess: (blob) => {
        downloadBlob(blob, `${t('catalogue.sheet.fileName')}.xlsx`);
      },
    });

  const upload = (file: File | null) => {
    if (!file) return;
    importMenu.mutate(file, {
      onSuccess: (done) =>
        notify(
          'success',
          t('catalogue.sheet.imported', {
            groups: done.groups.created + done.groups.updated,
            products: done.products.created + done.products.updated,
          }),
        ),
      onError: (error) => {
        if (isApiError(error, 'menu_import_invalid') && error.fields.length) setImportIssues(error.fields);
        else notify('danger', errorText(error), { title: t('errors.opss') });
      },
    });
  };

  const actions = (
    <Group gap="xs">
      {publish.data?.unpublishedChanges ? (
        <Tooltip label={t('catalogue.unpublishedHint')} withArrow>
          <Badge color="orange" variant="light" size="lg" role="status">
            {t('catalogue.unpublished')}
          </Badge>
        </Tooltip>
      ) : null}
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={download}
        loading={exportMenu.isPending}
      >
        {t('catalogue.sheet.export')}
      </Button>
      <FileButton onChange={upload} accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet">
        {(props) => (
          <Button
            {...props}
            variant="default"
            leftSection={<IconUpload size={16} aria-hidden />}
            loading={importMenu.isPending}
          >
            {t('catalogue.sheet.import')}
          </Button>
        )}
      </FileButton>
      <Button
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => setProductDialog({ product: null })}
        disabled={!groups.data?.length}
      >
        {t('catalogue.products.add')}
      </Button>
    </Group>
  );

  return (
    <StorePage
      title={t('catalogue.title')}
      noStoreText={t('catalogue.noStore')}
      actions={actions}
      queries={[groups, products]}
      loadFailedText={t('catalogue.loadError')}
      maw={1280}
    >
      {() =>
        groups.data &&
        products.data && (
          <>
            {/* The draft is not what the till and the guests see: said plainly, next to the unpublished badge. */}
            <Text size="sm" c="dimmed" mb="sm">
              {t('catalogue.publishedNote')}
            </Text>
            <Group align="flex-start" gap="md" wrap={phone ? 'wrap' : 'nowrap'}>
              <Stack style={{ flex: phone ? '1 1 100%' : '0 0 320px', minWidth: 0 }}>
                <GroupsPanel
                  storeId={storeId}
                  groups={groups.data}
                  selected={shownGroup}
                  onSelect={setGroupId}
                  onEdit={(group) => setGroupDialog({ group })}
                />
              </Stack>
              <Stack style={{ flex: '1 1 0', minWidth: 0 }}>
                <ProductsGrid
                  storeId={storeId}
                  products={products.data}
                  groups={groups.data}
                  currency={currency}
                  groupId={shownGroup}
                  onGroup={setGroupId}
                  images={imageById}
                  onEdit={(product) => setProductDialog({ product })}
                  onOrder={() => setOrdering(true)}
                />
              </Stack>
            </Group>
            <GroupModal
              storeId={storeId}
              languages={languages}
              opened={groupDialog !== null}
              group={groupDialog?.group ?? null}
              onClose={() => setGroupDialog(null)}
            />
            <ProductModal
              storeId={storeId}
              languages={languages}
              currency={currency}
              groups={groups.data}
              opened={productDialog !== null}
              product={productDialog?.product ?? null}
              groupId={shownGroup}
              onClose={() => setProductDialog(null)}
            />
            <ProductOrderModal
              storeId={storeId}
              group={ordering ? (groups.data.find((g) => g.id === shownGroup) ?? null) : null}
              products={products.data.filter((p) => p.groupId === shownGroup)}
              onClose={() => setOrdering(false)}
            />
            <ImportErrorsModal issues={importIssues} onClose={() => setImportIssues(null)} />
          </>
        )
      }
    </StorePage>
  );
}
