import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import { useState } from 'react';
import { Alert, Button, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Day } from '@sofra/contracts/closing/closing.schemas';
import { confirmAction } from '../../../components/confirm/confirm';
import { GrowTextarea } from '../../../components/grow-textarea/grow-textarea';
import { MoneyInput, typedToMinor, type Typed } from '../../../components/money-input/money-input';
import { formatCalendarDay } from '../../../lib/date-format';
import { useTranslation } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { urls } from '../../../lib/urls';
import type { CloseInput } from '../api/end-of-day-api';

export interface CloseFormProps {
  day: Day;
  currency: string;
  onClose: (input: CloseInput) => Promise<unknown>;
}

/**
 * The drawer's count and the close (docs/end-of-day.md, Closing): the float put in at the start and the cash counted
 * now; the expected cash is the float and the day's cash payments and tips, as the server counts it, so the
 * difference shown is the one kept. A difference needs a reason. Bills still open are listed and keep the day open.
 */
export function CloseForm({ day, currency, onClose }: CloseFormProps) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  const [float, setFloat] = useState<Typed>('');
  const [counted, setCounted] = useState<Typed>('');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const floatMinor = typedToMinor(float) ?? 0;
  const countedMinor = typedToMinor(counted);
  const expected = floatMinor + day.cashSales + day.cashTips;
  const difference = countedMinor === undefined ? undefined : countedMinor - expected;
  const needsReason = difference !== undefined && difference !== 0 && reason.trim() === '';

  if (day.openBills.length)
    return (
      <Alert color="orange" title={t('endOfDay.openBillsTitle', { count: day.openBills.length })}>
        <Stack gap="xs">
          <Text size="sm">{t('endOfDay.openBillsText')}</Text>
          <List size="sm">
            {day.openBills.map((b) => (
              <List.Item key={b.id}>
                {t('endOfDay.openBill', {
                  number: b.number,
                  table: b.table ?? t('endOfDay.noTable'),
                  total: money(b.total),
                })}
              </List.Item>
            ))}
          </List>
          <Group>
            <Button component={Link} to={urls.main.sofraFolios} variant="default" size="xs">
              {t('endOfDay.toBoard')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );

  const submit = () => {
    setTried(true);
    if (countedMinor === undefined || needsReason) return;
    void confirmAction({
      title: t('endOfDay.confirmTitle'),
      message: t('endOfDay.confirmText', { day: formatCalendarDay(day.businessDay, i18n.language) }),
      confirmLabel: t('endOfDay.close'),
      onConfirm: () =>
        onClose({
          businessDay: day.businessDay,
          float: floatMinor,
          counted: countedMinor,
          reason: reason.trim(),
          note,
        }),
    });
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="eod-count">
      <Stack gap="sm">
        <Title order={3} size="h5" id="eod-count">
          {t('endOfDay.countTitle')}
        </Title>
        <Group grow align="flex-start" wrap="wrap">
          <MoneyInput
            currency={currency}
            label={t('endOfDay.float')}
            description={t('endOfDay.floatHint')}
            value={float}
            onChange={setFloat}
            miw={160}
          />
          <MoneyInput
            currency={currency}
            label={t('endOfDay.counted')}
            description={t('endOfDay.countedHint')}
            value={counted}
            onChange={setCounted}
            required
            error={tried && countedMinor === undefined ? t('endOfDay.countedRequired') : undefined}
            miw={160}
          />
        </Group>
        <Text size="sm">
          {t('endOfDay.expectedLine', {
            expected: money(expected),
            sales: money(day.cashSales),
            tips: money(day.cashTips),
          })}
        </Text>
        {difference !== undefined && (
          <Text size="sm" fw={700} c={difference === 0 ? undefined : 'red.8'} role="status">
            {difference === 0
              ? t('endOfDay.balanced')
              : t(difference > 0 ? 'endOfDay.over' : 'endOfDay.short', { amount: money(Math.abs(difference)) })}
          </Text>
        )}
        <TextInput
          label={t('endOfDay.reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={200}
          required={difference !== undefined && difference !== 0}
          error={tried && needsReason ? t('endOfDay.reasonRequired') : undefined}
        />
        <GrowTextarea
          label={t('endOfDay.note')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={1000}
          minRows={2}
        />
        <Group justify="flex-end">
          <Button onClick={submit}>{t('endOfDay.close')}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
