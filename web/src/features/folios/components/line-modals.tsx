import '@mantine/core/styles/NumberInput.css';
import { Modal, NativeSelect, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { formatPercent } from '../../../components/folio-view/folio-format';
import type * as FolioSchemas from '@sofra/contracts/folios/folios.schemas';
import type { FolioLine } from '@sofra/contracts/folios/folios.schemas';
import * as validating from '@sofra/contracts/folios/folios.schemas?validate';
import { FormActions } from '../../../components/form-actions/form-actions';
import { useContractForm } from '../../../lib/form';
import { fromMinor } from '../../../lib/money';
import { useDeleteReasons, useDiscountReasons, useGiftReasons } from '../api/folios-api';
import { useMoney } from './folio-format';
import { MoneyInput, typedToMinor, type Typed } from './money-input';

// The contract's own rules, with the real zod, in this lazily loaded screen (docs/adr/0004-portal-validation.md).
const { ZFolioDiscountApply, ZFolioGift, ZFolioLineNote, ZFolioVoid } = validating as unknown as typeof FolioSchemas;
const ZDiscountForm = ZFolioDiscountApply.pick({ reasonId: true, value: true });
const ZGiftForm = ZFolioGift.pick({ reasonId: true });
const ZVoidForm = ZFolioVoid.pick({ reasonId: true, quantity: true });
const ZNoteForm = ZFolioLineNote.pick({ note: true });

interface ModalFrameProps {
  title: ReactNode;
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}

function ModalFrame({ title, opened, onClose, children }: ModalFrameProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('common.close') }}>
      {/* A new form per opening: it starts from the line's state. */}
      {opened && children}
    </Modal>
  );
}

/** Which line a modal works on; `line: null` is the whole folio (a folio discount). */
export interface LineTarget {
  line: FolioLine | null;
}

interface ReasonFormProps {
  storeId: string;
  target: LineTarget;
  busy: boolean;
  onClose: () => void;
}

// ---- discount

export interface DiscountInput {
  reasonId: string;
  value?: number;
}

/** A discount on a line or on the whole folio: a discount reason, and a value when the reason leaves it to the till. */
export function DiscountModal({
  target,
  onApply,
  ...rest
}: Omit<ReasonFormProps, 'target'> & { target: LineTarget | null; onApply: (v: DiscountInput) => Promise<unknown> }) {
  const { t } = useTranslation();
  const title = target?.line
    ? t('folios.discount.lineTitle', { name: target.line.name })
    : t('folios.discount.folioTitle');
  return (
    <ModalFrame title={title} opened={target !== null} onClose={rest.onClose}>
      {target ? <DiscountForm target={target} onApply={onApply} {...rest} /> : null}
    </ModalFrame>
  );
}

