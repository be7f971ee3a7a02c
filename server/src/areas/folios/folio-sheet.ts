import type ExcelJS from 'exceljs';
import type { ServiceType } from '@sofra/contracts/core/enums';
import type { FolioStatus, FolioSummary } from '@sofra/contracts/folios/folios.schemas';
import { wallClockParts } from '@sofra/contracts/core/wall-clock';
import { addRow, addSheet, streamedBook } from '../../lib/spreadsheet.ts';

/**
 * The folio list as a spreadsheet (`folio/exportList`): one sheet named 'Folio List', a header row in the caller's
 * language, one row per folio. Spec §9 fixes the sheet's name and the column widths; the rest is ours (docs/folios.md,
 * Searches and the export).
 */

export const FOLIO_SHEET = 'Folio List';
/** Money in major units with thousands separators; the cell holds a number, so sums work in the sheet. */
export const MONEY_FORMAT = '#,##0.00';
export const TIME_FORMAT = 'yyyy-mm-dd hh:mm';
export const DAY_FORMAT = 'yyyy-mm-dd';

export type SheetLanguage = 'tr' | 'en';

/** Spec §9: a column whose header name is longer than 14 characters is 16 wide, any other 12. */
export const columnWidth = (header: string): number => ([...header].length > 14 ? 16 : 12);

type Key =
  | 'number'
  | 'businessDay'
  | 'opened'
  | 'closed'
  | 'table'
  | 'serviceType'
  | 'status'
  | 'openedBy'
  | 'paymentTypes'
  | 'gross'
  | 'discounts'
  | 'gifts'
  | 'voids'
  | 'serviceFee'
  | 'total'
  | 'paid'
  | 'tip'
  | 'hidden';

type Kind = 'int' | 'day' | 'time' | 'text' | 'money';

const COLUMNS: { key: Key; kind: Kind; en: string; tr: string }[] = [
  { key: 'number', kind: 'int', en: 'Number', tr: 'Adisyon no' },
  { key: 'businessDay', kind: 'day', en: 'Business day', tr: 'İş günü' },
  { key: 'opened', kind: 'time', en: 'Opened', tr: 'Açılış' },
  { key: 'closed', kind: 'time', en: 'Closed', tr: 'Kapanış' },
  { key: 'table', kind: 'text', en: 'Table', tr: 'Masa' },
  { key: 'serviceType', kind: 'text', en: 'Service type', tr: 'Servis türü' },
  { key: 'status', kind: 'text', en: 'Status', tr: 'Durum' },
  { key: 'openedBy', kind: 'text', en: 'Opened by', tr: 'Açan' },
  { key: 'paymentTypes', kind: 'text', en: 'Payment types', tr: 'Ödeme tipleri' },
  { key: 'gross', kind: 'money', en: 'Gross', tr: 'Brüt' },
  { key: 'discounts', kind: 'money', en: 'Discounts', tr: 'İndirimler' },
  { key: 'gifts', kind: 'money', en: 'Gifts', tr: 'İkramlar' },
  { key: 'voids', kind: 'money', en: 'Voids', tr: 'İptaller' },
  { key: 'serviceFee', kind: 'money', en: 'Service fee', tr: 'Servis ücreti' },
  { key: 'total', kind: 'money', en: 'Total', tr: 'Toplam' },
  { key: 'paid', kind: 'money', en: 'Paid', tr: 'Ödenen' },
  { key: 'tip', kind: 'money', en: 'Tip', tr: 'Bahşiş' },
  // Hidden folios are always in the export (a paid bill is a fiscal record), marked here.
  { key: 'hidden', kind: 'text', en: 'Hidden', tr: 'Gizli' },
];

const HIDDEN: Record<SheetLanguage, string> = { en: 'Yes', tr: 'Evet' };

/** The header row in a language, in column order. */
export const folioSheetHeaders = (language: SheetLanguage): string[] => COLUMNS.map((c) => c[language]);

const STATUS: Record<SheetLanguage, Record<FolioStatus, string>> = {
  en: { waiting: 'Waiting', open: 'Open', locked: 'Locked', closed: 'Closed', cancelled: 'Cancelled' },
  tr: { waiting: 'Onay bekliyor', open: 'Açık', locked: 'Kilitli', closed: 'Kapalı', cancelled: 'İptal' },
};
/** As the portal names them (web/public/assets/i18n, serviceTypes). */
const SERVICE: Record<SheetLanguage, Record<ServiceType, string>> = {
  en: {
    'self-ordering': 'Self ordering',
    self: 'Self service',
    table: 'Table service',
    delivery: 'Delivery',
    'take-away': 'Take away',
    'timed-take-away': 'Timed take away',
    'timed-table': 'Timed table',
  },
  tr: {
    'self-ordering': 'Kendi siparişini ver',
    self: 'Self servis',
    table: 'Masaya servis',
    delivery: 'Paket servis',
    'take-away': 'Gel al',
    'timed-take-away': 'Zamanlı gel al',
    'timed-table': 'Zamanlı masa',
  },
};

/**
 * A moment as the store's wall clock shows it, for a spreadsheet cell: a spreadsheet's times have no zone, and ExcelJS
 * writes a Date by its UTC fields, so the Date made here carries the local time in them.
 */
export const wallClock = (iso: string, timeZone: string): Date => {
  const w = wallClockParts(new Date(iso), timeZone);
  return new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second));
};

const dayCell = (day: string) => new Date(`${day}T00:00:00Z`);
/** Minor units (kuruş) as the major units a person reads; exact for any integer amount up to 2^53. */
const major = (minor: number) => minor / 100;

const valuesOf = (f: FolioSummary, language: SheetLanguage, timeZone: string): Record<Key, ExcelJS.CellValue> => ({
  number: f.number,
  businessDay: dayCell(f.businessDay),
  opened: wallClock(f.openedAt, timeZone),
  closed: f.closedAt ? wallClock(f.closedAt, timeZone) : null,
  table: f.tableName ? (f.tableGroup ? `${f.tableGroup} / ${f.tableName}` : f.tableName) : '',
  serviceType: SERVICE[language][f.serviceType],
  status: STATUS[language][f.status],
  openedBy: f.openedBy?.name ?? '',
  paymentTypes: f.paymentNames.join(', '),
  gross: major(f.totals.gross),
  discounts: major(f.totals.discounts),
  gifts: major(f.totals.gifts),
  voids: major(f.totals.voids),
  serviceFee: major(f.totals.serviceFee),
  total: major(f.totals.total),
  paid: major(f.totals.paid),
  tip: major(f.totals.tip),
  hidden: f.hidden ? HIDDEN[language] : '',
});

const FORMAT: Partial<Record<Kind, string>> = { money: MONEY_FORMAT, time: TIME_FORMAT, day: DAY_FORMAT };

/**
 * The workbook of a folio list, as `.xlsx` bytes. Written as a stream, a row at a time: an export of 50,000 folios
 * never holds its cells in memory at once (only the compressed file).
 */
export const folioSheet = async (
  folios: AsyncIterable<FolioSummary> | Iterable<FolioSummary>,
  language: SheetLanguage,
  timeZone: string,
): Promise<Buffer> =>
  streamedBook(async (book) => {
    const sheet = addSheet(
      book,
      FOLIO_SHEET,
      COLUMNS.map((c) => ({
        header: c[language],
        key: c.key,
        width: columnWidth(c[language]),
        numFmt: FORMAT[c.kind],
      })),
    );
    sheet.getRow(1).commit();
    for await (const folio of folios) addRow(sheet, valuesOf(folio, language, timeZone)).commit();
    sheet.commit();
  });
