import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type * as FolioSchemas from '@sofra/contracts/folios/folios.schemas';
import * as validating from '@sofra/contracts/folios/folios.schemas?validate';
import { FormActions } from '../../../components/form-actions/form-actions';
import { showRefusal, useContractForm } from '../../../lib/form';

const { ZFolioHideForm } = validating as unknown as typeof FolioSchemas;

interface HideModalProps {
  number: number;
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  /** Hides the folio with the reason given; a refusal is said in the form. */
  onHide: (reason: string) => Promise<unknown>;
}

/**
 * Why a folio leaves the list: a reason is required (kept with who gave it in the folio's history), and the dialog
 * says the folio stays in every total (docs/folio-screens.md, Hide / show).
 */
export function HideModal({ number, opened, onClose, ...rest }: HideModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('folioList.hide.title', { number })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened ? <HideForm onClose={onClose} {...rest} /> : null}
    </Modal>
  );
}

function HideForm({ busy, onClose, onHide }: Omit<HideModalProps, 'opened' | 'number'>) {
  const { t } = useTranslation();
  const form = useContractForm({
    schema: ZFolioHideForm,
    initialValues: { reason: '' },
    toInput: (v) => ({ reason: v.reason.trim() }),
  });
  const submit = form.onSubmit((v) => {
    if (busy) return;
    onHide(v.reason.trim()).then(onClose, (error: unknown) =>
      showRefusal(form, error, { textOf: { store_forbidden: 'folios.errors.forbidden' } }),
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('folioList.hide.message')}</Text>
        <TextInput label={t('folioList.hide.reason')} withAsterisk data-autofocus {...form.getInputProps('reason')} />
        <FormActions
          cancelLabel={t('common.cancel')}
          onCancel={onClose}
          submitLabel={t('folioList.hide.submit')}
          busy={busy}
          error={form.errors.root}
        />
      </Stack>
    </form>
  );
}
