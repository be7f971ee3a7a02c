import './receipt.css';
import { Fragment } from 'react';
import type { FolioLine } from '@sofra/contracts/folios/folios.schemas';
import type { ReceiptLink } from '@sofra/contracts/folios/receipts.schemas';
import type { ViewedFolio } from '../folio-view/folio-view';
import { formatPercent, moneyFormat } from '../folio-view/folio-format';
import { formatCalendarDay, formatDateTime } from '../../lib/date-format';
import { useTranslation } from '../../lib/i18n';

export interface ReceiptProps {
  folio: ViewedFolio;
  link: ReceiptLink;
  /** Printed before: marked as a copy ("KOPYA"). */
  copy: boolean;
  /** The print copy: its link to the guest page is left off (the QR is on the paper). */
  sheet?: boolean;
}

/**
 * A bill's receipt for 80 mm paper (docs/folio-screens.md, Receipts): the store's header, the bill's facts on the
 * store's clock, the lines with gifts, voids and discounts marked, the service fee, total, VAT per rate, payments with
 * tips and the balance — every amount the server's own — and a QR code to the receipt's guest page.
 */
export function Receipt({ folio, link, copy, sheet = false }: ReceiptProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { header } = link;
  const money = moneyFormat(header.currency, language);
  const time = (iso: string) => formatDateTime(iso, language, header.timeZone);
  const totals = folio.totals;
  const table = folio.tableName ? [folio.tableGroup, folio.tableName].filter(Boolean).join(' / ') : null;
  const staff = folio.closedBy ?? folio.openedBy;
  const taxIds = [
    header.taxOffice && `${t('receipt.taxOffice')} ${header.taxOffice}`,
    header.taxNumber && `${t('receipt.taxNumber')} ${header.taxNumber}`,
  ].filter(Boolean);
  const facts: [string, string][] = [
    [t('folioView.businessDay'), formatCalendarDay(folio.businessDay, language)],
    [t('receipt.number'), String(folio.number)],
    ...(table ? [[t('folioView.table'), table] as [string, string]] : []),
    [t('folioView.opened'), time(folio.openedAt)],
    ...(folio.closedAt ? [[t('folioView.closed'), time(folio.closedAt)] as [string, string]] : []),
    ...(staff ? [[t('receipt.staff'), staff.name] as [string, string]] : []),
    ...(folio.covers !== null ? [[t('folioView.covers'), String(folio.covers)] as [string, string]] : []),
  ];
  const sums: [string, string, boolean?][] = [
    [t('folioView.gross'), money(totals.gross)],
    ...(totals.discounts ? [[t('folioView.discounts'), `−${money(totals.discounts)}`] as [string, string]] : []),
    ...(totals.serviceFee ? [[t('folioView.serviceFee'), money(totals.serviceFee)] as [string, string]] : []),
    [t('folioView.total'), money(totals.total), true],
    ...totals.taxes.map(
      (tax) =>
        [
          t('folioView.taxRate', { rate: formatPercent(tax.rate, language) }),
          t('folioView.taxOf', { tax: money(tax.tax), base: money(tax.base) }),
        ] as [string, string],
    ),
  ];
  const paid: [string, string][] = [
    ...folio.payments.map(
      (p) =>
        [p.name, p.tip ? `${money(p.amount)} + ${t('folioView.tip')} ${money(p.tip)}` : money(p.amount)] as [
          string,
          string,
        ],
    ),
    [t('folioView.paid'), money(totals.paid)],
    ...(totals.tip ? [[t('folioView.tip'), money(totals.tip)] as [string, string]] : []),
    [t('folioView.balance'), money(totals.balance)],
  ];
  return (
    <article className="sofra-receipt" aria-label={t('receipt.label')}>
      <header>
        <h2>{header.name}</h2>
        {header.address ? <p className="sofra-receipt-center">{header.address}</p> : null}
        {header.phone ? <p className="sofra-receipt-center">{`${t('receipt.phone')} ${header.phone}`}</p> : null}
        {header.companyTitle ? <p className="sofra-receipt-center">{header.companyTitle}</p> : null}
        {taxIds.length ? <p className="sofra-receipt-center">{taxIds.join(' · ')}</p> : null}
      </header>
      {copy ? <p className="sofra-receipt-copy">{t('receipt.copy')}</p> : null}
      <hr className="sofra-receipt-rule" />
      <Pairs rows={facts} />
      <hr className="sofra-receipt-rule" />
      <h3>{t('receipt.items')}</h3>
      <ul aria-label={t('receipt.items')}>
        {folio.lines.map((line) => (
          <ReceiptLine key={line.id} line={line} money={money} language={language} />
        ))}
      </ul>
      <hr className="sofra-receipt-rule" />
      <dl aria-label={t('folioView.totals')}>
        {sums.map(([label, value, strong]) => (
          <Fragment key={label}>
            <dt className={strong ? 'sofra-receipt-total' : undefined}>{label}</dt>
            <dd className={strong ? 'sofra-receipt-total' : undefined}>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <hr className="sofra-receipt-rule" />
      <h3>{t('folioView.payments')}</h3>
      <Pairs rows={paid} label={t('folioView.payments')} />
      <hr className="sofra-receipt-rule" />
      {folio.status !== 'closed' ? <p className="sofra-receipt-center">{t('receipt.notClosed')}</p> : null}
      <img className="sofra-receipt-qr" src={link.qr} alt={t('receipt.qrAlt')} />
      <p className="sofra-receipt-center">{t('receipt.qr')}</p>
      {sheet ? null : (
        <p className="sofra-receipt-center sofra-receipt-screen-only">
          <a href={link.url} target="_blank" rel="noreferrer">
            {t('receipt.openLink')}
          </a>
        </p>
      )}
      <p className="sofra-receipt-center">{t('receipt.notFiscal')}</p>
    </article>
  );
}

function Pairs({ rows, label }: { rows: [string, string][]; label?: string }) {
  return (
    <dl aria-label={label}>
      {rows.map(([term, value], i) => (
        <Fragment key={`${term}-${i}`}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** A line as the paper shows it: quantity, name, options; a gift at 0, a void struck through; its discount below. */
function ReceiptLine({
  line,
  money,
  language,
}: {
  line: FolioLine;
  money: (minor: number) => string;
  language: string;
}) {
  const { t } = useTranslation();
  const mark =
    line.state === 'gift' ? ` · ${t('folioView.gift')}` : line.state === 'void' ? ` · ${t('folioView.void')}` : '';
  const voided = line.state === 'void' ? 'sofra-receipt-void' : undefined;
  const options = line.options.map((o) => o.name).join(', ');
  return (
    <li data-state={line.state}>
      <div className="sofra-receipt-row">
        <span className={voided}>{`${line.quantity} × ${line.name}${options ? ` (${options})` : ''}${mark}`}</span>
        <span className={voided}>{line.state === 'gift' ? money(0) : money(line.gross)}</span>
      </div>
      {line.state === 'active' && line.campaign ? (
        <p className="sofra-receipt-sub">{`${line.campaign.campaignName}: −${money(line.campaign.amount)}`}</p>
      ) : null}
      {line.state === 'active' && line.discount ? (
        <p className="sofra-receipt-sub">
          {`${t('folioView.discount')} ${line.discount.reasonName}${
            line.discount.kind === 'percent' ? ` ${formatPercent(line.discount.value, language)}` : ''
          }: −${money(line.discount.amount)}`}
        </p>
      ) : null}
    </li>
  );
}
