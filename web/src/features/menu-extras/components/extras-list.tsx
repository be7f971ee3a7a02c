import { useState, type ReactNode } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { confirmAction } from '../../../components/confirm/confirm';
import { DataGrid, type DataGridColumn } from '../../../components/data-grid/data-grid';
import { RowActions } from '../../../components/row-actions/row-actions';
import { StorePage, type PageQuery } from '../../../components/store-page/store-page';
import { notify } from '../../../lib/notify';
import { EmptyNotice } from './empty-notice';
import { ExtrasModal, type DialogState } from './extras-modal';

/** What a row needs for the list's own texts: its name ('Edit Portion', 'Portion deleted'). */
interface Named {
  id: string;
  name: string;
}

/** The form in the add or edit dialog: the record edited (null adding), and what closing and saving do. */
export interface ExtrasFormProps<T> {
  storeId: string;
  record: T | null;
  onClose: () => void;
  onSaved: () => void;
}

export interface ExtrasListProps<T extends Named> {
  /** The screen's title, also the grid's accessible name. */
  title: string;
  queries: PageQuery[];
  loadFailedText: string;
  maw?: number;
  records: T[];
  columns: DataGridColumn<T>[];
  fetching: boolean;
  /** Shown instead of the grid while it is set (nothing to list yet): what the screen is for. */
  empty: { title: string; hint: string } | null;
  /** Above the grid: notes and filters. */
  above?: ReactNode;
  /** The add button (at the title's right, and in the empty notice); left out on a screen that adds nothing. */
  add?: { label: string; disabled?: boolean };
  /**
   * Delete on each row, asked first: the screen's texts (`{texts}.deleteTitle`, `.deleteConfirm`, and
   * `.deleteAttached` for a row products or groups offer: how many), and the call that deletes.
   */
  remove?: {
    texts: 'menuExtras.variations' | 'menuExtras.suggestions';
    attached: (record: T) => number;
    run: (record: T) => Promise<unknown>;
  };
  dialogTitle: (record: T | null) => string;
  dialogSize?: string;
  form: (props: ExtrasFormProps<T>) => ReactNode;
}

/**
 * The list of a menu-extras screen (variations, suggestion lists, what products offer), drawn the one way: the
 * store's frame, an empty notice or the grid with edit (and delete) on each row, and the add or edit dialog, whose
 * saving is told in a notification.
 */
export function ExtrasList<T extends Named>({
  title,
  queries,
  loadFailedText,
  maw,
  records,
  columns,
  fetching,
  empty,
  above,
  add,
  remove,
  dialogTitle,
  dialogSize,
  form,
}: ExtrasListProps<T>) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<DialogState<T>>(null);
  // The dialog keeps its title while it closes.
  const [lastDialog, setLastDialog] = useState<DialogState<T>>(null);
  if (dialog && dialog !== lastDialog) setLastDialog(dialog);

  const askDelete = async (record: T) => {
    if (!remove) return;
    const attached = remove.attached(record);
    const done = await confirmAction({
      title: t(`${remove.texts}.deleteTitle`),
      message: t(`${remove.texts}.${attached ? 'deleteAttached' : 'deleteConfirm'}`, {
        name: record.name,
        count: attached,
      }),
      confirmLabel: t('menuExtras.delete'),
      danger: true,
      onConfirm: () => remove.run(record),
    });
    if (done) notify('success', t('menuExtras.deleted', { name: record.name }));
  };

  const addButton = add ? (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      disabled={add.disabled}
      onClick={() => setDialog({ record: null })}
    >
      {add.label}
    </Button>
  ) : undefined;
  const grid = (
    <DataGrid<T>
      label={title}
      records={records}
      columns={columns}
      fetching={fetching}
      // Room for the text buttons: Edit, or Edit and Delete.
      actionsWidth={remove ? 175 : 110}
      rowActions={(r) => (
        <RowActions
          withText
          actions={[
            {
              label: t('menuExtras.editOf', { name: r.name }),
              short: t('menuExtras.edit'),
              icon: IconPencil,
              onClick: () => setDialog({ record: r }),
            },
            {
              label: t('menuExtras.deleteOf', { name: r.name }),
              short: t('menuExtras.delete'),
              icon: IconTrash,
              color: 'red',
              hidden: !remove,
              onClick: () => void askDelete(r),
            },
          ]}
        />
      )}
    />
  );
  const shown = dialog ?? lastDialog;
  return (
    <StorePage
      title={title}
      noStoreText={t('menuExtras.noStore')}
      queries={queries}
      loadFailedText={loadFailedText}
      actions={records.length > 0 ? addButton : undefined}
      maw={maw}
    >
      {(id) => (
        <>
          {empty ? (
            <EmptyNotice title={empty.title} hint={empty.hint} action={addButton} />
          ) : above ? (
            <Stack>
              {above}
              {grid}
            </Stack>
          ) : (
            grid
          )}
          <ExtrasModal
            opened={dialog !== null}
            size={dialogSize}
            title={shown ? dialogTitle(shown.record) : ''}
            onClose={() => setDialog(null)}
          >
            {dialog
              ? form({
                  storeId: id,
                  record: dialog.record,
                  onClose: () => setDialog(null),
                  onSaved: () => {
                    notify('success', t('menuExtras.saved'));
                    setDialog(null);
                  },
                })
              : null}
          </ExtrasModal>
        </>
      )}
    </StorePage>
  );
}
