import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Divider.css';
import './folio-view.css';
import type { ReactNode } from 'react';
import { Badge, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import type { Folio, FolioDetail, FolioLine, FolioPayment } from '@sofra/contracts/folios/folios.schemas';
import { FolioHistory } from './folio-history';
import { FolioTotals } from './folio-totals';
import { formatDay, formatFolioTime, formatPercent, moneyFormat, statusColor, type MoneyFormat } from './folio-format';

/** A folio as a screen holds it: from `folio/getById` with its history, or from `folio/get` (the floor) without. */
export type ViewedFolio = Folio & { history?: FolioDetail['history'] };

export interface FolioViewProps {
  folio: ViewedFolio;
  /** The store's currency symbol (store.storeCurrency). */
  currency: string;
  /** The history section, when the folio carries one (default true). */
  withHistory?: boolean;
}

/**
 * A folio, read-only: header, lines, payments, totals and history. Props only, no fetching, so every folio screen
 * (the folio list's drawer, the floor board) shows a bill the same way. Amounts are the server's, never recomputed.
 */
export function FolioView({ folio, currency, withHistory = true }: FolioViewProps) {
  const { t, i18n } = useTranslation();
  const money = moneyFormat(currency, i18n.language);
  return (
    <Stack gap="md">
      <FolioHeader folio={folio} money={money} />
      <Section title={t('folioView.lines')}>
        <FolioLines lines={folio.lines} money={money} />
      </Section>
      <Section title={t('folioView.payments')}>
        <FolioPayments payments={folio.payments} money={money} />
      </Section>
      <Section title={t('folioView.totals')}>
        <FolioTotals totals={folio.totals} currency={currency} />
      </Section>
      {withHistory && folio.history ? (
        <Section title={t('folioView.history')}>
          <FolioHistory events={folio.history} currency={currency} />
        </Section>
      ) : null}
    </Stack>
  );
}

/** A titled part of the view, named by its heading for assistive technology. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `folio-section-${title.replace(/\W+/g, '-')}`;
  return (
    <Stack component="section" gap="xs" aria-labelledby={id}>
      <Divider />
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** A term and its value in the header's description list. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" size="sm">
        {children}
      </Text>
    </div>
  );
}

/** The folio's number, status and who opened and closed it when. */
export function FolioHeader({ folio, money }: { folio: ViewedFolio; money: MoneyFormat }) {
  const { t, i18n } = useTranslation();
  const when = (iso: string, actor: Folio['openedBy']) =>
    actor ? t('folioView.timeBy', { time: formatFolioTime(iso), name: actor.name }) : formatFolioTime(iso);
  const table = folio.tableName
    ? folio.tableGroup
      ? `${folio.tableGroup} / ${folio.tableName}`
      : folio.tableName
    : '—';
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <Text fw={700} size="lg">
          {t('folioView.title', { number: folio.number })}
        </Text>
        <Badge color={statusColor[folio.status]} variant="light">
          {t(`folioView.statuses.${folio.status}`)}
        </Badge>
        {folio.hidden ? (
          <Badge color="gray" variant="outline">
            {t('folioView.hidden')}
          </Badge>
        ) : null}
      </Group>
      <dl className="sofra-folio-fields">
        <Field label={t('folioView.businessDay')}>{formatDay(folio.businessDay)}</Field>
        <Field label={t('folioView.table')}>{table}</Field>
        {folio.covers !== null ? <Field label={t('folioView.covers')}>{folio.covers}</Field> : null}
        <Field label={t('folioView.serviceType')}>{t(`serviceTypes.${folio.serviceType}`)}</Field>
        <Field label={t('folioView.source')}>{t(`folioView.sources.${folio.source}`)}</Field>
        <Field label={t('folioView.opened')}>{when(folio.openedAt, folio.openedBy)}</Field>
        {folio.closedAt ? (
          <Field label={t(folio.status === 'cancelled' ? 'folioView.cancelled' : 'folioView.closed')}>
            {when(folio.closedAt, folio.closedBy)}
          </Field>
        ) : null}
        {folio.doneAt ? <Field label={t('folioView.served')}>{formatFolioTime(folio.doneAt)}</Field> : null}
        {folio.cancelReason ? <Field label={t('folioView.cancelReason')}>{folio.cancelReason}</Field> : null}
        {folio.campaign ? (
          <Field label={t('campaigns.folio.billLabel')}>
            {t('campaigns.folio.bill', {
              name: folio.campaign.campaignName,
              value:
                folio.campaign.kind === 'percent'
                  ? formatPercent(folio.campaign.value, i18n.language)
                  : money(folio.campaign.value),
              amount: money(folio.campaign.amount),
            })}
          </Field>
        ) : null}
        {folio.discount ? (
          <Field label={t('folioView.folioDiscount')}>{discountText(folio.discount, money, i18n.language)}</Field>
        ) : null}
        {folio.note ? <Field label={t('folioView.note')}>{folio.note}</Field> : null}
      </dl>
    </Stack>
  );
}

