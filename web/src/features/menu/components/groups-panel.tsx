import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Badge.css';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
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
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconGripVertical, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { ProductGroup } from '@sofra/contracts/menu/catalogue.schemas';
import { confirmAction } from '../../../components/confirm/confirm';
import { notify } from '../../../lib/notify';
import { useDeleteGroup, useSetGroupStatus, useSortGroups } from '../api/menu-api';
import { RowActions } from '../../../components/row-actions/row-actions';

interface GroupsPanelProps {
  storeId: string;
  groups: ProductGroup[];
  /** The group whose products the grid shows; null: all. */
  selected: string | null;
  onSelect: (groupId: string | null) => void;
  /** Opens the group dialog: a group to edit, or null for a new one. */
  onEdit: (group: ProductGroup | null) => void;
}

/**
 * The product groups in their menu order: drag a group by its handle (or focus the handle, Space, arrow keys, Space)
 * to move it; the new order is saved at once. Each group: its products filter, its active switch, edit and delete.
 */
export function GroupsPanel({ storeId, groups, selected, onSelect, onEdit }: GroupsPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const sort = useSortGroups(storeId);
  const setStatus = useSetGroupStatus(storeId);
  const deleteGroup = useDeleteGroup(storeId);
  const ids = useMemo(() => groups.map((g) => g.id), [groups]);
  const nameOf = (id: unknown) => groups.find((g) => g.id === id)?.name ?? '';
  const placeOf = (id: unknown) => ids.indexOf(String(id)) + 1;

  const sensors = useSensors(
    // A small move before a drag starts, so a tap on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('catalogue.groups.dragStart', { name: nameOf(active.id), place: placeOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('catalogue.groups.dragOver', { name: nameOf(active.id), place: placeOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('catalogue.groups.dragEnd', { name: nameOf(active.id), place: placeOf(over.id) }) : undefined,
    onDragCancel: ({ active }) => t('catalogue.groups.dragCancel', { name: nameOf(active.id) }),
  };

  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
    sort.mutate(next, { onSuccess: () => notify('success', t('catalogue.groups.sorted')) });
  };

  /** An empty group goes after a confirmation; one holding products asks which group they move to. */
  const remove = (group: ProductGroup) => {
    const others = groups.filter((g) => g.id !== group.id);
    const choice = { moveTo: others[0]?.id ?? '' };
    const holds = group.productCount > 0;
    if (holds && others.length === 0) {
      notify('warning', t('catalogue.groups.lastGroupHolds'));
      return;
    }
    void confirmAction({
      title: t('catalogue.groups.deleteTitle', { name: group.name }),
      message: (
        <Stack gap="sm">
          <Text size="sm">{t('catalogue.groups.deleteConfirm', { name: group.name })}</Text>
          {holds && (
            <MoveToSelect count={group.productCount} groups={others} onChange={(moveTo) => (choice.moveTo = moveTo)} />
          )}
        </Stack>
      ),
      confirmLabel: t('catalogue.delete'),
      danger: true,
      onConfirm: () =>
        deleteGroup.mutateAsync({ id: group.id, ...(holds ? { moveTo: choice.moveTo } : {}) }).then(() => {
          if (selected === group.id) onSelect(null);
          notify('success', t('catalogue.groups.deleted'));
        }),
    });
  };

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id={headingId}>
            {t('catalogue.groups.title')}
          </Title>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => onEdit(null)}
          >
            {t('catalogue.groups.add')}
          </Button>
        </Group>
        <UnstyledButton
          onClick={() => onSelect(null)}
          aria-pressed={selected === null}
          px="xs"
          py={6}
          style={{
            borderRadius: 'var(--mantine-radius-sm)',
            background: selected === null ? 'var(--mantine-color-orange-light)' : undefined,
          }}
        >
          <Text size="sm" fw={selected === null ? 700 : 500}>
            {t('catalogue.groups.all')}
          </Text>
        </UnstyledButton>
        {groups.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('catalogue.groups.empty')}
          </Text>
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={dragEnd}
            accessibility={{
              announcements,
              screenReaderInstructions: { draggable: t('catalogue.groups.dragHelp') },
            }}
          >
            <SortableContext items={ids} strategy={verticalListSortingStrategy}>
              <Stack
                gap={4}
                component="ol"
                m={0}
                p={0}
                style={{ listStyle: 'none' }}
                aria-label={t('catalogue.groups.title')}
              >
                {groups.map((group) => (
                  <SortableGroup
                    key={group.id}
                    group={group}
                    selected={selected === group.id}
                    busy={sort.isPending}
                    onSelect={() => onSelect(group.id)}
                    onActive={(active) =>
                      setStatus.mutate(
                        { id: group.id, active },
                        { onSuccess: () => notify('success', t('catalogue.groups.statusSaved')) },
                      )
                    }
                    onEdit={() => onEdit(group)}
                    onDelete={() => remove(group)}
                  />
                ))}
              </Stack>
            </SortableContext>
          </DndContext>
        )}
      </Stack>
    </Paper>
  );
}

interface SortableGroupProps {
  group: ProductGroup;
  selected: boolean;
  busy: boolean;
  onSelect: () => void;
  onActive: (active: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

function SortableGroup({ group, selected, busy, onSelect, onActive, onEdit, onDelete }: SortableGroupProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: group.id,
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
        gap={4}
        wrap="nowrap"
        px={4}
        py={2}
        style={{
          borderRadius: 'var(--mantine-radius-sm)',
          background: selected ? 'var(--mantine-color-orange-light)' : 'var(--mantine-color-body)',
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
          aria-label={t('catalogue.groups.move', { name: group.name })}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
        <UnstyledButton onClick={onSelect} aria-pressed={selected} style={{ flex: 1, minWidth: 0 }} py={6}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={selected ? 700 : 500} truncate c={group.active ? undefined : 'dimmed'}>
              {group.name}
            </Text>
            <Badge size="sm" variant="light" color="gray" style={{ flexShrink: 0 }}>
              {group.productCount}
            </Badge>
          </Group>
        </UnstyledButton>
        <Switch
          size="sm"
          checked={group.active}
          onChange={(e) => onActive(e.currentTarget.checked)}
          aria-label={t('catalogue.groups.activeOf', { name: group.name })}
        />
        <RowActions
          actions={[
            { label: t('catalogue.groups.edit', { name: group.name }), icon: IconPencil, onClick: onEdit },
            {
              label: t('catalogue.groups.delete', { name: group.name }),
              icon: IconTrash,
              color: 'red',
              onClick: onDelete,
            },
          ]}
        />
      </Group>
    </li>
  );
}

/** Where the products of a group being deleted go. */
function MoveToSelect({
  count,
  groups,
  onChange,
}: {
  count: number;
  groups: ProductGroup[];
  onChange: (moveTo: string) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(groups[0]?.id ?? '');
  return (
    <NativeSelect
      label={t('catalogue.groups.moveTo', { count })}
      value={value}
      onChange={(e) => {
        setValue(e.currentTarget.value);
        onChange(e.currentTarget.value);
      }}
      data={groups.map((g) => ({ value: g.id, label: g.name }))}
    />
  );
}
