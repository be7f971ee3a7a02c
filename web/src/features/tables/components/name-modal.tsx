import { useState, type FormEvent } from 'react';
import { Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions/form-actions';

interface NameModalProps {
  opened: boolean;
  title: string;
  label: string;
  initial?: string;
  onClose: () => void;
  /** The trimmed name; the caller saves it and closes the modal when saved. */
  onSave: (name: string) => void;
  /** The save is running. */
  busy?: boolean;
}

/** A one-field modal for a name (a new group, a renamed group). */
export function NameModal({ opened, title, label, initial = '', onClose, onSave, busy = false }: NameModalProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [touched, setTouched] = useState(false);
  // Each opening starts from `initial`: reset while rendering when the modal opens or its name changes.
  const [shownFor, setShownFor] = useState<{ opened: boolean; initial: string }>({ opened, initial });
  if (shownFor.opened !== opened || shownFor.initial !== initial) {
    setShownFor({ opened, initial });
    if (opened) {
      setName(initial);
      setTouched(false);
    }
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!name.trim() || busy) return;
    onSave(name.trim());
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={label}
            value={name}
            maxLength={60}
            data-autofocus
            onChange={(e) => setName(e.currentTarget.value)}
            error={touched && !name.trim() ? t('common.fieldRequired') : undefined}
          />
          <FormActions cancelLabel={t('common.close')} onCancel={onClose} submitLabel={t('common.save')} busy={busy} />
        </Stack>
      </form>
    </Modal>
  );
}