function DiscountForm({
  storeId,
  target,
  busy,
  onClose,
  onApply,
}: ReasonFormProps & { onApply: (v: DiscountInput) => Promise<unknown> }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const reasons = useDiscountReasons(storeId).data?.filter((r) => r.active) ?? [];
  const current = target.line?.discount;
  const form = useContractForm({
    schema: ZDiscountForm,
    initialValues: {
      reasonId: current?.reasonId ?? '',
      value: (current ? (current.kind === 'amount' ? fromMinor(current.value) : current.value) : '') as Typed,
    },
    toInput: (v) => ({ reasonId: v.reasonId, value: v.value === '' ? undefined : Number(v.value) }),
  });
  const reason = reasons.find((r) => r.id === form.values.reasonId);
  const amount = reason?.kind === 'amount';
  /** The value as sent: percent as typed, an amount in minor units. */
  const valueOf = (typed: Typed) => {
    if (typed === '') return undefined;
    return amount ? typedToMinor(typed) : Number(typed);
  };

  const submit = form.onSubmit((v) => {
    if (!reason || busy) return;
    const value = valueOf(v.value);
    if (value === undefined && reason.value === 0) {
      form.setFieldError('value', t('validation.required'));
      return;
    }
    if (!amount && value !== undefined && value > 100) {
      form.setFieldError('value', t('validation.tooBig', { max: 100 }));
      return;
    }
    // The reason's own value unless the user typed another.
    const override = value !== undefined && value !== reason.value ? value : undefined;
    onApply({ reasonId: reason.id, value: reason.value === 0 ? value : override }).then(onClose, () => undefined);
  });

  const valueHint = reason
    ? reason.value === 0
      ? t('folios.discount.valueNeeded')
      : t('folios.discount.valueDefault', {
          value: reason.kind === 'amount' ? money(reason.value) : formatPercent(reason.value, i18n.language),
        })
    : undefined;

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <NativeSelect
          label={t('folios.discount.reason')}
          withAsterisk
          data-autofocus
          data={reasonChoices(t('folios.chooseReason'), reasons, (r) =>
            r.value === 0
              ? r.name
              : `${r.name} (${r.kind === 'amount' ? money(r.value) : formatPercent(r.value, i18n.language)})`,
          )}
          {...form.getInputProps('reasonId')}
          onChange={(e) => {
            const next = reasons.find((r) => r.id === e.currentTarget.value);
            form.setValues({
              reasonId: e.currentTarget.value,
              value: next && next.value !== 0 ? (next.kind === 'amount' ? fromMinor(next.value) : next.value) : '',
            });
          }}
        />
        {reason ? (
          amount ? (
            <MoneyInput
              key={`amount-${reason.id}`}
              label={t('folios.discount.amount')}
              description={valueHint}
              withAsterisk={reason.value === 0}
              {...form.getInputProps('value')}
            />
          ) : (
            <NumberInput
              key={`percent-${reason.id}`}
              label={t('folios.discount.percent')}
              description={valueHint}
              withAsterisk={reason.value === 0}
              min={0}
              max={100}
              decimalScale={2}
              suffix=" %"
              allowNegative={false}
              hideControls
              inputMode="decimal"
              {...form.getInputProps('value')}
            />
          )
        ) : null}
        <FormActions
          cancelLabel={t('common.cancel')}
          onCancel={onClose}
          submitLabel={t('folios.discount.apply')}
          busy={busy}
        />
      </Stack>
    </form>
  );
}

/** A reason select's choices: an empty "choose" first, then the reasons labelled as given. */
const reasonChoices = <R extends { id: string }>(choose: string, reasons: R[], label: (r: R) => string) => [
  { value: '', label: choose },
  ...reasons.map((r) => ({ value: r.id, label: label(r) })),
];

// ---- gift

