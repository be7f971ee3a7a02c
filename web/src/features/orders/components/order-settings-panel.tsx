import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, NumberInput, Paper, Stack, Switch, Text } from '@mantine/core';
import type { StoreStatus } from '@sofra/contracts/core/enums';
import type * as LiveSchemas from '@sofra/contracts/live/live.schemas';
import * as validating from '@sofra/contracts/live/live.schemas?validate';
import { MAX_PREP_MINUTES } from '@sofra/contracts/live/live.schemas';
import { errorText } from '../../../lib/error-text';
import { showServerErrors, useContractForm } from '../../../lib/form';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useSaveOrderSettings, useSetStoreStatus } from '../api/orders-api';

const { ZOrderSettingsSave } = validating as unknown as typeof LiveSchemas;
const ZSettings = ZOrderSettingsSave.pick({ autoAccept: true, prepMinutes: true, newBillPerOrder: true });

interface Settings {
  autoAccept: boolean;
  prepMinutes: number;
  newBillPerOrder: boolean;
  status: StoreStatus;
}

const statusColor: Record<StoreStatus, string> = {
  open: 'teal.9',
  'rush-hour': 'orange.9',
  'out-of-order': 'red.9',
  close: 'gray.7',
};

/**
 * The order service's switches: pause new orders (open ↔ rush-hour, one click; out of order apart), and
 * auto-accept with the store's default preparation time, and whether a table's orders join its open bill.
 */
export function OrderSettingsPanel({ storeId, settings }: { storeId: string; settings: Settings }) {
  const { t } = useTranslation();
  const setStatus = useSetStoreStatus(storeId);
  const save = useSaveOrderSettings(storeId);
  const form = useContractForm<{ autoAccept: boolean; prepMinutes: number | string; newBillPerOrder: boolean }>({
    schema: ZSettings,
    initialValues: {
      autoAccept: settings.autoAccept,
      prepMinutes: settings.prepMinutes,
      newBillPerOrder: settings.newBillPerOrder,
    },
    toInput: (v) => ({
      autoAccept: v.autoAccept,
      newBillPerOrder: v.newBillPerOrder,
      prepMinutes: typeof v.prepMinutes === 'number' ? v.prepMinutes : undefined,
    }),
  });
  const paused = settings.status !== 'open';
  const changeStatus = (status: StoreStatus) =>
    setStatus.mutate(status, {
      onSuccess: (s) => notify('success', t(`orders.statusChanged.${s.status}`)),
    });
  const submit = form.onSubmit((v) =>
    save.mutate(
      { autoAccept: v.autoAccept, prepMinutes: Number(v.prepMinutes), newBillPerOrder: v.newBillPerOrder },
      {
        onSuccess: () => {
          notify('success', t('orders.settings.saved'));
          form.resetDirty();
        },
        onError: (error) => {
          if (!showServerErrors(form, error)) notify('danger', errorText(error), { title: t('errors.opss') });
        },
      },
    ),
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('orders.settings.title')}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text fw={600}>{t('orders.settings.status')}</Text>
            <Badge color={statusColor[settings.status]}>{t(`orders.storeStatus.${settings.status}`)}</Badge>
          </Group>
          {settings.status !== 'out-of-order' ? (
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              loading={setStatus.isPending && setStatus.variables === 'out-of-order'}
              onClick={() => changeStatus('out-of-order')}
            >
              {t('orders.settings.outOfOrder')}
            </Button>
          ) : null}
        </Group>
        <Switch
          size="md"
          checked={paused}
          disabled={setStatus.isPending}
          label={t('orders.settings.pause')}
          description={paused ? t('orders.settings.pausedHint') : t('orders.settings.openHint')}
          onChange={(e) => changeStatus(e.currentTarget.checked ? 'rush-hour' : 'open')}
        />
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" wrap="wrap" gap="sm">
            <Switch
              size="md"
              label={t('orders.settings.autoAccept')}
              description={t('orders.settings.autoAcceptHint')}
              {...form.getInputProps('autoAccept', { type: 'checkbox' })}
            />
            <NumberInput
              label={t('orders.settings.prepMinutes')}
              min={1}
              max={MAX_PREP_MINUTES}
              allowDecimal={false}
              allowNegative={false}
              w={180}
              {...form.getInputProps('prepMinutes')}
            />
            <Switch
              size="md"
              label={t('orders.settings.newBillPerOrder')}
              description={t('orders.settings.newBillPerOrderHint')}
              {...form.getInputProps('newBillPerOrder', { type: 'checkbox' })}
            />
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              {t('common.save')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
