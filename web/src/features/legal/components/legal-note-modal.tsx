import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/SimpleGrid.css';
import { useState, type FormEvent } from 'react';
import { Alert, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { legalNoteTypes, supportedLanguages, type Language } from '@sofra/contracts/core/enums';
import type { LegalNote } from '@sofra/contracts/legal/legal.calls';
import { LazyRichTextEditor as RichTextEditor } from '../../../components/rich-text-editor/lazy-rich-text-editor';
import { notify } from '../../../lib/notify';
import { useSaveLegalNote, type LegalNoteType, type NoteOwner } from '../api/legal-api';
import { FormActions } from '../../../components/form-actions/form-actions';

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

/** Text with no words in it (e.g. '<p></p>' or only line breaks) counts as empty. */
const isBlank = (html: string) =>
  !html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

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
  const [type, setType] = useState<LegalNoteType>(note?.type ?? 'privacy-policy');
  const [lang, setLang] = useState<Language>(note?.lang ?? 'tr');
  const [caption, setCaption] = useState(note?.caption ?? '');
  const [detail, setDetail] = useState(note?.detail ?? '');
  const [touched, setTouched] = useState(false);
  const save = useSaveLegalNote(owner);

  const captionError = touched && !caption.trim() ? t('common.fieldRequired') : undefined;
  const detailError = touched && isBlank(detail) ? t('legalNotes.bodyRequired') : undefined;
  const replaces = !note && existing.some((n) => n.type === type && n.lang === lang);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!caption.trim() || isBlank(detail) || save.isPending) return;
    save.mutate(
      { id: note?.id, type, lang, caption: caption.trim(), detail },
      {
        onSuccess: () => {
          notify('success', t('legalNotes.saved'));
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('legalNotes.type')}
            allowDeselect={false}
            disabled={Boolean(note)}
            data={legalNoteTypes.map((v) => ({ value: v, label: t(`legalNotes.types.${v}`) }))}
            value={type}
            onChange={(v) => v && setType(v as LegalNoteType)}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('legalNotes.language')}
            allowDeselect={false}
            disabled={Boolean(note)}
            data={supportedLanguages.map((v) => ({ value: v, label: t(`legalNotes.languages.${v}`) }))}
            value={lang}
            onChange={(v) => v && setLang(v as Language)}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        {replaces && <Alert color="yellow">{t('legalNotes.replaces')}</Alert>}
        <TextInput
          label={t('legalNotes.caption')}
          name="caption"
          withAsterisk
          maxLength={200}
          value={caption}
          onChange={(e) => setCaption(e.currentTarget.value)}
          error={captionError}
        />
        <RichTextEditor
          label={t('legalNotes.body')}
          withAsterisk
          value={detail}
          onChange={setDetail}
          error={detailError}
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
