import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Menu.css';
import { Button, Divider, Drawer, Group, Loader, Menu, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconCash,
  IconCheck,
  IconChevronDown,
  IconDiscount,
  IconTicket,
  IconLock,
  IconLockOpen,
  IconPlus,
  IconSwitchHorizontal,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { StoreTables, Table } from '@sofra/contracts/tables/tables.schemas';
import { confirmAction } from '../../../components/confirm/confirm';
import { FolioTotals } from '../../../components/folio-view/folio-totals';
import { ReceiptActions } from '../../../components/receipt/receipt-actions';
import { LoadFailed } from '../../../components/load-failed/load-failed';
import { notify } from '../../../lib/notify';
import {
  useAddPayment,
  useApplyDiscount,
  useCancelFolio,
  useCloseFolio,
  useDoneFolio,
  useFolio,
  useGiftLine,
  useLockFolio,
  useMoveTable,
  useRemovePayment,
  useSaveFolio,
  useVoidLine,
  useNoteLine,
  useSetCovers,
} from '../api/folios-api';
import { tableLabel, useCurrency } from './folio-format';
import { CollapsibleHistory } from './folio-history';
import { FolioLines } from './folio-lines';
import { CancelModal, MoveModal } from './folio-modals';
import { CouponModal } from './coupon-modal';
import { CoversModal, CoversStep, DEFAULT_COVERS } from './covers-step';
import { FolioPayments } from './folio-payments';

import { DiscountModal, GiftModal, NoteModal, VoidModal, type LineTarget } from './line-modals';
import { BackButton, FolioCampaignNote, FolioDiscountNote, FolioHeader } from './folio-header';
import { PaymentPanel } from './payment-panel';
import { ProductPicker, type NewLine } from './product-picker';

/** A folio not opened yet: where it goes. It is made with its first items in one save. */
export interface FolioDraft {
  serviceType: 'table' | 'take-away';
  table: Table | null;
}

interface FolioDrawerProps {
  storeId: string;
  tables: StoreTables;
  /** The folio shown, or null. */
  folioId: string | null;
  /** A folio being opened, or null. */
  draft: FolioDraft | null;
  /** A draft became a folio: show it. */
  onOpened: (id: string) => void;
  onClose: () => void;
}

/** The folio drawer: a folio run from open to closed, or a new one's first order. Full screen on a phone. */
export function FolioDrawer({ storeId, tables, folioId, draft, onOpened, onClose }: FolioDrawerProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const folio = useFolio(storeId, folioId);
  const title = draft
    ? draft.table
      ? t('folios.drawer.newTitle', { table: tableLabel(draft.table.groupName, draft.table.tableName) })
      : t('folios.drawer.newTakeAway')
    : folio.data
      ? t('folios.drawer.title', { number: folio.data.number })
      : t('folios.drawer.loading');
  return (
    <Drawer
      opened={Boolean(folioId || draft)}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'xl'}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {draft ? (
        <NewFolio storeId={storeId} draft={draft} onOpened={onOpened} />
      ) : folioId ? (
        // A new view per folio: one folio's panel or modal never carries over to another.
        <FolioView key={folioId} storeId={storeId} folioId={folioId} tables={tables} onDone={onClose} />
      ) : null}
    </Drawer>
  );
}

