import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormActionsProps {
  /** The plain button that leaves without doing anything (Cancel, Close). */
  cancelLabel: ReactNode;
  onCancel: () => void;
  /** The main action: a submit button of the surrounding form, unless `onConfirm` is given. */
  submitLabel: ReactNode;
  onConfirm?: () => void;
  busy?: boolean;
  color?: string;
  /** Why the last try was refused, when no field shows it (a form's `errors.root`): said above the buttons. */
  error?: ReactNode;
}

/** The footer of a form or dialog: leave on the left, the main action on the right. */
export function FormActions({
  cancelLabel,
  onCancel,
  submitLabel,
  onConfirm,
  busy = false,
  color,
  error,
}: FormActionsProps) {
  return (
    <>
      {error ? (
        <Text role="alert" c="red" size="sm">
          {error}
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type={onConfirm ? 'button' : 'submit'} onClick={onConfirm} loading={busy} color={color}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
