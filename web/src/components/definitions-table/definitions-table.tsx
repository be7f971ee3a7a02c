import '@mantine/core/styles/Tooltip.css';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { ActionIcon, Button, Modal, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconHelp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import { grids, MOBILE_MAX_WIDTH } from '@sofra/contracts/core/constants';
import { confirmAction } from '../confirm/confirm';
import { DataGrid, type DataGridColumn } from '../data-grid/data-grid';
import { RowActions } from '../row-actions/row-actions';
import { StorePage, type PageQuery } from '../store-page/store-page';
import { notify } from '../../lib/notify';
import { screenPrefs } from '../../lib/screen-prefs';
import { useSession } from '../../lib/session';
import { urls } from '../../lib/urls';
import { ColumnSettings } from './column-settings';
import { runTour, type RunningTour, type TourStep } from './intro-tour';

/** The key under which seeing the intro tour is kept: one for every definitions screen. */
const DEFINITIONS_TOUR = 'definitions';

export interface DefinitionColumn<T> extends DataGridColumn<T> {
  /** The user may hide it from the Columns menu; false for the column that names the row. Default true. */
  hideable?: boolean;
}

export interface DefinitionFormProps<T> {
  /** The active store's id. */
  storeId: string;
  /** The record edited; null for a new one. */
  record: T | null;
  /** Leaves the dialog without saving. */
  onClose: () => void;
  /** The save went through: says so and closes the dialog. */
  onSaved: () => void;
}

/** What a delete names: one row (`id`), or the selection in one call (`ids`, all or none). */
export type DefinitionsDelete = { id: string } | { ids: string[] };

export interface DefinitionsTableTexts {
  title: string;
  /** Why the screen needs a store, while the user owns none. */
  noStore: string;
  /** The add button ('New tax rate'); also the add dialog's title. */
  add: string;
  /** The edit dialog's title. */
  edit: string;
  /** What the screen is for: the first stop of its tour. */
  intro: string;
  /** The grid's accessible name; the title unless given. */
  listLabel?: string;
  empty?: string;
  /** Under the list when it is read-only (`canEdit={false}`): what changing it needs; the definitions permission unless given. */
  readOnly?: string;
}

/** What the screen reads: TanStack Query's result of the list. */
export interface DefinitionsQuery<T> extends PageQuery {
  data?: T[];
  isFetching: boolean;
}

export interface DefinitionsTableProps<T extends { id: string; name: string }> {
  /** The screen's name: the key of its saved columns and of its tour (per user). */
  screen: string;
  texts: DefinitionsTableTexts;
  list: DefinitionsQuery<T>;
  /** Other reads the columns or the form need (the tax rates of a department). */
  queries?: PageQuery[];
  /** Memoize them: the rows are re-queried when they change. Every column gets a filter unless it says otherwise. */
  columns: DefinitionColumn<T>[];
  /** The add and edit dialog's content; it ends with FormActions. */
  Form: ComponentType<DefinitionFormProps<T>>;
  /** Deletes what is named; rejects when refused (the call has said why). */
  onDelete: (target: DefinitionsDelete) => Promise<unknown>;
  /** False: the list only, no add, edit, delete or selection (staff without the permission). */
  canEdit?: boolean;
  /** Rows can be ticked and the selection deleted in one call. Default true (with `canEdit`). */
  selectable?: boolean;
  /** The search box above the grid, over the searchable columns. Default true. */
  search?: boolean;
  /** The screen the back button leads to; the dashboard unless given. */
  backTo?: string;
}

/** Page sizes: the spec's 10 first. */
const PAGE_SIZES = [grids.definitionsPageSize, 20, 50, 100] as const;

/**
 * The one screen of a kind of definition (spec section 2, "Definitions table"): back button, title, add button, an
 * intro tour shown on a user's first visit and again from the help button, a search bar, the grid with selection,
 * page size 10, a filter row, columns the user may hide (kept per user and screen), and an actions column of 175 px
 * with Edit and Delete. Add and edit open a dialog; deletes ask first, a selection goes in one call.
 */
export function DefinitionsTable<T extends { id: string; name: string }>({
  screen,
  texts,
  list,
  queries = [],
  columns,
  Form,
  onDelete,
  canEdit = true,
  selectable = true,
  search = true,
  backTo = urls.main.reportDashboard,
}: DefinitionsTableProps<T>) {
  const { t } = useTranslation();
  const { user, activeStoreId } = useSession();
  const selecting = canEdit && selectable;
  const userId = user?.id ?? '';
  const phone = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });
  const root = useRef<HTMLDivElement>(null);
  const tour = useRef<RunningTour | null>(null);

  const [hidden, setHidden] = useState<Set<string>>(() => new Set(screenPrefs.hiddenColumns(userId, screen)));
  const changeHidden = (next: Set<string>) => {
    setHidden(next);
    screenPrefs.setHiddenColumns(userId, screen, [...next]);
  };
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  // The dialog: null closed, { record: null } adding, { record } editing. The title stays while it closes.
  const [dialog, setDialog] = useState<{ record: T | null } | null>(null);
  const [lastDialog, setLastDialog] = useState<{ record: T | null } | null>(null);
  if (dialog && dialog !== lastDialog) setLastDialog(dialog);

  const hideable = useMemo(() => columns.filter((c) => c.hideable !== false), [columns]);
  const shownColumns = useMemo<DataGridColumn<T>[]>(
    () =>
      columns
        .filter((c) => !hidden.has(c.accessor) || c.hideable === false)
        .map((c) => ({ ...c, filter: c.filter ?? true, searchable: search && (c.searchable ?? true) })),
    [columns, hidden, search],
  );

  /** The tour's stops over what the screen shows now; a stop whose element is not there (no rows yet) is left out. */
  const tourSteps = useCallback((): TourStep[] => {
    const at = (selector: string) => root.current?.querySelector(selector) ?? undefined;
    const stop = (selector: string, key: string, description = t(`definitions.tour.${key}`)): TourStep => ({
      element: at(selector),
      title: t(`definitions.tour.${key}Title`),
      description,
    });
    const stops = [
      canEdit && stop('[data-tour="add"]', 'add', t('definitions.tour.add', { add: texts.add })),
      search && stop('[data-grid-part="search"]', 'search'),
      stop('[data-grid-part="rows"]', 'grid', t(selecting ? 'definitions.tour.grid' : 'definitions.tour.gridReadOnly')),
      stop('[data-tour="columns"]', 'columns'),
      canEdit && stop('[data-grid-part="row-actions"]', 'actions'),
      stop('[data-tour="help"]', 'help'),
    ];
    return [
      // First what the screen is for, in the middle of the screen.
      { title: texts.title, description: texts.intro },
      ...stops.filter((s): s is TourStep => s !== false && s.element !== undefined),
    ];
  }, [t, texts, canEdit, selecting, search]);

  const startTour = useCallback(async () => {
    tour.current?.stop();
    const running = await runTour(
      tourSteps(),
      {
        next: t('definitions.tour.next'),
        previous: t('definitions.tour.previous'),
        done: t('definitions.tour.done'),
        close: t('definitions.tour.close'),
        // driver.js fills these in itself.
        progress: t('definitions.tour.progress', { current: '{{current}}', total: '{{total}}' }),
      },
      () => {
        if (tour.current === running) tour.current = null;
      },
    );
    tour.current = running;
    return running;
  }, [t, tourSteps]);

  // The tour shows by itself on the user's first visit of a definitions screen, once the list is there to point at:
  // the screens work alike, so one tour seen is enough for the group (the help button shows each screen's own).
  const loaded = !list.isPending && !list.isError;
  const startFirstTour = useEffectEvent(() => startTour());
  useEffect(() => {
    if (!loaded || !userId || screenPrefs.tourSeen(userId, DEFINITIONS_TOUR)) return;
    let left = false;
    void startFirstTour().then((running) => {
      if (left) return running.stop();
      screenPrefs.setTourSeen(userId, DEFINITIONS_TOUR);
    });
    return () => {
      left = true;
    };
  }, [loaded, userId]);
  // Leaving the screen ends its tour.
  useEffect(() => () => tour.current?.stop(), []);

  const askDelete = async (record: T) => {
    const done = await confirmAction({
      title: t('definitions.table.deleteTitle'),
      message: t('definitions.table.deleteOne', { name: record.name }),
      confirmLabel: t('definitions.table.delete'),
      danger: true,
      onConfirm: () => onDelete({ id: record.id }),
    });
    if (!done) return;
    notify('success', t('definitions.table.deleted', { count: 1 }));
    setSelected((s) => {
      const next = new Set(s);
      next.delete(record.id);
      return next;
    });
  };

  const askDeleteSelected = async () => {
    const ids = [...selected];
    const done = await confirmAction({
      title: t('definitions.table.deleteSelectedTitle', { count: ids.length }),
      message: t('definitions.table.deleteSelected', { count: ids.length }),
      confirmLabel: t('definitions.table.delete'),
      danger: true,
      onConfirm: () => onDelete({ ids }),
    });
    if (!done) return;
    notify('success', t('definitions.table.deleted', { count: ids.length }));
    setSelected(new Set());
  };

  // Text buttons: both words fit the spec's 175 px column on a desktop.
  const rowActions = canEdit
    ? (record: T) => (
        <RowActions
          withText
          actions={[
            { label: t('definitions.table.edit'), icon: IconPencil, onClick: () => setDialog({ record }) },
            {
              label: t('definitions.table.delete'),
              icon: IconTrash,
              color: 'red',
              onClick: () => void askDelete(record),
            },
          ]}
        />
      )
    : undefined;

  const headerActions: ReactNode = (
    <>
      <Tooltip label={t('definitions.table.showTour')}>
        <ActionIcon
          variant="default"
          size={phone ? 44 : 36}
          aria-label={t('definitions.table.showTour')}
          data-tour="help"
          onClick={() => void startTour()}
        >
          <IconHelp size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {canEdit ? (
        <Button
          h={phone ? 44 : undefined}
          leftSection={<IconPlus size={16} aria-hidden />}
          data-tour="add"
          onClick={() => setDialog({ record: null })}
        >
          {texts.add}
        </Button>
      ) : null}
    </>
  );

  const toolbar = (
    <>
      {selecting && selected.size > 0 ? (
        <Button
          variant="light"
          color="red"
          h={phone ? 44 : undefined}
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => void askDeleteSelected()}
        >
          {t('definitions.table.deleteSelectedButton', { count: selected.size })}
        </Button>
      ) : null}
      <ColumnSettings
        columns={hideable.map((c) => ({ accessor: c.accessor, title: c.title }))}
        hidden={hidden}
        onChange={changeHidden}
        alwaysShown={columns.length - hideable.length}
        large={phone}
      />
    </>
  );

  const shownDialog = dialog ?? lastDialog;
  return (
    <div ref={root}>
      <StorePage
        title={texts.title}
        noStoreText={texts.noStore}
        backTo={backTo}
        actions={headerActions}
        queries={[list, ...queries]}
      >
        {() => (
          <DataGrid<T>
            label={texts.listLabel ?? texts.title}
            records={list.data ?? []}
            columns={shownColumns}
            fetching={list.isFetching}
            selection={selecting ? { selected, onChange: setSelected } : undefined}
            rowActions={rowActions}
            actionsWidth={grids.definitionsActionsWidth}
            pageSizes={PAGE_SIZES}
            defaultPageSize={grids.definitionsPageSize}
            toolbar={toolbar}
            noRecordsText={texts.empty}
          />
        )}
      </StorePage>
      <Modal
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        title={shownDialog?.record ? texts.edit : texts.add}
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {/* A new form per opening: it starts from the record (or empty). */}
        {dialog ? (
          <Form
            storeId={activeStoreId ?? ''}
            record={dialog.record}
            onClose={() => setDialog(null)}
            onSaved={() => {
              notify('success', t('definitions.table.saved'));
              setDialog(null);
            }}
          />
        ) : null}
      </Modal>
      {!canEdit ? (
        <Text size="sm" c="dimmed" mt="sm">
          {texts.readOnly ?? t('definitions.table.readOnly')}
        </Text>
      ) : null}
    </div>
  );
}