const discountText = (discount: NonNullable<FolioLine['discount']>, money: MoneyFormat, language: string) =>
  `${discount.reasonName} (${
    discount.kind === 'percent' ? formatPercent(discount.value, language) : money(discount.value)
  }): −${money(discount.amount)}`;

/**
 * What a line adds to the bill before the folio's own discount: its price less its campaign and its discount; 0 for a
 * gift or void.
 */
const lineTotal = (line: FolioLine) =>
  line.state === 'active' ? line.gross - (line.campaign?.amount ?? 0) - (line.discount?.amount ?? 0) : 0;

/** The lines in order; gifts, voids and discounts marked, voided lines struck through but kept with their reason. */
export function FolioLines({ lines, money }: { lines: FolioLine[]; money: MoneyFormat }) {
  const { t, i18n } = useTranslation();
  if (lines.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('folioView.noLines')}
      </Text>
    );
  }
  return (
    <ul className="sofra-folio-list" aria-label={t('folioView.lines')}>
      {lines.map((line) => {
        const voided = line.state === 'void';
        const struck = voided ? 'sofra-folio-struck' : undefined;
        const total = lineTotal(line);
        return (
          <li key={line.id} data-state={line.state}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} className={struck}>
                  {t('folioView.lineName', { quantity: line.quantity, name: line.name })}
                </Text>
                {line.options.length > 0 ? (
                  <Text size="xs" c="dimmed" className={struck}>
                    {line.options
                      .map((o) =>
                        o.price ? `${o.name} (${o.price > 0 ? '+' : '−'}${money(Math.abs(o.price))})` : o.name,
                      )
                      .join(', ')}
                  </Text>
                ) : null}
                <Text size="xs" c="dimmed" className={struck}>
                  {t('folioView.unitPrice', { price: money(line.unitPrice) })}
                </Text>
                {line.note ? (
                  <Text size="xs" fs="italic">
                    {line.note}
                  </Text>
                ) : null}
                <LineMarks line={line} money={money} language={i18n.language} />
              </Stack>
              <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
                {line.state === 'gift' || (line.state === 'active' && (line.discount || line.campaign)) ? (
                  <Text size="xs" c="dimmed" className="sofra-folio-struck" aria-hidden>
                    {money(line.gross)}
                  </Text>
                ) : null}
                <Text size="sm" fw={600} className={struck}>
                  {voided ? money(line.gross) : money(total)}
                </Text>
              </Stack>
            </Group>
          </li>
        );
      })}
    </ul>
  );
}

/** A line's gift, void or discount, with its reason, as words (not only a colour). */
function LineMarks({ line, money, language }: { line: FolioLine; money: MoneyFormat; language: string }) {
  const { t } = useTranslation();
  if (line.state === 'gift') {
    return (
      <Group gap={4}>
        <Badge color="grape" variant="light" size="sm">
          {t('folioView.gift')}
        </Badge>
        {line.gift ? <Text size="xs">{line.gift.reasonName}</Text> : null}
      </Group>
    );
  }
  if (line.state === 'void') {
    return (
      <Group gap={4}>
        <Badge color="red" variant="light" size="sm">
          {t('folioView.void')}
        </Badge>
        {line.void ? (
          <Text size="xs">
            {line.void.wasted ? t('folioView.voidWasted', { reason: line.void.reasonName }) : line.void.reasonName}
          </Text>
        ) : null}
      </Group>
    );
  }
  return (
    <>
      {line.campaign ? (
        <Text size="xs" fw={600} c="teal.9">
          {t('campaigns.folio.line', { name: line.campaign.campaignName })} −{money(line.campaign.amount)}
        </Text>
      ) : null}
      {line.discount ? (
        <Group gap={4}>
          <Badge color="yellow" variant="light" size="sm">
            {t('folioView.discount')}
          </Badge>
          <Text size="xs">{discountText(line.discount, money, language)}</Text>
        </Group>
      ) : null}
    </>
  );
}

/** The payments in the order taken: type, amount, tip, who and when. */
export function FolioPayments({ payments, money }: { payments: FolioPayment[]; money: MoneyFormat }) {
  const { t } = useTranslation();
  if (payments.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('folioView.noPayments')}
      </Text>
    );
  }
  return (
    <ul className="sofra-folio-list" aria-label={t('folioView.payments')}>
      {payments.map((p) => (
        <li key={p.id}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {p.name}
              </Text>
              <Text size="xs" c="dimmed">
                {[
                  t(`definitions.paymentTypes.collectionTypes.${p.collectionType}`),
                  p.staff?.name,
                  formatFolioTime(p.createdAt),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
            <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
              <Text size="sm" fw={600}>
                {money(p.amount)}
              </Text>
              {p.tip ? (
                <Text size="xs" c="dimmed">
                  {t('folioView.tipAmount', { amount: money(p.tip) })}
                </Text>
              ) : null}
            </Stack>
          </Group>
        </li>
      ))}
    </ul>
  );
}
