import { currencyCode } from '@sofra/contracts/core/currency';
import type { Folio, FolioLine } from '@sofra/contracts/folios/folios.schemas';
import type { ReceiptHeader } from '@sofra/contracts/folios/receipts.schemas';

/**
 * A receipt's guest page as plain HTML (docs/folios.md, Receipts): no script, a small style sheet of its own, the
 * bill's own amounts (computed by the server at every write) in the store's currency and times on its clock. It names
 * no guest: no name, no number.
 */

/** The languages a receipt is written in. */
export type ReceiptLanguage = 'tr' | 'en';

const texts = {
  tr: {
    title: 'Fiş',
    notFound: 'Bu fiş bulunamadı',
    notFoundText: 'Bağlantı geçersiz ya da süresi dolmuş. Fişinizi işletmeden isteyebilirsiniz.',
    phone: 'Tel',
    taxOffice: 'V.D.',
    taxNumber: 'VKN/TCKN',
    businessDay: 'İş günü',
    number: 'Adisyon no',
    table: 'Masa',
    opened: 'Açılış',
    closed: 'Kapanış',
    staff: 'Garson',
    covers: 'Kişi sayısı',
    lines: 'Ürünler',
    gift: 'İkram',
    void: 'İptal',
    discount: 'İndirim',
    gross: 'Ara toplam',
    discounts: 'İndirimler',
    serviceFee: 'Servis ücreti',
    total: 'TOPLAM',
    taxes: 'KDV',
    taxRate: (rate: string) => `KDV ${rate}`,
    taxOf: (tax: string, base: string) => `${tax} (matrah ${base})`,
    payments: 'Ödemeler',
    tip: 'Bahşiş',
    paid: 'Ödenen',
    balance: 'Kalan',
    open: 'Hesap henüz kapanmadı',
    note: 'Bu belge bilgi fişidir; mali değeri yoktur.',
  },
  en: {
    title: 'Receipt',
    notFound: 'This receipt was not found',
    notFoundText: 'The link is not valid or has expired. You can ask the venue for your receipt.',
    phone: 'Tel',
    taxOffice: 'Tax office',
    taxNumber: 'Tax no.',
    businessDay: 'Business day',
    number: 'Bill no.',
    table: 'Table',
    opened: 'Opened',
    closed: 'Closed',
    staff: 'Staff',
    covers: 'Guests',
    lines: 'Items',
    gift: 'Gift',
    void: 'Void',
    discount: 'Discount',
    gross: 'Subtotal',
    discounts: 'Discounts',
    serviceFee: 'Service fee',
    total: 'TOTAL',
    taxes: 'VAT',
    taxRate: (rate: string) => `VAT ${rate}`,
    taxOf: (tax: string, base: string) => `${tax} (base ${base})`,
    payments: 'Payments',
    tip: 'Tip',
    paid: 'Paid',
    balance: 'Balance',
    open: 'The bill is not closed yet',
    note: 'This is an information slip, not a fiscal document.',
  },
};

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
body{margin:0;background:#f1f3f5;color:#111;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{box-sizing:border-box;max-width:420px;margin:0 auto;padding:20px 16px;background:#fff;min-height:100vh}
h1{font-size:20px;margin:0 0 4px;text-align:center}h2{font-size:15px;margin:16px 0 6px;border-top:1px dashed #666;padding-top:10px}
.c{text-align:center;margin:0}.m{color:#444;font-size:13px}
dl{display:grid;grid-template-columns:auto 1fr;gap:2px 12px;margin:12px 0 0}dt{color:#444}dd{margin:0;text-align:right}
ul{list-style:none;margin:0;padding:0}li{display:flex;justify-content:space-between;gap:12px;padding:4px 0}
li span:last-child{white-space:nowrap}.x{text-decoration:line-through}.total{font-weight:700;font-size:18px}
footer{margin-top:16px;border-top:1px dashed #666;padding-top:10px}`;

const page = (language: ReceiptLanguage, title: string, body: string) =>
  `<!doctype html><html lang="${language}" dir="ltr"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
  `<title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

export const receiptNotFoundPage = (language: ReceiptLanguage) => {
  const t = texts[language];
  return page(language, t.notFound, `<h1>${escape(t.notFound)}</h1><p class="c">${escape(t.notFoundText)}</p>`);
};

const row = (label: string, value: string, className = '') =>
  `<dt${className ? ` class="${className}"` : ''}>${escape(label)}</dt>` +
  `<dd${className ? ` class="${className}"` : ''}>${escape(value)}</dd>`;

export const receiptPage = (language: ReceiptLanguage, folio: Folio, header: ReceiptHeader) => {
  const t = texts[language];
  const number = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: currencyCode(header.currency),
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const money = (minor: number) => number.format(minor / 100);
  const locale = language === 'en' ? 'en-GB' : 'tr';
  const clock = new Intl.DateTimeFormat(locale, {
    timeZone: header.timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const time = (iso: string) => clock.format(new Date(iso)).replace(', ', ' ');
  const day = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });
  const percent = (rate: number) => (language === 'tr' ? `%${new Intl.NumberFormat('tr').format(rate)}` : `${rate}%`);
  const table = folio.tableName
    ? folio.tableGroup
      ? `${folio.tableGroup} / ${folio.tableName}`
      : folio.tableName
    : '';

  const company = [
    header.companyTitle && `<p class="c m">${escape(header.companyTitle)}</p>`,
    (header.taxOffice || header.taxNumber) &&
      `<p class="c m">${escape([header.taxOffice && `${t.taxOffice} ${header.taxOffice}`, header.taxNumber && `${t.taxNumber} ${header.taxNumber}`].filter(Boolean).join(' · '))}</p>`,
  ];
  const head = [
    `<h1>${escape(header.name)}</h1>`,
    header.address && `<p class="c m">${escape(header.address)}</p>`,
    header.phone && `<p class="c m">${escape(`${t.phone} ${header.phone}`)}</p>`,
    ...company,
  ];
  const facts = [
    row(t.businessDay, day.format(new Date(`${folio.businessDay}T00:00:00Z`))),
    row(t.number, String(folio.number)),
    table && row(t.table, table),
    row(t.opened, time(folio.openedAt)),
    folio.closedAt && row(t.closed, time(folio.closedAt)),
    (folio.closedBy ?? folio.openedBy) && row(t.staff, (folio.closedBy ?? folio.openedBy)!.name),
    folio.covers !== null && row(t.covers, String(folio.covers)),
  ];
  const line = (l: FolioLine) => {
    const options = l.options.map((o) => o.name).join(', ');
    const mark = l.state === 'gift' ? ` · ${t.gift}` : l.state === 'void' ? ` · ${t.void}` : '';
    const name = `${l.quantity} × ${l.name}${options ? ` (${options})` : ''}${mark}`;
    const x = l.state === 'void' ? ' class="x"' : '';
    const amount = l.state === 'gift' ? money(0) : money(l.gross);
    const discount =
      l.state === 'active' && l.discount
        ? `<li class="m"><span>${escape(`${t.discount}: ${l.discount.reasonName}`)}</span><span>−${escape(money(l.discount.amount))}</span></li>`
        : '';
    return `<li><span${x}>${escape(name)}</span><span${x}>${escape(amount)}</span></li>${discount}`;
  };
  const totals = folio.totals;
  const sums = [
    row(t.gross, money(totals.gross)),
    totals.discounts > 0 && row(t.discounts, `−${money(totals.discounts)}`),
    totals.serviceFee > 0 && row(t.serviceFee, money(totals.serviceFee)),
    row(t.total, money(totals.total), 'total'),
    ...totals.taxes.map((tax) => row(t.taxRate(percent(tax.rate)), t.taxOf(money(tax.tax), money(tax.base)))),
  ];
  const paid = [
    ...folio.payments.map((p) =>
      row(p.name, p.tip ? `${money(p.amount)} + ${t.tip} ${money(p.tip)}` : money(p.amount)),
    ),
    row(t.paid, money(totals.paid)),
    totals.tip > 0 && row(t.tip, money(totals.tip)),
    row(t.balance, money(totals.balance)),
  ];
  const body = [
    `<header>${head.filter(Boolean).join('')}</header>`,
    `<dl>${facts.filter(Boolean).join('')}</dl>`,
    `<section aria-labelledby="r-lines"><h2 id="r-lines">${escape(t.lines)}</h2><ul>${folio.lines.map(line).join('')}</ul></section>`,
    `<dl>${sums.filter(Boolean).join('')}</dl>`,
    `<section aria-labelledby="r-payments"><h2 id="r-payments">${escape(t.payments)}</h2><dl>${paid.filter(Boolean).join('')}</dl></section>`,
    `<footer>${folio.status === 'closed' ? '' : `<p class="c"><strong>${escape(t.open)}</strong></p>`}<p class="c m">${escape(t.note)}</p></footer>`,
  ];
  return page(language, `${t.title} — ${header.name}`, body.join(''));
};
