import { describe, expect, test } from 'vitest';
import ExcelJS from 'exceljs';
import type { FolioSummary } from '@sofra/contracts/folios/folios.schemas';
import { columnWidth, FOLIO_SHEET, folioSheet, folioSheetHeaders, MONEY_FORMAT, wallClock } from './folio-sheet.ts';

const folio = (overrides: Partial<FolioSummary> = {}): FolioSummary => ({
  id: 'f1',
  storeId: 's1',
  number: 7,
  businessDay: '2026-03-14',
  tableId: 't1',
  tableName: 'Salon 3',
  tableGroup: 'Salon',
  serviceType: 'table',
  source: 'portal',
  guestUserId: null,
  status: 'closed',
  cancelReason: null,
  hidden: false,
  doneAt: null,
  note: '',
  covers: null,
  // 01:30 in Istanbul (UTC+3) on the 15th: after midnight, still the 14th's business day.
  openedAt: '2026-03-14T22:30:00.000Z',
  closedAt: '2026-03-14T23:05:00.000Z',
  openedBy: { id: 'u1', name: 'Ayşe Y.' },
  closedBy: { id: 'u1', name: 'Ayşe Y.' },
  version: 5,
  posFolioId: null,
  orderState: null,
  prepMinutes: null,
  answeredAt: null,
  readyAt: null,
  deliveryStatus: 'none',
  courierName: null,
  deliveryStatusAt: null,
  discount: null,
  campaign: null,
  totals: {
    gross: 54_000,
    discounts: 400,
    gifts: 9_000,
    voids: 1_500,
    serviceFee: 5_360,
    taxes: [],
    total: 58_960,
    paid: 58_960,
    tip: 1_005,
    balance: 0,
  },
  lineCount: 5,
  paymentNames: ['Nakit', 'Kredi kartı'],
  ...overrides,
});

const read = async (bytes: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return book;
};

describe('the folio list spreadsheet', () => {
  test('spec §9: a header longer than 14 characters makes a column 16 wide, any other 12', () => {
    expect(columnWidth('')).toBe(12);
    expect(columnWidth('Tip')).toBe(12);
    expect(columnWidth('x'.repeat(14))).toBe(12);
    expect(columnWidth('x'.repeat(15))).toBe(16);
    expect(columnWidth('Kapanış saati (yerel)')).toBe(16);
    // Characters, not bytes: 14 Turkish letters are 14 characters.
    expect(columnWidth('ğüşiöçĞÜŞİÖÇıI')).toBe(12);
  });

  test('headers in English by default and in Turkish, one per column', () => {
    expect(folioSheetHeaders('en')).toEqual([
      'Number',
      'Business day',
      'Opened',
      'Closed',
      'Table',
      'Service type',
      'Status',
      'Opened by',
      'Payment types',
      'Gross',
      'Discounts',
      'Gifts',
      'Voids',
      'Service fee',
      'Total',
      'Paid',
      'Tip',
      'Hidden',
    ]);
    expect(folioSheetHeaders('tr')).toHaveLength(18);
    expect(folioSheetHeaders('tr')[0]).toBe('Adisyon no');
  });

  test('the store wall clock: Istanbul is UTC+3', () => {
    expect(wallClock('2026-03-14T22:30:00.000Z', 'Europe/Istanbul').toISOString()).toBe('2026-03-15T01:30:00.000Z');
  });

  test('one sheet named Folio List: widths by the rule, money as numbers in major units, local times', async () => {
    const book = await read(
      await folioSheet(
        [folio(), folio({ id: 'f2', number: 8, closedAt: null, hidden: true })],
        'tr',
        'Europe/Istanbul',
      ),
    );
    expect(book.worksheets.map((s) => s.name)).toEqual([FOLIO_SHEET]);
    const sheet = book.getWorksheet(FOLIO_SHEET)!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    expect(headers).toEqual(folioSheetHeaders('tr'));
    expect(sheet.columns.map((c) => c.width)).toEqual(headers.map(columnWidth));
    expect(sheet.getRow(1).font?.bold).toBe(true);

    const row = sheet.getRow(2);
    const cell = (header: string) => row.getCell(headers.indexOf(header) + 1);
    expect(cell('Adisyon no').value).toBe(7);
    expect(cell('İş günü').value).toEqual(new Date('2026-03-14T00:00:00Z'));
    expect(cell('Açılış').value).toEqual(new Date('2026-03-15T01:30:00Z'));
    expect(cell('Kapanış').value).toEqual(new Date('2026-03-15T02:05:00Z'));
    expect(cell('Masa').value).toBe('Salon / Salon 3');
    expect(cell('Servis türü').value).toBe('Masaya servis');
    expect(cell('Durum').value).toBe('Kapalı');
    expect(cell('Açan').value).toBe('Ayşe Y.');
    expect(cell('Ödeme tipleri').value).toBe('Nakit, Kredi kartı');
    expect(cell('Brüt').value).toBe(540);
    expect(cell('İndirimler').value).toBe(4);
    expect(cell('Toplam').value).toBe(589.6);
    expect(cell('Bahşiş').value).toBe(10.05);
    expect(cell('Toplam').numFmt).toBe(MONEY_FORMAT);
    // A folio not closed leaves the cell empty.
    expect(sheet.getRow(3).getCell(headers.indexOf('Kapanış') + 1).value).toBeNull();
    // A hidden folio is in the file, marked.
    expect(sheet.getRow(3).getCell(headers.indexOf('Gizli') + 1).value).toBe('Evet');
    expect(cell('Gizli').value || '').toBe('');
  });

  test('a name that a spreadsheet would run as a formula is written as text behind a quote', async () => {
    const link = '=HYPERLINK("https://evil.example","Masa")';
    const book = await read(
      await folioSheet(
        [
          folio({
            tableName: link,
            tableGroup: null,
            openedBy: { id: 'u1', name: '@SUM(1)' },
            paymentNames: ['+cmd|x'],
          }),
        ],
        'en',
        'Europe/Istanbul',
      ),
    );
    const row = book.getWorksheet(FOLIO_SHEET)!.getRow(2);
    const cell = (header: string) => row.getCell(folioSheetHeaders('en').indexOf(header) + 1);
    expect([cell('Table').value, cell('Opened by').value, cell('Payment types').value]).toEqual([
      `'${link}`,
      "'@SUM(1)",
      "'+cmd|x",
    ]);
    expect(cell('Table').type).toBe(ExcelJS.ValueType.String);
    expect(cell('Number').value).toBe(7);
  });
});
