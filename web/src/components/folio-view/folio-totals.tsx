import './folio-view.css';
import { Fragment } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { FolioTotals as Totals } from '@sofra/contracts/folios/folios.schemas';
import { formatPercent, moneyFormat } from './folio-format';

export interface FolioTotalsProps {
  totals: Totals;
  /** The store's currency symbol. */
  currency: string;
}

/**
 * A folio's totals as the server computed them (docs/folios.md, Totals): gross, discounts, gifts and voids (what they
 * would have cost), service fee, VAT per rate, total, paid, tip and what is still owed.
 */
export function FolioTotals({ totals, currency }: FolioTotalsProps) {
  const { t, i18n } = useTranslation();
  const money = moneyFormat(currency, i18n.language);
  const rows: { label: string; value: string; strong?: boolean; key: string }[] = [
    { key: 'gross', label: t('folioView.gross'), value: money(totals.gross) },
    {
      key: 'discounts',
      label: t('folioView.discounts'),
      value: totals.discounts ? `−${money(totals.discounts)}` : money(0),
    },
    { key: 'gifts', label: t('folioView.gifts'), value: money(totals.gifts) },
    { key: 'voids', label: t('folioView.voids'), value: money(totals.voids) },
    { key: 'serviceFee', label: t('folioView.serviceFee'), value: money(totals.serviceFee) },
    ...totals.taxes.map((tax) => ({
      key: `tax-${tax.rate}`,
      label: t('folioView.taxRate', { rate: formatPercent(tax.rate, i18n.language) }),
      value: t('folioView.taxOf', { tax: money(tax.tax), base: money(tax.base) }),
    })),
    { key: 'total', label: t('folioView.total'), value: money(totals.total), strong: true },
    { key: 'paid', label: t('folioView.paid'), value: money(totals.paid) },
    { key: 'tip', label: t('folioView.tip'), value: money(totals.tip) },
    { key: 'balance', label: t('folioView.balance'), value: money(totals.balance), strong: true },
  ];
  return (
    <dl className="sofra-folio-totals" aria-label={t('folioView.totals')}>
      {rows.map((row) => (
        <Fragment key={row.key}>
          <dt className={row.strong ? 'sofra-folio-total' : undefined}>{row.label}</dt>
          <dd className={row.strong ? 'sofra-folio-total' : undefined}>{row.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