function NewFolio({
  storeId,
  draft,
  onOpened,
}: {
  storeId: string;
  draft: FolioDraft;
  onOpened: (id: string) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveFolio(storeId);
  // A table's bill asks for the number of guests first (skippable); take-away is not asked.
  const [asking, setAsking] = useState(draft.serviceType === 'table');
  const [covers, setCovers] = useState<number | null>(null);
  const open = (lines: NewLine[]) =>
    save
      .mutateAsync({ serviceType: draft.serviceType, tableId: draft.table?.id, lines, covers: covers ?? undefined })
      .then((folio) => {
        notify('success', t('folios.opened', { number: folio.number }));
        onOpened(folio.id);
      });
  if (asking) {
    return (
      <CoversStep
        initial={covers ?? DEFAULT_COVERS}
        submitLabel={t('folios.covers.next')}
        onSubmit={(n) => {
          setCovers(n);
          setAsking(false);
        }}
        skipLabel={t('folios.covers.skip')}
        onSkip={() => {
          setCovers(null);
          setAsking(false);
        }}
      />
    );
  }
  return (
    <Stack>
      <Group gap="xs" justify="space-between">
        <Text size="sm" c="dimmed">
          {t(`serviceTypes.${draft.serviceType}`)}
          {covers ? ` · ${t('folios.covers.count', { count: covers })}` : ''}
        </Text>
        {draft.serviceType === 'table' ? (
          <Button
            variant="subtle"
            size="compact-sm"
            aria-label={t('folios.covers.changeLabel')}
            onClick={() => setAsking(true)}
          >
            {t('folios.covers.change')}
          </Button>
        ) : null}
      </Group>
      <ProductPicker
        storeId={storeId}
        sendLabel={t('folios.actions.open')}
        sending={save.isPending}
        allowEmpty
        onSend={open}
      />
    </Stack>
  );
}

type View = 'folio' | 'picker' | 'pay';
type LineModal = { kind: 'discount' | 'gift' | 'void' | 'note'; target: LineTarget };

interface FolioViewProps {
  storeId: string;
  folioId: string;
  tables: StoreTables;
  /** The folio left the board (closed or cancelled): the drawer closes. */
  onDone: () => void;
}

function FolioView({ storeId, folioId, tables, onDone }: FolioViewProps) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const query = useFolio(storeId, folioId);
  const [view, setView] = useState<View>('folio');
  const [lineModal, setLineModal] = useState<LineModal | null>(null);
  const [folioModal, setFolioModal] = useState<'cancel' | 'move' | 'coupon' | 'covers' | null>(null);

  const save = useSaveFolio(storeId);
  const lock = useLockFolio(storeId);
  const done = useDoneFolio(storeId);
  const discount = useApplyDiscount(storeId);
  const gift = useGiftLine(storeId);
  const voidLine = useVoidLine(storeId);
  const noteLine = useNoteLine(storeId);
  const addPayment = useAddPayment(storeId);
  const removePayment = useRemovePayment(storeId);
  const close = useCloseFolio(storeId);
  const cancel = useCancelFolio(storeId);
  const move = useMoveTable(storeId);
  const setCovers = useSetCovers(storeId);

  const folio = query.data;
  if (!folio) {
    return query.isError ? (
      <LoadFailed message={t('folios.drawer.loadError')} onRetry={() => query.refetch()} />
    ) : (
      <Loader size="sm" role="status" aria-label={t('common.loading')} />
    );
  }

  const change = { id: folio.id, version: folio.version };
  const open = folio.status === 'open';
  const editable = open || folio.status === 'locked';
  const lineTarget = lineModal?.target ?? null;
  const closeLineModal = () => setLineModal(null);

  const addLines = (lines: NewLine[]) =>
    save.mutateAsync({ ...change, serviceType: folio.serviceType, lines }).then(() => {
      notify('success', t('folios.added', { count: lines.length }));
      setView('folio');
    });

  const closeFolio = () =>
    close.mutate(change, {
      onSuccess: (closed) => {
        notify('success', t('folios.closed', { number: closed.number }));
        onDone();
      },
    });

  const askRemovePayment = (paymentId: string) => {
    const payment = folio.payments.find((p) => p.id === paymentId);
    if (!payment) return;
    void confirmAction({
      title: t('folios.payments.removeTitle'),
      message: t('folios.payments.removeConfirm', { name: payment.name }),
      confirmLabel: t('folios.payments.removeSubmit'),
      danger: true,
      onConfirm: () => removePayment.mutateAsync({ ...change, paymentId }),
    });
  };
  const removingId = removePayment.isPending ? (removePayment.variables?.paymentId ?? null) : null;

  if (view === 'picker') {
    return (
      <Stack>
        <BackButton onClick={() => setView('folio')} />
        <ProductPicker
          storeId={storeId}
          sendLabel={t('folios.actions.send')}
          sending={save.isPending}
          allowEmpty={false}
          onSend={addLines}
        />
      </Stack>
    );
  }

  if (view === 'pay') {
    return (
      <Stack>
        <BackButton onClick={() => setView('folio')} />
        <PaymentPanel
          storeId={storeId}
          folio={folio}
          adding={addPayment.isPending}
          closing={close.isPending}
          removingId={removingId}
          onAdd={(p) => addPayment.mutateAsync({ ...change, ...p })}
          onRemove={askRemovePayment}
          onClose={closeFolio}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <FolioHeader folio={folio} onChangeCovers={editable ? () => setFolioModal('covers') : undefined} />

      {editable ? (
        <Stack gap="xs">
          <Group gap="xs" wrap="wrap">
            {open ? (
              <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setView('picker')}>
                {t('folios.actions.addProducts')}
              </Button>
            ) : null}
            <Button variant="light" leftSection={<IconCash size={18} aria-hidden />} onClick={() => setView('pay')}>
              {t('folios.actions.pay')}
            </Button>
            <Button
              color="teal.9"
              leftSection={<IconLock size={18} aria-hidden />}
              disabled={folio.totals.balance !== 0}
              loading={close.isPending}
              onClick={closeFolio}
            >
              {t('folios.actions.close')}
            </Button>
          </Group>
          <Group gap="xs" wrap="wrap">
            <Button
              variant="default"
              leftSection={open ? <IconLock size={18} aria-hidden /> : <IconLockOpen size={18} aria-hidden />}
              loading={lock.isPending}
              onClick={() => lock.mutate({ ...change, locked: open })}
            >
              {open ? t('folios.actions.lock') : t('folios.actions.unlock')}
            </Button>
            {!folio.doneAt ? (
              <Button
                variant="default"
                leftSection={<IconCheck size={18} aria-hidden />}
                loading={done.isPending}
                onClick={() => done.mutate(change)}
              >
                {t('folios.actions.done')}
              </Button>
            ) : null}
            <Menu position="bottom-end" shadow="md" withinPortal>
              <Menu.Target>
                <Button variant="default" rightSection={<IconChevronDown size={16} aria-hidden />}>
                  {t('folios.actions.more')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  leftSection={<IconDiscount size={16} aria-hidden />}
                  onClick={() => setLineModal({ kind: 'discount', target: { line: null } })}
                >
                  {t('folios.actions.folioDiscount')}
                </Menu.Item>
                <Menu.Item leftSection={<IconTicket size={16} aria-hidden />} onClick={() => setFolioModal('coupon')}>
                  {t('folios.actions.coupon')}
                </Menu.Item>
                {folio.discount ? (
                  <Menu.Item
                    leftSection={<IconX size={16} aria-hidden />}
                    onClick={() => discount.mutate({ ...change, reasonId: null })}
                  >
                    {t('folios.actions.removeFolioDiscount')}
                  </Menu.Item>
                ) : null}
                <Menu.Item
                  leftSection={<IconSwitchHorizontal size={16} aria-hidden />}
                  onClick={() => setFolioModal('move')}
                >
                  {t('folios.actions.move')}
                </Menu.Item>
                <Menu.Divider />
                <Menu.Item
                  color="red.9"
                  leftSection={<IconX size={16} aria-hidden />}
                  onClick={() => setFolioModal('cancel')}
                >
                  {t('folios.actions.cancel')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Stack>
      ) : !folio.doneAt && folio.status === 'closed' ? (
        <Group>
          <Button
            variant="default"
            leftSection={<IconCheck size={18} aria-hidden />}
            loading={done.isPending}
            onClick={() => done.mutate(change)}
          >
            {t('folios.actions.done')}
          </Button>
        </Group>
      ) : null}
      <ReceiptActions storeId={storeId} folio={folio} />

      <Divider label={t('folios.lines.title')} labelPosition="left" />
      <FolioLines
        lines={folio.lines}
        actions={
          editable
            ? {
                onDiscount: (line) => setLineModal({ kind: 'discount', target: { line } }),
                onRemoveDiscount: (line) => discount.mutate({ ...change, lineId: line.id, reasonId: null }),
                onGift: (line) => setLineModal({ kind: 'gift', target: { line } }),
                onRemoveGift: (line) => gift.mutate({ ...change, lineId: line.id, reasonId: null }),
                onVoid: (line) => setLineModal({ kind: 'void', target: { line } }),
                onNote: open ? (line) => setLineModal({ kind: 'note', target: { line } }) : undefined,
              }
            : undefined
        }
      />
      {folio.campaign ? <FolioCampaignNote folio={folio} /> : null}
      {folio.discount ? <FolioDiscountNote folio={folio} /> : null}

      <Divider label={t('folioView.totals')} labelPosition="left" />
      <FolioTotals totals={folio.totals} currency={currency} />

      <Divider label={t('folios.payments.title')} labelPosition="left" />
      <FolioPayments folio={folio} editable={editable} removingId={removingId} onRemove={askRemovePayment} />

      <Divider />
      <CollapsibleHistory history={folio.history} />

      <CoversModal
        opened={folioModal === 'covers'}
        covers={folio.covers}
        busy={setCovers.isPending}
        onClose={() => setFolioModal(null)}
        onSave={(covers) => setCovers.mutateAsync({ ...change, covers })}
      />
      <CouponModal
        storeId={storeId}
        folio={folio}
        opened={folioModal === 'coupon'}
        onClose={() => setFolioModal(null)}
      />
      <DiscountModal
        storeId={storeId}
        target={lineModal?.kind === 'discount' ? lineTarget : null}
        busy={discount.isPending}
        onClose={closeLineModal}
        onApply={(v) => discount.mutateAsync({ ...change, lineId: lineTarget?.line?.id, ...v })}
      />
      <GiftModal
        storeId={storeId}
        target={lineModal?.kind === 'gift' ? lineTarget : null}
        busy={gift.isPending}
        onClose={closeLineModal}
        onGift={(reasonId) => gift.mutateAsync({ ...change, lineId: lineTarget!.line!.id, reasonId })}
      />
      <VoidModal
        storeId={storeId}
        target={lineModal?.kind === 'void' ? lineTarget : null}
        busy={voidLine.isPending}
        onClose={closeLineModal}
        onVoid={(v) => voidLine.mutateAsync({ ...change, lineId: lineTarget!.line!.id, ...v })}
      />
      <NoteModal
        line={lineModal?.kind === 'note' ? (lineTarget?.line ?? null) : null}
        busy={noteLine.isPending}
        onClose={closeLineModal}
        onSave={(note) => noteLine.mutateAsync({ ...change, lineId: lineTarget!.line!.id, note })}
      />
      <CancelModal
        folio={folio}
        opened={folioModal === 'cancel'}
        busy={cancel.isPending}
        onClose={() => setFolioModal(null)}
        onCancel={(reason) =>
          cancel.mutateAsync({ ...change, reason }).then((cancelled) => {
            notify('success', t('folios.cancelled', { number: cancelled.number }));
            onDone();
          })
        }
      />
      <MoveModal
        folio={folio}
        tables={tables}
        opened={folioModal === 'move'}
        busy={move.isPending}
        onClose={() => setFolioModal(null)}
        onMove={(tableId) => move.mutateAsync({ ...change, tableId })}
      />
    </Stack>
  );
}
