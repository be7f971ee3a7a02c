import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type { Folio } from '@sofra/contracts/folios/folios.schemas';
import { formatFolioClock } from '../../../components/folio-view/folio-format';
import { useMoney } from './folio-format';
import { RowActions } from '../../../components/row-actions/row-actions';

interface FolioPaymentsProps {
  folio: Folio;
  /** Payments may be taken back (the folio is open or locked). */
  editable: boolean;
  removingId: string | null;
  onRemove: (paymentId: string) => void;
}

/** The payments taken on a folio: type, amount, tip, who and when; each may be taken back before closing. */
export function FolioPayments({ folio, editable, removingId, onRemove }: FolioPaymentsProps) {
  const { t } = useTranslation();
  const money = useMoney();
  if (folio.payments.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('folios.payments.none')}
      </Text>
    );
  }
  return (
    <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('folios.payments.title')}>
      {folio.payments.map((payment) => (
        <Paper key={payment.id} component="li" withBorder radius="sm" px="xs" py={6}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {payment.name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatFolioClock(payment.createdAt)}
                {payment.staff ? ` · ${payment.staff.name}` : ''}
              </Text>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <Stack gap={0} align="flex-end">
                <Text size="sm" fw={600}>
                  {money(payment.amount)}
                </Text>
                {payment.tip ? (
                  <Text size="xs" c="dimmed">
                    {t('folios.payments.tip', { tip: money(payment.tip) })}
                  </Text>
                ) : null}
              </Stack>
              <RowActions
                actions={[
                  {
                    label: t('folios.payments.remove', { name: payment.name, amount: money(payment.amount) }),
                    icon: IconTrash,
                    color: 'red.9',
                    hidden: !editable,
                    loading: removingId === payment.id,
                    onClick: () => onRemove(payment.id),
                  },
                ]}
              />
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
