import '@mantine/core/styles/Combobox.css';
import { useState, type FormEvent } from 'react';
import {
  ActionIcon,
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
import { FormActions } from '../../../components/form-actions/form-actions';
import { formatPercent } from '../../../components/folio-view/folio-format';
import { GuestKeyInput, useGuestKey } from '../../../components/guest-key/guest-key';
import { LoadFailed } from '../../../components/load-failed/load-failed';
import { isApiError } from '../../../lib/api-error';
import { errorText } from '../../../lib/error-text';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePools, useSavePool, useScratch } from '../api/coupons-api';
import { scratchChances } from './scratch-chances';

const percent = formatPercent;

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
                      <Badge variant="light" color={pool.active ? 'green.9' : 'gray'}>
                        {t(pool.active ? 'coupons.scratch.active' : 'coupons.scratch.inactive')}
                      </Badge>
                    </Group>
                    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                      {pool.entries.map((e, i) => (
                        <li key={e.couponId}>
                          <Text size="sm" component="span">
                            {nameOf(e.couponId)} — {percent(chances.entries[i] ?? 0, i18n.language)}
                          </Text>
                        </li>
                      ))}
                      <li>
                        <Text size="sm" component="span" c="dimmed">
                          {t('coupons.scratch.noPrize')} — {percent(chances.noPrize, i18n.language)}
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
  key: number;
  couponId: string | null;
  weight: number | string;
}

let rowKey = 0;

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
  const [name, setName] = useState(pool?.name ?? '');
  const [entries, setEntries] = useState<EntryRow[]>(
    pool ? pool.entries.map((e) => ({ key: ++rowKey, ...e })) : [{ key: ++rowKey, couponId: null, weight: 1 }],
  );
  const [noPrize, setNoPrize] = useState<number | string>(pool?.noPrizeWeight ?? 0);
  const [active, setActive] = useState(pool?.active ?? true);
  const [error, setError] = useState<string | null>(null);
  const num = (v: number | string) => (v === '' ? 0 : Number(v));
  const chances = scratchChances(
    entries.map((e) => num(e.weight)),
    num(noPrize),
  );
  // A pool's prizes are active coupons of the store (a disabled coupon already in it stays listed).
  const options = coupons
    .filter((c) => c.status === 'active' || entries.some((e) => e.couponId === c.id))
    .map((c) => ({ value: c.id, label: c.name }));
  const update = (key: number, patch: Partial<EntryRow>) =>
    setEntries((rows) => rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!name.trim()) return setError(t('coupons.scratch.nameRequired'));
    if (entries.some((e) => !e.couponId)) return setError(t('coupons.scratch.chooseCoupon'));
    if (new Set(entries.map((e) => e.couponId)).size !== entries.length)
      return setError(t('coupons.scratch.couponTwice'));
    if (entries.some((e) => num(e.weight) < 1)) return setError(t('coupons.scratch.weightRequired'));
    save.mutate(
      {
        ...(pool ? { id: pool.id } : {}),
        name: name.trim(),
        entries: entries.map((e) => ({ couponId: e.couponId!, weight: num(e.weight) })),
        noPrizeWeight: num(noPrize),
        active,
      },
      {
        onSuccess: (saved) => {
          notify('success', t('coupons.scratch.saved', { name: saved.name }));
          onClose();
        },
        onError: (e) => setError(errorText(e)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('coupons.scratch.name')}
          withAsterisk
          data-autofocus
          maxLength={80}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Text size="sm" c="dimmed">
          {t('coupons.scratch.weightsHint')}
        </Text>
        {entries.map((row, i) => (
          <Group key={row.key} align="flex-end" wrap="nowrap" gap="xs">
            <Select
              label={t('coupons.scratch.prize', { n: i + 1 })}
              data={options}
              value={row.couponId}
              onChange={(v) => update(row.key, { couponId: v })}
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
              value={row.weight}
              onChange={(v) => update(row.key, { weight: v })}
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
              {percent(chances.entries[i] ?? 0, i18n.language)}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              size={36}
              mb={2}
              disabled={entries.length === 1}
              aria-label={t('coupons.scratch.removePrize', { n: i + 1 })}
              onClick={() => setEntries((rows) => rows.filter((r) => r.key !== row.key))}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={entries.length >= MAX_POOL_ENTRIES}
            onClick={() => setEntries((rows) => [...rows, { key: ++rowKey, couponId: null, weight: 1 }])}
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
            value={noPrize}
            onChange={setNoPrize}
            style={{ flex: 1 }}
          />
          <Text component="output" size="sm" w={56} ta="right" pb={8} aria-label={t('coupons.scratch.noPrizeChance')}>
            {percent(chances.noPrize, i18n.language)}
          </Text>
        </Group>
        <Switch
          label={t('coupons.scratch.activeLabel')}
          checked={active}
          onChange={(e) => setActive(e.currentTarget.checked)}
        />
        {error ? (
          <Text role="alert" c="red" size="sm">
            {error}
          </Text>
        ) : null}
        <FormActions
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
