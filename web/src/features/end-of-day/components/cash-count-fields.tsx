import { Group, Stack, Text, TextInput } from '@mantine/core';
import { GrowTextarea } from '../../../components/grow-textarea/grow-textarea';
import { MoneyInput, typedToMinor, type Typed } from '../../../components/money-input/money-input';
import { useTranslation } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';

export interface CashCountValue {
  float: Typed;
  counted: Typed;
  reason: string;
  note: string;
}

export const emptyCount: CashCountValue = { float: '', counted: '', reason: '', note: '' };

/**
 * A drawer's count as the server keeps it (docs/end-of-day.md, Closing): expected = float + cash payments + cash tips,
 * difference = counted − expected, a reason needed for a difference. `fixedFloat`: a shift's float, given at its
 * opening (no field).
 */
export const countOf = (value: CashCountValue, cashSales: number, cashTips: number, fixedFloat?: number) => {
  const float = fixedFloat ?? typedToMinor(value.float) ?? 0;
  const counted = typedToMinor(value.counted);
  const expected = float + cashSales + cashTips;
  const difference = counted === undefined ? undefined : counted - expected;
  const needsReason = difference !== undefined && difference !== 0 && value.reason.trim() === '';
  return { float, counted, expected, difference, needsReason, ready: counted !== undefined && !needsReason };
};

export interface CashCountFieldsProps {
  value: CashCountValue;
  onChange: (next: CashCountValue) => void;
  cashSales: number;
  cashTips: number;
  currency: string;
  fixedFloat?: number;
  /** After a press of the close button: the missing fields say so. */
  tried: boolean;
}

/** The float, the cash counted, what the drawer should hold and the difference, its reason and a note. */
export function CashCountFields({
  value,
  onChange,
  cashSales,
  cashTips,
  currency,
  fixedFloat,
  tried,
}: CashCountFieldsProps) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  const count = countOf(value, cashSales, cashTips, fixedFloat);
  const set = (patch: Partial<CashCountValue>) => onChange({ ...value, ...patch });
  return (
    <Stack gap="sm">
      <Group grow align="flex-start" wrap="wrap">
        {fixedFloat === undefined && (
          <MoneyInput
            currency={currency}
            label={t('endOfDay.float')}
            description={t('endOfDay.floatHint')}
            value={value.float}
            onChange={(float) => set({ float })}
            miw={160}
          />
        )}
        <MoneyInput
          currency={currency}
          label={t('endOfDay.counted')}
          description={t('endOfDay.countedHint')}
          value={value.counted}
          onChange={(counted) => set({ counted })}
          required
          error={tried && count.counted === undefined ? t('endOfDay.countedRequired') : undefined}
          miw={160}
        />
      </Group>
      <Text size="sm">
        {t('endOfDay.expectedLine', {
          expected: money(count.expected),
          sales: money(cashSales),
          tips: money(cashTips),
        })}
      </Text>
      {count.difference !== undefined && (
        <Text size="sm" fw={700} c={count.difference === 0 ? undefined : 'red.8'} role="status">
          {count.difference === 0
            ? t('endOfDay.balanced')
            : t(count.difference > 0 ? 'endOfDay.over' : 'endOfDay.short', {
                amount: money(Math.abs(count.difference)),
              })}
        </Text>
      )}
      <TextInput
        label={t('endOfDay.reason')}
        value={value.reason}
        onChange={(e) => set({ reason: e.currentTarget.value })}
        maxLength={200}
        required={count.difference !== undefined && count.difference !== 0}
        error={tried && count.needsReason ? t('endOfDay.reasonRequired') : undefined}
      />
      <GrowTextarea
        label={t('endOfDay.note')}
        value={value.note}
        onChange={(e) => set({ note: e.currentTarget.value })}
        maxLength={1000}
        minRows={2}
      />
    </Stack>
  );
}