/** A line given as a gift (ikram): a gift reason; it stays on the bill at price 0. */
export function GiftModal({
  target,
  onGift,
  ...rest
}: Omit<ReasonFormProps, 'target'> & { target: LineTarget | null; onGift: (reasonId: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  return (
    <ModalFrame
      title={t('folios.gift.title', { name: target?.line?.name ?? '' })}
      opened={target !== null}
      onClose={rest.onClose}
    >
      {target ? <GiftForm target={target} onGift={onGift} {...rest} /> : null}
    </ModalFrame>
  );
}

function GiftForm({
  storeId,
  busy,
  onClose,
  onGift,
}: ReasonFormProps & { onGift: (reasonId: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const reasons = useGiftReasons(storeId).data?.filter((r) => r.active) ?? [];
  const form = useContractForm({ schema: ZGiftForm, initialValues: { reasonId: '' } });
  const submit = form.onSubmit((v) => {
    if (busy) return;
    onGift(v.reasonId).then(onClose, () => undefined);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('folios.gift.hint')}</Text>
        <NativeSelect
          label={t('folios.gift.reason')}
          withAsterisk
          data-autofocus
          data={reasonChoices(t('folios.chooseReason'), reasons, (r) => r.name)}
          {...form.getInputProps('reasonId')}
        />
        <FormActions
          cancelLabel={t('common.cancel')}
          onCancel={onClose}
          submitLabel={t('folios.gift.apply')}
          busy={busy}
        />
      </Stack>
    </form>
  );
}

// ---- void

export interface VoidInput {
  reasonId: string;
  quantity?: number;
}

/** A line taken off with a deletion reason, all of it or part (the voided part becomes a line of its own). */
export function VoidModal({
  target,
  onVoid,
  ...rest
}: Omit<ReasonFormProps, 'target'> & { target: LineTarget | null; onVoid: (v: VoidInput) => Promise<unknown> }) {
  const { t } = useTranslation();
  return (
    <ModalFrame
      title={t('folios.void.title', { name: target?.line?.name ?? '' })}
      opened={target !== null}
      onClose={rest.onClose}
    >
      {target?.line ? <VoidForm target={target} onVoid={onVoid} {...rest} /> : null}
    </ModalFrame>
  );
}

function VoidForm({
  storeId,
  target,
  busy,
  onClose,
  onVoid,
}: ReasonFormProps & { onVoid: (v: VoidInput) => Promise<unknown> }) {
  const { t } = useTranslation();
  const line = target.line!;
  const reasons = useDeleteReasons(storeId).data?.filter((r) => r.active) ?? [];
  const form = useContractForm({
    schema: ZVoidForm,
    initialValues: { reasonId: '', quantity: line.quantity as Typed },
    toInput: (v) => ({ reasonId: v.reasonId, quantity: v.quantity === '' ? undefined : Number(v.quantity) }),
  });
  const submit = form.onSubmit((v) => {
    if (busy) return;
    const quantity = Number(v.quantity);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > line.quantity) {
      form.setFieldError('quantity', t('validation.tooBig', { max: line.quantity }));
      return;
    }
    onVoid({ reasonId: v.reasonId, quantity: quantity < line.quantity ? quantity : undefined }).then(
      onClose,
      () => undefined,
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('folios.void.hint')}</Text>
        <NativeSelect
          label={t('folios.void.reason')}
          withAsterisk
          data-autofocus
          data={reasonChoices(t('folios.chooseReason'), reasons, (r) =>
            r.wasted ? t('folios.void.wasted', { name: r.name }) : r.name,
          )}
          {...form.getInputProps('reasonId')}
        />
        {line.quantity > 1 ? (
          <NumberInput
            label={t('folios.void.quantity')}
            description={t('folios.void.quantityHint', { total: line.quantity })}
            min={1}
            max={line.quantity}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('quantity')}
          />
        ) : null}
        <FormActions
          cancelLabel={t('common.cancel')}
          onCancel={onClose}
          submitLabel={t('folios.void.apply')}
          busy={busy}
          color="red.9"
        />
      </Stack>
    </form>
  );
}

// ---- note

/** A line's note (what the kitchen reads), changed while the folio is open; emptied, it is taken off. */
export function NoteModal({
  line,
  busy,
  onClose,
  onSave,
}: {
  line: FolioLine | null;
  busy: boolean;
  onClose: () => void;
  onSave: (note: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <ModalFrame title={t('folios.note.title', { name: line?.name ?? '' })} opened={line !== null} onClose={onClose}>
      {line ? <NoteForm line={line} busy={busy} onClose={onClose} onSave={onSave} /> : null}
    </ModalFrame>
  );
}

function NoteForm({
  line,
  busy,
  onClose,
  onSave,
}: {
  line: FolioLine;
  busy: boolean;
  onClose: () => void;
  onSave: (note: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const form = useContractForm({
    schema: ZNoteForm,
    initialValues: { note: line.note },
    toInput: (v) => ({ note: v.note.trim() }),
  });
  const submit = form.onSubmit((v) => {
    if (busy) return;
    const note = v.note.trim();
    // The same note: nothing to send.
    if (note === line.note) return onClose();
    onSave(note).then(onClose, () => undefined);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('folios.note.label')}
          description={t('folios.note.hint')}
          maxLength={200}
          data-autofocus
          {...form.getInputProps('note')}
        />
        <FormActions
          cancelLabel={t('common.cancel')}
          onCancel={onClose}
          submitLabel={t('folios.note.submit')}
          busy={busy}
        />
      </Stack>
    </form>
  );
}
