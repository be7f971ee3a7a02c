import '@mantine/core/styles/Switch.css';
import { useMemo } from 'react';
import { Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconExternalLink, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { MOBILE_MAX_WIDTH } from '@sofra/contracts/core/constants';
import type { LegalNote } from '@sofra/contracts/legal/legal.calls';
import { confirmAction } from '../../../components/confirm/confirm';
import { DataGrid, type DataGridColumn } from '../../../components/data-grid/data-grid';
import { StorePage } from '../../../components/store-page/store-page';
import { formatFolioTime } from '../../../components/folio-view/folio-format';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { urls } from '../../../lib/urls';
import { legalNoteViewPath, useDeleteLegalNote, useLegalNotes, type NoteOwner } from '../api/legal-api';
import { LegalNoteModal } from '../components/legal-note-modal';
import { RowActions } from '../../../components/row-actions/row-actions';

/**
 * /main/legal-notes: the active store's legal notes, one per type and language; a master user may
 * switch to the platform's own notes. The open dialog lives in the URL (?note=new or ?note=<id>,
 * ?platform=1), so it survives a reload.
 */
export function Component() {
  const { t } = useTranslation();
  const { user, activeStoreId } = useSession();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });
  const search = useSearch({ from: urls.main.legalNotes });
  const navigate = useNavigate({ from: urls.main.legalNotes });
  const platform = Boolean(user?.isMaster) && search.platform === '1';
  const owner: NoteOwner = platform ? null : activeStoreId;
  const notes = useLegalNotes(owner, platform || Boolean(activeStoreId));
  const remove = useDeleteLegalNote(owner);

  /** The note open in the editor (`new` for a new one), kept in the address. */
  const openNote = (note: string | null) => void navigate({ search: (prev) => ({ ...prev, note: note ?? undefined }) });

  const noteParam = search.note;
  const editing = noteParam && noteParam !== 'new' ? notes.data?.find((n) => n.id === noteParam) : undefined;
  const modalOpen = noteParam === 'new' || Boolean(editing);

  const columns = useMemo<DataGridColumn<LegalNote>[]>(
    () => [
      {
        accessor: 'type',
        title: t('legalNotes.type'),
        text: (n) => t(`legalNotes.types.${n.type}`),
        sortable: true,
        filter: true,
        searchable: true,
      },
      {
        accessor: 'lang',
        title: t('legalNotes.language'),
        text: (n) => t(`legalNotes.languages.${n.lang}`),
        sortable: true,
        filter: true,
      },
      { accessor: 'caption', title: t('legalNotes.caption'), sortable: true, searchable: true },
      {
        accessor: 'updateDate',
        title: t('legalNotes.updated'),
        // Sorted by the instant; shown as a date and time.
        text: (n) => n.updateDate,
        render: (n) => formatFolioTime(n.updateDate),
        sortable: true,
      },
    ],
    [t],
  );

  const confirmDelete = (n: LegalNote) =>
    confirmAction({
      title: t('legalNotes.deleteTitle'),
      message: t('legalNotes.deleteConfirm', {
        caption: n.caption,
        type: t(`legalNotes.types.${n.type}`),
        language: t(`legalNotes.languages.${n.lang}`),
      }),
      confirmLabel: t('legalNotes.delete'),
      danger: true,
      onConfirm: () => remove.mutateAsync(n.id, { onSuccess: () => notify('success', t('legalNotes.deleted')) }),
    });

  const rowActions = (n: LegalNote) => (
    <RowActions
      actions={[
        {
          label: `${t('legalNotes.edit')}: ${n.caption}`,
          short: t('legalNotes.edit'),
          icon: IconPencil,
          onClick: () => openNote(n.id),
        },
        {
          label: `${t('legalNotes.delete')}: ${n.caption}`,
          short: t('legalNotes.delete'),
          icon: IconTrash,
          color: 'red',
          onClick: () => void confirmDelete(n),
        },
        {
          label: `${t('legalNotes.view')}: ${n.caption}`,
          short: t('legalNotes.view'),
          icon: IconExternalLink,
          href: legalNoteViewPath(n.type, n.lang, owner),
        },
      ]}
    />
  );

  return (
    <StorePage
      title={t('legalNotes.title')}
      subtitle={platform ? t('legalNotes.platformIntro') : undefined}
      noStoreText={t('legalNotes.noStore')}
      queries={[notes]}
      loadFailedText={t('legalNotes.loadFailed')}
      maw={1100}
      // A master user's platform notes need no store; the switch to them shows with or without one.
      needsStore={!platform}
      header={
        user?.isMaster && (
          <Switch
            label={t('legalNotes.platformSwitch')}
            checked={platform}
            onChange={(e) => void navigate({ search: e.currentTarget.checked ? { platform: '1' } : {} })}
          />
        )
      }
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={() => openNote('new')}>
          {t('legalNotes.add')}
        </Button>
      }
    >
      {() => (
        <>
          {!platform && <Text size="sm">{t('legalNotes.intro')}</Text>}
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <DataGrid<LegalNote>
                label={t('legalNotes.title')}
                records={notes.data ?? []}
                columns={columns}
                rowActions={rowActions}
                noRecordsText={t('legalNotes.empty')}
              />
              {notes.data?.length === 0 && (
                <Group>
                  <Text c="dimmed" size="sm">
                    {t('legalNotes.emptyHint')}
                  </Text>
                </Group>
              )}
            </Stack>
          </Paper>
          <LegalNoteModal
            opened={modalOpen}
            note={editing}
            owner={owner}
            existing={notes.data ?? []}
            fullScreen={mobile}
            onClose={() => openNote(null)}
          />
        </>
      )}
    </StorePage>
  );
}
