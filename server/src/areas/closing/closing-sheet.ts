import type { z } from 'zod';
import type { Day, DayFigures, ZExportDay } from '@sofra/contracts/closing/closing.schemas';
import { RawAnswer } from '../../lib/answers.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import { addRow, addSheet, bookBytes, downloadHeaders, fileSlug, newBook, XLSX_TYPE } from '../../lib/spreadsheet.ts';
import { MONEY_FORMAT } from '../folios/folio-sheet.ts';
import { storeRowById } from '../stores/stores.service.ts';
import { getDay } from './closing.service.ts';

/**
 * A business day's report as a spreadsheet (`closing/exportDay`, docs/end-of-day.md): the same answer as
 * `closing/getDay` — the live close's figures and count when the day is closed, the figures now when it is open — as
 * one sheet of sections, money in major units so the sheet can sum it.
 */

const TEXT = {
  en: {
    sheet: 'End of day',
    title: 'End of day report',
    store: 'Store',
    day: 'Business day',
    number: 'Z number',
    state: 'State',
    open: 'Not closed',
    closedAt: 'Closed at (UTC)',
    closedBy: 'Closed by',
    sales: 'Sales',
    folios: 'Bills',
    revenue: 'Revenue',
    gross: 'Gross',
    discounts: 'Discounts',
    gifts: 'Gifts',
    voids: 'Voids',
    serviceFee: 'Service fee',
    tips: 'Tips',
    covers: 'Guests',
    averagePerGuest: 'Average per guest',
    cancelled: 'Cancelled bills',
    cancelledAmount: 'Cancelled amount',
    payments: 'Payments',
    count: 'Count',
    amount: 'Amount',
    departments: 'Departments',
    quantity: 'Quantity',
    net: 'Net',
    taxes: 'KDV',
    rate: 'Rate %',
    base: 'Base',
    tax: 'Tax',
    cash: 'Cash drawer',
    float: 'Float',
    cashSales: 'Cash sales',
    cashTips: 'Cash tips',
    expected: 'Expected',
    counted: 'Counted',
    difference: 'Difference',
    reason: 'Reason',
    none: '(none)',
  },
  tr: {
    sheet: 'Gün sonu',
    title: 'Gün sonu raporu',
    store: 'İşletme',
    day: 'İş günü',
    number: 'Z no',
    state: 'Durum',
    open: 'Kapanmadı',
    closedAt: 'Kapanış (UTC)',
    closedBy: 'Kapatan',
    sales: 'Satışlar',
    folios: 'Adisyon',
    revenue: 'Ciro',
    gross: 'Brüt',
    discounts: 'İndirimler',
    gifts: 'İkramlar',
    voids: 'İptaller',
    serviceFee: 'Servis ücreti',
    tips: 'Bahşiş',
    covers: 'Kişi sayısı',
    averagePerGuest: 'Kişi başı ortalama',
    cancelled: 'İptal edilen adisyon',
    cancelledAmount: 'İptal tutarı',
    payments: 'Ödemeler',
    count: 'Adet',
    amount: 'Tutar',
    departments: 'Departmanlar',
    quantity: 'Adet',
    net: 'Net',
    taxes: 'KDV',
    rate: 'Oran %',
    base: 'Matrah',
    tax: 'Vergi',
    cash: 'Kasa sayımı',
    float: 'Açılış nakdi',
    cashSales: 'Nakit satış',
    cashTips: 'Nakit bahşiş',
    expected: 'Beklenen',
    counted: 'Sayılan',
    difference: 'Fark',
    reason: 'Sebep',
    none: '(yok)',
  },
} as const;

const major = (minor: number) => minor / 100;

export const daySheet = async (day: Day, storeName: string, language: 'tr' | 'en'): Promise<Buffer> => {
  const t = TEXT[language];
  const close = day.closes.find((c) => !c.reopenedAt);
  const f: DayFigures = close?.figures ?? day.figures;
  const book = newBook();
  const sheet = addSheet(
    book,
    t.sheet,
    [
      { header: t.title, width: 28 },
      { header: '', width: 16, numFmt: MONEY_FORMAT },
      { header: '', width: 16, numFmt: MONEY_FORMAT },
      { header: '', width: 16, numFmt: MONEY_FORMAT },
    ],
    { frozen: false },
  );
  const heading = (text: string) => {
    addRow(sheet, []);
    addRow(sheet, [text]).font = { bold: true };
  };
  addRow(sheet, [t.store, storeName]);
  addRow(sheet, [t.day, day.businessDay]);
  if (close) {
    addRow(sheet, [t.number, close.number]).getCell(2).numFmt = '0';
    addRow(sheet, [t.closedAt, close.closedAt.replace('T', ' ').slice(0, 19)]);
    addRow(sheet, [t.closedBy, close.closedBy]);
  } else addRow(sheet, [t.state, t.open]);
  heading(t.sales);
  const count = (label: string, value: number) => (addRow(sheet, [label, value]).getCell(2).numFmt = '0');
  count(t.folios, f.folios);
  for (const key of ['revenue', 'gross', 'discounts', 'gifts', 'voids', 'serviceFee', 'tips'] as const)
    addRow(sheet, [t[key], major(f[key])]);
  count(t.covers, f.covers);
  addRow(sheet, [t.averagePerGuest, major(f.averagePerGuest)]);
  count(t.cancelled, f.cancelled);
  addRow(sheet, [t.cancelledAmount, major(f.cancelledAmount)]);
  heading(t.payments);
  addRow(sheet, ['', t.count, t.amount, t.tips]).font = { bold: true };
  for (const p of f.byPaymentType) {
    const row = addRow(sheet, [p.name, p.count, major(p.amount), major(p.tips)]);
    row.getCell(2).numFmt = '0';
  }
  heading(t.departments);
  addRow(sheet, ['', t.quantity, t.net]).font = { bold: true };
  for (const d of f.byDepartment) addRow(sheet, [d.name || t.none, d.quantity, major(d.net)]).getCell(2).numFmt = '0';
  heading(t.taxes);
  addRow(sheet, [t.rate, t.base, t.tax]).font = { bold: true };
  for (const r of f.byTaxRate) addRow(sheet, [`%${r.rate}`, major(r.base), major(r.tax)]);
  if (close) {
    heading(t.cash);
    for (const key of ['float', 'cashSales', 'cashTips', 'expected', 'counted', 'difference'] as const)
      addRow(sheet, [t[key], major(close.cash[key])]);
    if (close.cash.reason) addRow(sheet, [t.reason, close.cash.reason]);
  }
  return bookBytes(book);
};

export const exportDay = async (ctx: UserCtx, input: z.output<typeof ZExportDay>): Promise<RawAnswer> => {
  const day = await getDay(ctx, input);
  const store = await storeRowById(ctx.db, input.storeId);
  const bytes = await daySheet(day, store?.name ?? '', input.language);
  const name = `end-of-day-${fileSlug(store?.name ?? '', input.storeId)}-${input.businessDay}.xlsx`;
  return new RawAnswer(XLSX_TYPE, bytes, downloadHeaders(name));
};
