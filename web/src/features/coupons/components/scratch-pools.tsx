import '@mantine/core/styles/Combobox.css';
import { useState, type FormEvent } from 'react';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Switch.css';
import {
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTicket, IconTrash } from '@tabler/icons-react';
import { MAX_POOL_ENTRIES, type Coupon, type ScratchPool } from '@sofra/contracts/loyalty/coupons.schemas';
import type * as CouponSchemas from '@sofra/contracts/loyalty/coupons.schemas';
import * as validating from '@sofra/contracts/loyalty/coupons.schemas?validate';
import { FormActions } from '../../../components/form-actions/form-actions';
import { formatPercent } from '../../../components/folio-view/folio-format';
import { GuestKeyInput, useGuestKey } from '../../../components/guest-key/guest-key';
import { LoadFailed } from '../../../components/load-failed/load-failed';
import { isApiError } from '../../../lib/api-error';
import { errorText } from '../../../lib/error-text';
import { showRefusal, useContractForm } from '../../../lib/form';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePools, useSavePool, useScratch } from '../api/coupons-api';
import { scratchChances } from './scratch-chances';
import { RowActions } from '../../../components/row-actions/row-actions';

// The contract's own rules, with the real zod, in this lazily loaded screen (docs/adr/0004-portal-validation.md).
const { ZScratchPoolSave } = validating as unknown as typeof CouponSchemas;

export interface ScratchPoolsProps {
  storeId: string;
  /** The store's coupons: a pool's prizes are chosen among them. */
  coupons: Coupon[];
  fullScreen?: boolean;
}

/**
 * The "Scratch cards" tab of /main/coupon-management (docs/coupons.md, Scratch cards): the store's pools with each
 * prize's chance, a form to create or change one, and a scratch for a guest in front of the staff.
 */
export function ScratchPools({ storeId, coupons, fullScreen }: ScratchPoolsProps) {
  const { t, i18n } = useTranslation();
  const pools = usePools(storeId);
  const [editing, setEditing] = useState<ScratchPool | 'new' | null>(null);
  const [scratching, setScratching] = useState<ScratchPool | null>(null);
  const nameOf = (id: string) => coupons.find((c) => c.id === id)?.name ?? t('coupons.scratch.unknownCoupon');
  const list = pools.data ?? [];

  const newButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
      {t('coupons.scratch.create')}
    </Button>
  );

  return (
    <Stack gap="md">
      {pools.isPending ? (
        <Text c="dimmed">{t('common.loading')}</Text>
      ) : pools.isError ? (
        <LoadFailed
          message={t('coupons.scratch.loadFailed')}
          onRetry={pools.refetch}
          retryLabel={t('coupons.scratch.retry')}
        />
      ) : list.length === 0 ? (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm" align="flex-start">
            <Text fw={600}>{t('coupons.scratch.empty')}</Text>
            <Text size="sm" c="dimmed">
              {t('coupons.scratch.emptyHint')}
            </Text>
            {newButton}
          </Stack>
        </Paper>
      ) : (
        <>
          <Group justify="flex-end">{newButton}</Group>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {list.map((pool) => {
              const chances = scratchChances(
                pool.entries.map((e) => e.weight),
                pool.noPrizeWeight,
              );
              return (
                <Paper key={pool.id} withBorder p="md" radius="md" component="section" aria-label={pool.name}>
                  <Stack gap="xs">
                    <Group justify="space-between" wrap="nowrap">
                      <Title order={3} size="h5">
                        {pool.name}
                      </Title>
                      <Badge color={pool.active ? 'teal.9' : 'gray.7'}>
                        {t(pool.active ? 'coupons.scratch.active' : 'coupons.scratch.inactive')}
                      </Badge>
                    </Group>
                    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                      {pool.entries.map((e, i) => (
                        <li key={e.couponId}>
                          <Text size="sm" component="span">
                            {nameOf(e.couponId)} — {formatPercent(chances.entries[i] ?? 0, i18n.language)}
                          </Text>
                        </li>
                      ))}
                      <li>
                        <Text size="sm" component="span" c="dimmed">
                          {t('coupons.scratch.noPrize')} — {formatPercent(chances.noPrize, i18n.language)}
                        </Text>
                      </li>
                    </ul>
                    <Text size="sm" c="dimmed">
                      {t('coupons.scratch.draws', { count: pool.draws })}
                    </Text>
                    <Group gap="xs">
                      <Button
                        variant="light"
                        size="xs"
                        leftSection={<IconPencil size={16} aria-hidden />}
                        onClick={() => setEditing(pool)}
                        aria-label={t('coupons.scratch.editNamed', { name: pool.name })}
                      >
                        {t('coupons.scratch.edit')}
                      </Button>
                      <Button
                        size="xs"
                        leftSection={<IconTicket size={16} aria-hidden />}
                        disabled={!pool.active}
                        onClick={() => setScratching(pool)}
                        aria-label={t('coupons.scratch.scratchNamed', { name: pool.name })}
                      >
                        {t('coupons.scratch.scratch')}
                      </Button>
                    </Group>
                  </Stack>
                </Paper>
              );
            })}
          </SimpleGrid>
        </>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing === 'new' ? 'coupons.scratch.createTitle' : 'coupons.scratch.editTitle')}
        size="lg"
        fullScreen={fullScreen}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {editing !== null ? (
          <PoolForm
            storeId={storeId}
            pool={editing === 'new' ? null : editing}
            coupons={coupons}
            onClose={() => setEditing(null)}
          />
        ) : null}
      </Modal>
      <Modal
        opened={scratching !== null}
        onClose={() => setScratching(null)}
        title={t('coupons.scratch.scratchTitle', { name: scratching?.name ?? '' })}
        fullScreen={fullScreen}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {scratching ? <ScratchForm storeId={storeId} pool={scratching} onClose={() => setScratching(null)} /> : null}
      </Modal>
    </Stack>
  );
}

