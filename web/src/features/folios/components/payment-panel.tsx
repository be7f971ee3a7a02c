import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/SimpleGrid.css';
import './payment-panel.css';
import { Alert, Button, Group, Paper, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCash, IconLock } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type * as FolioSchemas from '@sofra/contracts/folios/folios.schemas';
import type { Folio } from '@sofra/contracts/folios/folios.schemas';
import * as validating from '@sofra/contracts/folios/folios.schemas?validate';
import { useActiveStore } from '../../../lib/active-store';
import { useContractForm } from '../../../lib/form';
import { fromMinor } from '../../../lib/money';
import { usePaymentTypes } from '../api/folios-api';
import { useMoney } from './folio-format';
import { FolioPayments } from './folio-payments';
import { MoneyInput, typedToMinor, type Typed } from './money-input';

const { ZFolioPaymentAdd } = validating as unknown as typeof FolioSchemas;
const ZPaymentForm = ZFolioPaymentAdd.pick({ paymentTypeId: true, amount: true, tip: true });

export interface PaymentInput {
  paymentTypeId: string;
  amount: number;
  tip: number;
}

interface PaymentPanelProps {
  storeId: string;
  folio: Folio;
  adding: boolean;
  closing: boolean;
  removingId: string | null;
  onAdd: (payment: PaymentInput) => Promise<unknown>;
  onRemove: (paymentId: string) => void;
  onClose: () => void;
}

/**
 * Taking the money: a payment type (chosen already when the store has only one), the amount (the balance, or less for a split) and a tip when the store takes
 * tips; added one by one until the balance is 0, then the folio closes.
 */
export function PaymentPanel(props: PaymentPanelProps) {
  const { folio } = props;
  const active = usePaymentTypes(props.storeId).active;
  // A store with a single payment type: it is the choice, already made.
  const only = active?.length === 1 ? active[0]!.id : '';
  // A new form whenever the balance changes (the amount starts at what is left to pay), and once the payment types
  // arrive (the only one chosen).
  return <PaymentForm key={`${folio.version}-${folio.totals.balance}-${only}`} only={only} {...props} />;
}

function PaymentForm({
  storeId,
  folio,
  adding,
  closing,
  removingId,
  onAdd,
  onRemove,
  onClose,
  only,
}: PaymentPanelProps & { only: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const tipEnabled = useActiveStore().data?.tipEnabled ?? false;
  const types = usePaymentTypes(storeId);
  const active = types.active ?? [];
  const balance = folio.totals.balance;
  const form = useContractForm({
    schema: ZPaymentForm,
    initialValues: {
      paymentTypeId: only,
      amount: (balance > 0 ? fromMinor(balance) : '') as Typed,
      tip: '' as Typed,
    },
    toInput: (v) => ({ paymentTypeId: v.paymentTypeId, amount: typedToMinor(v.amount), tip: typedToMinor(v.tip) ?? 0 }),
    fieldTexts: { paymentTypeId: 'folios.pay.chooseType' },
  });

  const submit = form.onSubmit((v) => {
    if (adding) return;
    const amount = typedToMinor(v.amount)!;
    if (amount > balance) {
      form.setFieldError('amount', t('folios.pay.tooMuch', { balance: money(balance) }));
      return;
    }
    onAdd({ paymentTypeId: v.paymentTypeId, amount, tip: typedToMinor(v.tip) ?? 0 }).catch(() => undefined);
  });

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between">
          <Text fw={600}>{t('folioView.balance')}</Text>
          <Text fw={700} size="xl">
            {money(balance)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('folios.pay.ofTotal', { total: money(folio.totals.total), paid: money(folio.totals.paid) })}
        </Text>
      </Paper>

      {balance > 0 ? (
        <form onSubmit={submit} noValidate aria-label={t('folios.pay.formLabel')}>
          <Stack gap="sm">
            <Radio.Group label={t('folios.pay.type')} withAsterisk {...form.getInputProps('paymentTypeId')}>
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt="xs">
                {active.map((type) => (
                  <Radio.Card key={type.id} value={type.id} radius="md" p="sm" withBorder className="payment-type-card">
                    <Group gap="xs" wrap="nowrap">
                      <Radio.Indicator />
                      <Text size="sm">{type.name}</Text>
                    </Group>
                  </Radio.Card>
                ))}
              </SimpleGrid>
            </Radio.Group>
            {types.isSuccess && active.length === 0 ? (
              <Alert color="orange" variant="light">
                {t('folios.pay.noTypes')}
              </Alert>
            ) : null}
            <MoneyInput label={t('folios.pay.amount')} withAsterisk {...form.getInputProps('amount')} />
            {tipEnabled ? <MoneyInput label={t('folios.pay.tip')} {...form.getInputProps('tip')} /> : null}
            <Button type="submit" loading={adding} leftSection={<IconCash size={18} aria-hidden />}>
              {t('folios.pay.add')}
            </Button>
          </Stack>
        </form>
      ) : (
        <Text size="sm">{t('folios.pay.paidInFull')}</Text>
      )}

      <FolioPayments
        folio={folio}
        editable={folio.status === 'open' || folio.status === 'locked'}
        removingId={removingId}
        onRemove={onRemove}
      />

      <Button
        color="teal.9"
        size="md"
        disabled={balance !== 0}
        loading={closing}
        onClick={onClose}
        leftSection={<IconLock size={18} aria-hidden />}
      >
        {t('folios.actions.close')}
      </Button>
    </Stack>
  );
}
