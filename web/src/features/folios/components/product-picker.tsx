import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  Button,
  Chip,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconAdjustments, IconMinus, IconPencil, IconPlus, IconSearch, IconSend, IconTrash } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { supportedLanguages, type Language } from '@sofra/contracts/core/enums';
import type { StoreMenu } from '@sofra/contracts/menu/published.schemas';
import { LoadFailed } from '../../../components/load-failed/load-failed';
import { containsText } from '../../../lib/search-text';
import { useNothingPublished, useStoreMenu } from '../api/folios-api';
import { modifiersFor, optionNames, unitPrice, type MenuProduct } from '../api/menu-choices';
import { useMoney } from './folio-format';
import { OptionsModal, type CartItem } from './options-modal';
import { UnpublishedMenu } from './unpublished-menu';
import { RowActions } from '../../../components/row-actions/row-actions';

/** A line as `folio/save` takes it. */
export interface NewLine {
  productId: string;
  quantity: number;
  options: string[];
  note: string;
}

interface ProductPickerProps {
  storeId: string;
  /** The send button's text: "Open folio" for a new one, "Add to folio" for an open one. */
  sendLabel: string;
  sending: boolean;
  /** A new folio may be opened with nothing on it yet. */
  allowEmpty: boolean;
  onSend: (lines: NewLine[]) => Promise<unknown>;
}

const pickerLanguage = (language: string): Language =>
  (supportedLanguages as readonly string[]).includes(language) ? (language as Language) : 'tr';

/**
 * The published menu as buttons (groups as chips, a search over every product) and the order being put together;
 * a product with variations asks for its options first. Everything chosen goes to the folio in one save.
 */
export function ProductPicker({ storeId, sendLabel, sending, allowEmpty, onSend }: ProductPickerProps) {
  const { t, i18n } = useTranslation();
  const menu = useStoreMenu(storeId, pickerLanguage(i18n.language));
  const unpublished = useNothingPublished(storeId, menu.data);

  if (menu.isPending) return <Loader size="sm" role="status" aria-label={t('common.loading')} />;
  if (menu.isError) {
    return <LoadFailed message={t('folios.picker.loadError')} onRetry={() => menu.refetch()} />;
  }
  return (
    <PickerBody
      menu={unpublished ? null : (menu.data ?? null)}
      unpublished={<UnpublishedMenu storeId={storeId} />}
      sendLabel={sendLabel}
      sending={sending}
      allowEmpty={allowEmpty}
      onSend={onSend}
    />
  );
}

