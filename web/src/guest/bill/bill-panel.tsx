/** @jsxRuntime automatic @jsxImportSource react */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { GuestOrder } from '@sofra/contracts/live/live.schemas';
import type { GuestBill } from '@sofra/contracts/loyalty/guest-bill.schemas';
import type { TFunction } from '../../lib/translate';
import { post } from '../api.ts';
import { forgetSession, isSessionOver, type GuestSession } from '../session.ts';
import { billT, REFUSALS } from './bill-texts.ts';
import './bill.css';

/**
 * The table's bill on the guest page (docs/coupons.md, The table's bill), after Toast's and Sunday's pay-at-table: what
 * the table owes together, every figure as the server answered it (`guest/bill`; nothing is added up here), and a
 * coupon or promo code a signed-in guest applies to it (`guest/billCoupon`). Its own chunk, loaded once the page runs:
 * the menu's first load does not carry it.
 */

export interface BillPanelProps {
  /** The table QR code. */
  code: string;
  /** The menu's language: the bill speaks Turkish for a Turkish menu, English otherwise. */
  language: string;
  price: (minor: number) => string;
  /** The signed-in guest; null: the bill is shown, a coupon needs signing in first. */
  session: GuestSession | null;
  /** The guest's orders of this visit: when one is sent or answered, the bill is read again. */
  orders: GuestOrder[];
}

/** While the bill is open on the screen, it is read again this often (other guests' orders, the staff's changes). */
export const BILL_POLL_MS = 30_000;

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; bill: GuestBill | null };

/** What the guest is told of a refused coupon. */
const refusalText = (t: TFunction, code: string, retryAfter: number | null) => {
  if (isSessionOver(code)) return t('refused.sessionOver');
  if (code === 'rate_limited') return t('refused.rate_limited', { seconds: retryAfter ?? 60 });
  return t(REFUSALS.has(code) ? `refused.${code}` : 'refused.failed');
};

/** Reads the table's bill now, on `changes`, and every BILL_POLL_MS while `open`; a refresh keeps the bill shown. */
const useBill = (code: string, changes: string, open: boolean) => {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [reading, setReading] = useState(false);
  const latest = useRef(0);
  const load = useCallback(async () => {
    const n = ++latest.current;
    const answer = await post<GuestBill | null>('guest/bill', { code });
    // Only the last read is shown: an older answer arriving late must not replace a newer one.
    if (n !== latest.current) return;
    setReading(false);
    setLoaded((before) =>
      answer.ok ? { kind: 'ready', bill: answer.value } : before.kind === 'ready' ? before : { kind: 'failed' },
    );
  }, [code]);
  useEffect(() => {
    void load();
  }, [load, changes]);
  const read = useCallback(() => {
    setReading(true);
    void load();
  }, [load]);
  useEffect(() => {
    if (!open) return;
    const poll = setInterval(() => {
      if (document.visibilityState === 'visible') read();
    }, BILL_POLL_MS);
    return () => clearInterval(poll);
  }, [open, read]);
  const show = (bill: GuestBill) => {
    latest.current++;
    setReading(false);
    setLoaded({ kind: 'ready', bill });
  };
  return { loaded, reading, read, show };
};

const Sum = ({ label, amount, minus = false }: { label: string; amount: string; minus?: boolean }) => (
  <p className="basket-sum">
    <span>{label}</span>
    <span>{minus ? `−${amount}` : amount}</span>
  </p>
);

const Bill = ({ t, bill, price }: { t: TFunction; bill: GuestBill; price: (minor: number) => string }) => (
  <>
    <p className="muted">
      {t('number', { number: bill.number })}
      {bill.status === 'locked' && ` · ${t('printed')}`}
    </p>
    <ul className="order-lines">
      {bill.lines.map((l, i) => (
        <li key={i}>
          <span className="bill-name">
            {`${l.quantity} × ${l.name}`}
            {l.options.length > 0 && <span className="muted">{l.options.join(', ')}</span>}
          </span>
          <span>{l.gift ? t('gift') : price(l.amount)}</span>
        </li>
      ))}
    </ul>
    {bill.campaign && <Sum label={bill.campaign.name} amount={price(bill.campaign.amount)} minus />}
    {bill.discount && <Sum label={bill.discount.name} amount={price(bill.discount.amount)} minus />}
    {bill.serviceFee > 0 && <Sum label={t('serviceFee')} amount={price(bill.serviceFee)} />}
    <p className="order-total">
      <span>{t('total')}</span>
      <span>{price(bill.total)}</span>
    </p>
    {bill.paid > 0 && (
      <>
        <Sum label={t('paid')} amount={price(bill.paid)} minus />
        <p className="order-total">
          <span>{t('balance')}</span>
          <span>{price(bill.balance)}</span>
        </p>
      </>
    )}
  </>
);