interface EntryRow {
  /** A stable React key while rows are added and removed. */
  key: number;
  couponId: string | null;
  weight: number | string;
}

interface PoolValues extends Record<string, unknown> {
  name: string;
  entries: EntryRow[];
  noPrizeWeight: number | string;
  active: boolean;
}

let rowKey = 0;
const newRow = (couponId: string | null = null, weight: number | string = 1): EntryRow => ({
  key: ++rowKey,
  couponId,
  weight,
});
/** A number as typed; an empty one is missing, so the form says it is required. */
const num = (v: number | string) => (v === '' ? undefined : Number(v));

/** The form's values as coupon/savePool's input. */
const toPoolInput = (storeId: string, pool: ScratchPool | null, v: PoolValues) => ({
  storeId,
  ...(pool ? { id: pool.id } : {}),
  name: v.name.trim(),
  entries: v.entries.map((e) => ({ couponId: e.couponId ?? '', weight: num(e.weight) })),
  noPrizeWeight: num(v.noPrizeWeight),
  active: v.active,
});

function PoolForm({
  storeId,
  pool,
  coupons,
  onClose,
}: {
  storeId: string;
  pool: ScratchPool | null;
  coupons: Coupon[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const save = useSavePool(storeId);
  const form = useContractForm<PoolValues>({
    schema: ZScratchPoolSave,
    initialValues: {
      name: pool?.name ?? '',
      entries: pool ? pool.entries.map((e) => newRow(e.couponId, e.weight)) : [newRow()],
      noPrizeWeight: pool?.noPrizeWeight ?? 0,
      active: pool?.active ?? true,
    },
    toInput: (v) => toPoolInput(storeId, pool, v),
  });
  const { entries } = form.values;
  const weight = (v: number | string) => (v === '' ? 0 : Number(v));
  const chances = scratchChances(
    entries.map((e) => weight(e.weight)),
    weight(form.values.noPrizeWeight),
  );
  // A pool's prizes are active coupons of the store (a disabled coupon already in it stays listed).
  const options = coupons
    .filter((c) => c.status === 'active' || entries.some((e) => e.couponId === c.id))
    .map((c) => ({ value: c.id, label: c.name }));

  const submit = form.onSubmit((values) => {
    if (new Set(values.entries.map((e) => e.couponId)).size !== values.entries.length)
      return form.setFieldError('root', t('coupons.scratch.couponTwice'));
    const { storeId: _store, ...input } = toPoolInput(storeId, pool, values);
    // The schema has passed: every number is there.
    save.mutate(input as Parameters<typeof save.mutate>[0], {
      onSuccess: (saved) => {
        notify('success', t('coupons.scratch.saved', { name: saved.name }));
        onClose();
      },
      onError: (error) => showRefusal(form, error),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('coupons.scratch.name')}
          withAsterisk
          data-autofocus
          maxLength={80}
          {...form.getInputProps('name')}
        />
        <Text size="sm" c="dimmed">
          {t('coupons.scratch.weightsHint')}
        </Text>
        {entries.map((row, i) => (
          <Group key={row.key} align="flex-end" wrap="nowrap" gap="xs">
            <Select
              label={t('coupons.scratch.prize', { n: i + 1 })}
              data={options}
              {...form.getInputProps(`entries.${i}.couponId`)}
              searchable
              nothingFoundMessage={t('coupons.scratch.noCoupons')}
              style={{ flex: 1, minWidth: 0 }}
            />
            <NumberInput
              label={t('coupons.scratch.weight')}
              aria-label={t('coupons.scratch.weightOf', { n: i + 1 })}
              min={1}
              max={10_000}
              allowDecimal={false}
              {...form.getInputProps(`entries.${i}.weight`)}
              w={90}
            />
            <Text
              component="output"
              size="sm"
              w={56}
              ta="right"
              pb={8}
              aria-label={t('coupons.scratch.chanceOf', { n: i + 1 })}
            >
              {formatPercent(chances.entries[i] ?? 0, i18n.language)}
            </Text>
            <RowActions
              actions={[
                {
                  label: t('coupons.scratch.removePrize', { n: i + 1 }),
                  icon: IconTrash,
                  color: 'red',
                  disabled: entries.length === 1,
                  onClick: () => form.removeListItem('entries', i),
                },
              ]}
            />
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={entries.length >= MAX_POOL_ENTRIES}
            onClick={() => form.insertListItem('entries', newRow())}
          >
            {t('coupons.scratch.addPrize')}
          </Button>
        </Group>
        <Group align="flex-end" wrap="nowrap" gap="xs">
          <NumberInput
            label={t('coupons.scratch.noPrizeWeight')}
            min={0}
            max={10_000}
            allowDecimal={false}
            {...form.getInputProps('noPrizeWeight')}
            style={{ flex: 1 }}
          />
          <Text component="output" size="sm" w={56} ta="right" pb={8} aria-label={t('coupons.scratch.noPrizeChance')}>
            {formatPercent(chances.noPrize, i18n.language)}
          </Text>
        </Group>
        <Switch label={t('coupons.scratch.activeLabel')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <FormActions
          error={form.errors.root}
          cancelLabel={t('common.cancel')}
          onCancel={onClose}
          submitLabel={t('common.save')}
          busy={save.isPending}
        />
      </Stack>
    </form>
  );
}

function ScratchForm({ storeId, pool, onClose }: { storeId: string; pool: ScratchPool; onClose: () => void }) {
  const { t } = useTranslation();
  const field = useGuestKey();
  const scratch = useScratch(storeId);
  const result = scratch.data;
  const unknown = isApiError(scratch.error, 'user_not_found');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const guest = field.submit();
    if (guest) scratch.mutate({ poolId: pool.id, guest });
  };

  if (result)
    return (
      <Stack gap="sm">
        <Paper withBorder p="md" radius="md" role="status">
          {result.prize ? (
            <Stack gap={4}>
              <Text fw={700}>{t('coupons.scratch.won', { name: result.prize.name })}</Text>
              <Text>{t('coupons.scratch.wonCode', { code: result.prize.code })}</Text>
            </Stack>
          ) : (
            <Text fw={700}>{t('coupons.scratch.lost')}</Text>
          )}
        </Paper>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('common.close')}</Button>
        </Group>
      </Stack>
    );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('coupons.scratch.scratchHint')}
        </Text>
        <GuestKeyInput field={field} unknown={unknown} />
        {scratch.error && !unknown ? (
          <Text role="alert" c="red" size="sm">
            {errorText(scratch.error)}
          </Text>
        ) : null}
        <FormActions
          cancelLabel={t('common.cancel')}
          onCancel={onClose}
          submitLabel={t('coupons.scratch.scratch')}
          busy={scratch.isPending}
        />
      </Stack>
    </form>
  );
}
