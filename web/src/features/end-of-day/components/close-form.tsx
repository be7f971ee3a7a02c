import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Day } from '@sofra/contracts/closing/closing.schemas';
import { confirmAction } from '../../../components/confirm/confirm';
import { formatCalendarDay } from '../../../lib/date-format';
import { useTranslation } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { urls } from '../../../lib/urls';
import type { CloseInput } from '../api/end-of-day-api';
import { CashCountFields, countOf, emptyCount, type CashCountValue } from './cash-count-fields';

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
  const [value, setValue] = useState<CashCountValue>(emptyCount);
  const [tried, setTried] = useState(false);
  const count = countOf(value, day.cashSales, day.cashTips);

  if (day.openShifts.length)
    return (
      <StillOpen
        title={t('endOfDay.openShiftsTitle', { count: day.openShifts.length })}
        text={t('endOfDay.openShiftsText')}
        items={day.openShifts.map((s) => ({
          id: s.id,
          text: t('endOfDay.openShift', { till: s.till, name: s.staff }),
        }))}
      />
    );
  if (day.openBills.length)
    return (
      <StillOpen
        title={t('endOfDay.openBillsTitle', { count: day.openBills.length })}
        text={t('endOfDay.openBillsText')}
        items={day.openBills.map((b) => ({
          id: b.id,
          text: t('endOfDay.openBill', {
            number: b.number,
            table: b.table ?? t('endOfDay.noTable'),
            total: money(b.total),
          }),
        }))}
      >
        <Group>
          <Button component={Link} to={urls.main.sofraFolios} variant="default" size="xs">
            {t('endOfDay.toBoard')}
          </Button>
        </Group>
      </StillOpen>
    );

  const submit = () => {
    setTried(true);
    if (!count.ready || count.counted === undefined) return;
    const counted = count.counted;
    void confirmAction({
      title: t('endOfDay.confirmTitle'),
      message: t('endOfDay.confirmText', { day: formatCalendarDay(day.businessDay, i18n.language) }),
      confirmLabel: t('endOfDay.close'),
      onConfirm: () =>
        onClose({
          businessDay: day.businessDay,
          float: count.float,
          counted,
          reason: value.reason.trim(),
          note: value.note,
        }),
    });
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="eod-count">
      <Stack gap="sm">
        <Title order={3} size="h5" id="eod-count">
          {t('endOfDay.countTitle')}
        </Title>
        <CashCountFields
          value={value}
          onChange={setValue}
          cashSales={day.cashSales}
          cashTips={day.cashTips}
          currency={currency}
          tried={tried}
        />
        <Group justify="flex-end">
          <Button onClick={submit}>{t('endOfDay.close')}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** What keeps the day from closing (its shifts or bills still open), listed, with a way to them. */
function StillOpen({
  title,
  text,
  items,
  children,
}: {
  title: string;
  text: string;
  items: { id: string; text: string }[];
  children?: ReactNode;
}) {
  return (
    <Alert color="orange" title={title}>
      <Stack gap="xs">
        <Text size="sm">{text}</Text>
        <List size="sm">
          {items.map((item) => (
            <List.Item key={item.id}>{item.text}</List.Item>
          ))}
        </List>
        {children}
      </Stack>
    </Alert>
  );
}
