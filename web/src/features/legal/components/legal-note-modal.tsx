import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { legalNoteTypes, supportedLanguages, type Language } from '@sofra/contracts/core/enums';
import type * as LegalCalls from '@sofra/contracts/legal/legal.calls';
import * as validating from '@sofra/contracts/legal/legal.calls?validate';
import type { LegalNote } from '@sofra/contracts/legal/legal.calls';
import { FormActions } from '../../../components/form-actions/form-actions';
import { LazyRichTextEditor as RichTextEditor } from '../../../components/rich-text-editor/lazy-rich-text-editor';
import { showServerErrors, useContractForm } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { isBlankHtml } from './blank-html';
import { useSaveLegalNote, type LegalNoteType, type NoteOwner } from '../api/legal-api';

// The contract's own rules, with the real zod, in this lazily loaded screen (docs/adr/0004-portal-validation.md).
const { ZLegalNoteSave } = validating as unknown as typeof LegalCalls;
const fieldTexts = { detail: 'legalNotes.bodyRequired' };

export interface LegalNoteModalProps {
  opened: boolean;
  /** The note to edit; absent for a new note. */
  note?: LegalNote;
  owner: NoteOwner;
  /** The notes already there: a new note of the same type and language replaces one of them. */
  existing: LegalNote[];
  fullScreen: boolean;
  onClose: () => void;
}

/** New or edit: type, language, caption and the text in the rich-text editor. Type and language of a saved note stay. */
export function LegalNoteModal({ opened, onClose, ...rest }: LegalNoteModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={rest.note ? t('legalNotes.editTitle') : t('legalNotes.newTitle')}
      size="xl"
      fullScreen={rest.fullScreen}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* Remounted per note so the form starts from that note's values. */}
      {opened && <NoteForm key={rest.note?.id ?? 'new'} onDone={onClose} {...rest} />}
    </Modal>
  );
}

function NoteForm({
  note,
  owner,
  existing,
  onDone,
}: Omit<LegalNoteModalProps, 'opened' | 'onClose' | 'fullScreen'> & { onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveLegalNote(owner);
  const form = useContractForm({
    schema: ZLegalNoteSave,
    initialValues: {
      type: note?.type ?? ('privacy-policy' as LegalNoteType),
      lang: note?.lang ?? ('tr' as Language),
      caption: note?.caption ?? '',
      detail: note?.detail ?? '',
    },
    // Text with no words in it (only '<p></p>' or line breaks) counts as empty.
    toInput: (v) => ({ ...v, caption: v.caption.trim(), detail: isBlankHtml(v.detail) ? '' : v.detail }),
    fieldTexts,
  });
  const { type, lang } = form.getValues();
  const replaces = !note && existing.some((n) => n.type === type && n.lang === lang);

  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: note?.id, ...values, caption: values.caption.trim() },
      {
        onSuccess: () => {
          notify('success', t('legalNotes.saved'));
          onDone();
        },
        onError: (error) => showServerErrors(form, error, { fieldTexts }),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('legalNotes.type')}
            allowDeselect={false}
            disabled={Boolean(note)}
            data={legalNoteTypes.map((v) => ({ value: v, label: t(`legalNotes.types.${v}`) }))}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('type')}
          />
          <Select
            label={t('legalNotes.language')}
            allowDeselect={false}
            disabled={Boolean(note)}
            data={supportedLanguages.map((v) => ({ value: v, label: t(`legalNotes.languages.${v}`) }))}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('lang')}
          />
        </SimpleGrid>
        {replaces && <Alert color="yellow">{t('legalNotes.replaces')}</Alert>}
        <TextInput
          label={t('legalNotes.caption')}
          name="caption"
          withAsterisk
          maxLength={200}
          {...form.getInputProps('caption')}
        />
        <RichTextEditor
          label={t('legalNotes.body')}
          withAsterisk
          value={form.getValues().detail}
          onChange={(html) => form.setFieldValue('detail', html)}
          error={form.errors.detail as string | undefined}
        />
        <FormActions
          cancelLabel={t('common.cancel')}
          onCancel={onDone}
          submitLabel={t('common.save')}
          busy={save.isPending}
        />
      </Stack>
    </form>
  );
}
