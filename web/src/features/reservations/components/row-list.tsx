import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A row's remove button in a point's editable lists (slot lengths, booking hours). */
export function RemoveRowButton({
  label,
  disabled,
  onClick,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <ActionIcon variant="subtle" color="red" size={36} aria-label={label} disabled={disabled} onClick={onClick}>
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  );
}

/** Under a point's editable list: the list's own refusal, a hint, and the button adding a row (off at the limit). */
export function RowListEnd({
  error,
  hint,
  addLabel,
  full,
  onAdd,
}: {
  error: ReactNode;
  hint?: ReactNode;
  addLabel: string;
  /** The list holds as many rows as the contract takes. */
  full: boolean;
  onAdd: () => void;
}) {
  return (
    <>
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
      {hint ? (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      ) : null}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} disabled={full} onClick={onAdd}>
          {addLabel}
        </Button>
      </Group>
    </>
  );
}