/** The coupon field: the code sent as typed (the server trims it and reads it in capitals). */
const CouponForm = ({
  t,
  code,
  token,
  price,
  applied,
  refused,
}: {
  t: TFunction;
  code: string;
  token: string;
  price: (minor: number) => string;
  applied: (bill: GuestBill) => void;
  refused: (code: string) => void;
}) => {
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const couponCode = String(new FormData(form).get('coupon') ?? '').trim();
    if (!couponCode) return;
    setBusy(true);
    setSaid('');
    const answer = await post<GuestBill>('guest/billCoupon', { code, couponCode }, token);
    setBusy(false);
    if (answer.ok) {
      form.reset();
      applied(answer.value);
      setSaid(t('applied', { total: price(answer.value.total) }));
      return;
    }
    if (isSessionOver(answer.code)) forgetSession();
    refused(answer.code);
    setSaid(refusalText(t, answer.code, answer.retryAfter));
  };
  return (
    <form className="bill-form" onSubmit={(e) => void apply(e)}>
      <label htmlFor="bill-coupon">{t('couponLabel')}</label>
      <div className="bill-row">
        <input
          id="bill-coupon"
          name="coupon"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          required
        />
        <button type="submit" className="button small" disabled={busy}>
          {busy ? t('applying') : t('apply')}
        </button>
      </div>
      <p className="note" role="status">
        {said}
      </p>
    </form>
  );
};

/** The lazily loaded bill: a heading that opens it (with what is left to pay), then the bill and the coupon field. */
const BillPanel = ({ code, language, price, session, orders }: BillPanelProps) => {
  const t = billT(language);
  const token = session?.token ?? null;
  // The orders are followed (read again while they wait): only a new order or a new answer changes this.
  const changes = orders.map((o) => `${o.id}:${o.state}`).join();
  const [open, setOpen] = useState(false);
  const { loaded, reading, read, show } = useBill(code, changes, open);
  const bill = loaded.kind === 'ready' ? loaded.bill : null;
  return (
    <section className="service bill" aria-labelledby="bill-title">
      <h2 id="bill-title" className="bill-title">
        <button
          type="button"
          className="bill-toggle"
          aria-expanded={open}
          aria-controls="bill-body"
          onClick={() => {
            if (!open) read();
            setOpen(!open);
          }}
        >
          <span>{t('title')}</span> <span aria-busy={loaded.kind === 'loading'}>{bill ? price(bill.balance) : ''}</span>
          <span aria-hidden="true" className="bill-chevron">
            {open ? '▴' : '▾'}
          </span>
        </button>
      </h2>
      {open && (
        <div id="bill-body" aria-busy={reading}>
          {loaded.kind === 'loading' && <p role="status">{t('loading')}</p>}
          {loaded.kind === 'failed' && (
            <p role="status">
              {t('failed')}{' '}
              <button type="button" className="link" onClick={() => read()}>
                {t('retry')}
              </button>
            </p>
          )}
          {loaded.kind === 'ready' && !bill && <p className="muted">{t('none')}</p>}
          {bill && <Bill t={t} bill={bill} price={price} />}
          {bill &&
            (token ? (
              <CouponForm
                t={t}
                code={code}
                token={token}
                price={price}
                applied={show}
                refused={(refusal) => {
                  // The bill closed or went meanwhile: show the table as it is now.
                  if (refusal === 'folio_not_found' || refusal === 'folio_not_open') read();
                }}
              />
            ) : (
              <p className="note">{t('signInFirst')}</p>
            ))}
          {loaded.kind === 'ready' && (
            <button type="button" className="link" disabled={reading} onClick={() => read()}>
              {t('refresh')}
            </button>
          )}
        </div>
      )}
    </section>
  );
};

export default BillPanel;