function PickerBody({
  menu,
  sendLabel,
  sending,
  allowEmpty,
  onSend,
  unpublished,
}: Omit<ProductPickerProps, 'storeId'> & { menu: StoreMenu | null; unpublished: ReactNode }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [group, setGroup] = useState<string>('all');
  const [search, setSearch] = useState('');
  const [cart, setCart] = useState<CartItem[]>([]);
  const [choosing, setChoosing] = useState<{ product: MenuProduct; item?: CartItem } | null>(null);

  const products = useMemo(() => {
    if (!menu) return [];
    const order = new Map(menu.productGroups.map((g) => [g.id, g.sequence]));
    const all = [...menu.products].sort(
      (a, b) => (order.get(a.group) ?? 0) - (order.get(b.group) ?? 0) || a.sequence - b.sequence,
    );
    if (search.trim()) return all.filter((p) => containsText(p.name, search));
    return group === 'all' ? all : all.filter((p) => p.group === group);
  }, [menu, group, search]);

  const byId = useMemo(() => new Map((menu?.products ?? []).map((p) => [p.id, p])), [menu]);
  const modifiersOf = (product: MenuProduct) => (menu ? modifiersFor(menu, product) : []);

  const addItem = (item: Omit<CartItem, 'key'>, replace?: string) =>
    setCart((c) => {
      if (replace) return c.map((i) => (i.key === replace ? { ...item, key: replace } : i));
      // The same product with the same options and note is one item with more of it.
      const same = c.find(
        (i) => i.productId === item.productId && i.note === item.note && i.optionIds.join() === item.optionIds.join(),
      );
      if (same) return c.map((i) => (i === same ? { ...i, quantity: i.quantity + item.quantity } : i));
      return [...c, { ...item, key: crypto.getRandomValues(new Uint32Array(2)).join('-') }];
    });

  const pick = (product: MenuProduct) => {
    if (modifiersOf(product).length > 0) setChoosing({ product });
    else addItem({ productId: product.id, optionIds: [], quantity: 1, note: '' });
  };

  const setQuantity = (key: string, quantity: number) =>
    setCart((c) =>
      quantity < 1 ? c.filter((i) => i.key !== key) : c.map((i) => (i.key === key ? { ...i, quantity } : i)),
    );

  const priceOf = (item: CartItem) => {
    const product = byId.get(item.productId);
    return product ? unitPrice(product, modifiersOf(product), item.optionIds) * item.quantity : 0;
  };
  const total = cart.reduce((sum, item) => sum + priceOf(item), 0);

  const send = () =>
    onSend(
      cart.map((i) => ({ productId: i.productId, quantity: i.quantity, options: i.optionIds, note: i.note })),
    ).then(
      () => setCart([]),
      () => undefined,
    );

  return (
    <Stack gap="sm">
      {menu ? (
        <>
          <TextInput
            aria-label={t('folios.picker.search')}
            placeholder={t('folios.picker.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          {!search.trim() ? (
            <Chip.Group multiple={false} value={group} onChange={(v) => setGroup(v)}>
              <Group gap={6} role="radiogroup" aria-label={t('folios.picker.groups')}>
                <Chip value="all" size="sm">
                  {t('folios.picker.allGroups')}
                </Chip>
                {[...menu.productGroups]
                  .sort((a, b) => a.sequence - b.sequence)
                  .map((g) => (
                    <Chip key={g.id} value={g.id} size="sm">
                      {g.name}
                    </Chip>
                  ))}
              </Group>
            </Chip.Group>
          ) : null}
          {products.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('folios.picker.noProducts')}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" aria-label={t('folios.picker.products')} role="group">
              {products.map((product) => (
                <UnstyledButton
                  key={product.id}
                  onClick={() => pick(product)}
                  p="xs"
                  style={{
                    border: '1px solid var(--mantine-color-default-border)',
                    borderRadius: 'var(--mantine-radius-md)',
                    minHeight: 64,
                  }}
                >
                  <Group gap={4} wrap="nowrap" justify="space-between" align="flex-start">
                    <Text size="sm" fw={600} lineClamp={2}>
                      {product.name}
                    </Text>
                    {modifiersOf(product).length > 0 ? (
                      <IconAdjustments size={14} aria-label={t('folios.picker.hasOptions')} />
                    ) : null}
                  </Group>
                  <Text size="sm">{money(product.price)}</Text>
                </UnstyledButton>
              ))}
            </SimpleGrid>
          )}
        </>
      ) : (
        unpublished
      )}

      <Paper withBorder radius="md" p="sm">
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('folios.picker.order')}
          </Title>
          {cart.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('folios.picker.orderEmpty')}
            </Text>
          ) : (
            <Stack
              gap={6}
              component="ul"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label={t('folios.picker.order')}
            >
              {cart.map((item) => {
                const product = byId.get(item.productId);
                const name = product?.name ?? '';
                const options = product ? optionNames(modifiersOf(product), item.optionIds).join(', ') : '';
                return (
                  <li key={item.key}>
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text size="sm" fw={600}>
                          {item.quantity} × {name}
                        </Text>
                        {options ? (
                          <Text size="xs" c="dimmed">
                            {options}
                          </Text>
                        ) : null}
                        {item.note ? (
                          <Text size="xs" fs="italic">
                            {item.note}
                          </Text>
                        ) : null}
                        <Text size="xs">{money(priceOf(item))}</Text>
                      </Stack>
                      <RowActions
                        actions={[
                          {
                            label: t('folios.picker.less', { name }),
                            icon: item.quantity > 1 ? IconMinus : IconTrash,
                            onClick: () => setQuantity(item.key, item.quantity - 1),
                          },
                          {
                            label: t('folios.picker.more', { name }),
                            icon: IconPlus,
                            onClick: () => setQuantity(item.key, item.quantity + 1),
                          },
                          {
                            label: t('folios.picker.edit', { name }),
                            icon: IconPencil,
                            hidden: !product,
                            onClick: () => {
                              if (product) setChoosing({ product, item });
                            },
                          },
                        ]}
                      />
                    </Group>
                  </li>
                );
              })}
            </Stack>
          )}
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={700}>{t('folios.picker.orderTotal', { total: money(total) })}</Text>
            <Button
              onClick={send}
              loading={sending}
              disabled={cart.length === 0 && !allowEmpty}
              leftSection={<IconSend size={18} aria-hidden />}
            >
              {sendLabel}
            </Button>
          </Group>
        </Stack>
      </Paper>

      <OptionsModal
        product={choosing?.product ?? null}
        modifiers={choosing ? modifiersOf(choosing.product) : []}
        item={choosing?.item}
        onSave={(item) => addItem(item, choosing?.item?.key)}
        onClose={() => setChoosing(null)}
      />
    </Stack>
  );
}
