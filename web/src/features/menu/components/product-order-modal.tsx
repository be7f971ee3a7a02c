import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState } from 'react';
import { ActionIcon, Group, Modal, Stack, Text } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type { Product, ProductGroup } from '@sofra/contracts/menu/catalogue.schemas';
import { notify } from '../../../lib/notify';
import { useSortProducts } from '../api/menu-api';

interface ProductOrderModalProps {
  storeId: string;
  /** The group whose products are put in order; null: closed. */
  group: ProductGroup | null;
  products: Product[];
  onClose: () => void;
}

/** The order of one group's products on the menu: moved as the groups are (handle, or Space and arrow keys). */
export function ProductOrderModal({ storeId, group, products, onClose }: ProductOrderModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={group !== null}
      onClose={onClose}
      title={group ? t('catalogue.products.orderTitle', { group: group.name }) : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {group && <OrderList storeId={storeId} group={group} products={products} />}
    </Modal>
  );
}

function OrderList({ storeId, group, products }: { storeId: string; group: ProductGroup; products: Product[] }) {
  const { t } = useTranslation();
  const sort = useSortProducts(storeId);
  const [ids, setIds] = useState(() => products.map((p) => p.id));
  const byId = new Map(products.map((p) => [p.id, p]));
  const nameOf = (id: unknown) => byId.get(String(id))?.name ?? '';
  const placeOf = (id: unknown) => ids.indexOf(String(id)) + 1;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const before = ids;
    const next = arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
    setIds(next);
    sort.mutate(
      { groupId: group.id, ids: next },
      {
        onSuccess: () => notify('success', t('catalogue.products.orderSaved')),
        onError: () => setIds(before),
      },
    );
  };

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('catalogue.products.orderHint')}
      </Text>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={dragEnd}
        accessibility={{
          announcements: {
            onDragStart: ({ active }) =>
              t('catalogue.groups.dragStart', { name: nameOf(active.id), place: placeOf(active.id) }),
            onDragOver: ({ active, over }) =>
              over ? t('catalogue.groups.dragOver', { name: nameOf(active.id), place: placeOf(over.id) }) : undefined,
            onDragEnd: ({ active, over }) =>
              over ? t('catalogue.groups.dragEnd', { name: nameOf(active.id), place: placeOf(over.id) }) : undefined,
            onDragCancel: ({ active }) => t('catalogue.groups.dragCancel', { name: nameOf(active.id) }),
          },
          screenReaderInstructions: { draggable: t('catalogue.groups.dragHelp') },
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <Stack gap={4} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
            {ids.map((id) => (
              <SortableProduct key={id} id={id} name={nameOf(id)} busy={sort.isPending} />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
    </Stack>
  );
}

function SortableProduct({ id, name, busy }: { id: string; name: string; busy: boolean }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled: busy,
  });
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      <Group
        gap="xs"
        wrap="nowrap"
        p={4}
        style={{
          borderRadius: 'var(--mantine-radius-sm)',
          border: '1px solid var(--mantine-color-default-border)',
          background: 'var(--mantine-color-body)',
          boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
        }}
      >
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          size={36}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
          aria-label={t('catalogue.products.move', { name })}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
        <Text size="sm" truncate>
          {name}
        </Text>
      </Group>
    </li>
  );
}
