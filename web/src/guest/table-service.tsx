// As web/tsconfig.json's `jsx`, said here for tsx too, which renders this on the server from the sources.
/** @jsxRuntime automatic @jsxImportSource react */
import { lazy, Suspense, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import type { StoreStatus } from '@sofra/contracts/core/enums';
import type { GuestOrder } from '@sofra/contracts/live/live.schemas';
import type { GuestMenu } from '@sofra/contracts/menu/published.schemas';
import type { TFunction } from '../lib/translate';
import { post } from './api.ts';
import { basketReducer, itemCount, type Limits, type Modifier, type Product } from './basket.ts';
import { Adder } from './adder.tsx';
import { GuestOrders, useGuestOrders } from './guest-orders.tsx';
import { orderRefusal } from './order-refusal.ts';
import { useHydrated } from './hydrated.ts';
import { localeOf } from './money.ts';
import { orderLines, useQuote, type QuoteState } from './quote.ts';
import { forgetSession, isSessionOver, useGuestSession } from './session.ts';
import { followTableStatus } from './table-status.ts';

/**
 * What a guest at a table can do from the menu (docs/live.md): call a waiter, ask for the bill, and — when the store
 * takes orders now — fill a basket priced by the server (quote.ts) and send it; every order of the visit is shown
 * with its answer, kept up to date (guest-orders.tsx). A pause of the store reaches the open page through the
 * table's stream (table-status.ts) and hides ordering.
 */
export interface TableService {
  /** Above the menu: the waiter and bill buttons, the orders sent. */
  top: ReactNode;
  /** Below the menu: the basket, and its bar at the foot of the screen. */
  bottom: ReactNode;
  /**
   * Last, below the menu and the basket: the table’s bill, whose chunk comes once the page runs — there its arrival
   * moves nothing the guest is reading (above the menu it pushed the whole menu down).
   */
  end: ReactNode;
  /** The "Add" button and its option form for a product card, when the store takes orders now. */
  adder: (product: Product, modifiers: Modifier[]) => ReactNode;
}

/**
 * The guest's own parts (own-parts.tsx): the sign-in and wallet here, "Book a table" on the menu (menu-view.tsx), each
 * loaded only when the guest opens it, so the menu's first load stays light.
 */
export const OwnPart = lazy(() => import('./own-parts.tsx'));
/** The table's bill and a coupon on it: a chunk of its own too, loaded once the page runs. */
const BillPanel = lazy(() => import('./bill/bill-panel.tsx'));

/** No service (the store's menu without a table): nothing to order. */
const NO_LIMITS: Limits = { lineQuantity: 0, items: 0, verifiedPhoneAbove: 0 };

/** The table's service, for the code of a table QR code; null on the store's menu (no code or no table). */
export const useTableService = (
  code: string | null,
  data: GuestMenu,
  t: TFunction,
  price: (minor: number) => string,
): TableService | null => {
  const { service } = data;
  const limits = service?.limits ?? NO_LIMITS;
  const language = localeOf(data.menu.language);
  // What the last call says; `waiting`: the call sent, and what to say once staff acknowledge it.
  const [signalNote, setSignalNote] = useState<{ text: string; waiting?: { id: string; done: string } }>({ text: '' });
  const [signalling, setSignalling] = useState(false);
  const hydrated = useHydrated();
  const { orders, sent: orderSent, hide: hideOrder } = useGuestOrders(data.table ? code : null);
  const [status, setStatus] = useState<StoreStatus>(service?.status ?? 'open');
  const [basket, dispatch] = useReducer(
    useMemo(() => basketReducer(limits), [limits]),
    { lines: [], note: null },
  );
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(0);
  const noteInput = useRef<HTMLTextAreaElement>(null);
  const orderPanel = useRef<HTMLElement>(null);
  const session = useGuestSession();
  const [walletOpen, setWalletOpen] = useState(false);
  // The coupon the signed-in guest chose from their wallet (or typed) for the next order.
  const [couponCode, setCouponCode] = useState<string | null>(null);
  const chosenCoupon = session ? couponCode : null;
  const quote = useQuote(code, basket.lines, { token: session?.token ?? null, couponCode: chosenCoupon });
  const takesOrders = Boolean(service?.order);

  // A token the server no longer takes (expired, signed out elsewhere): the page forgets it.
  const quoteCode = quote.kind === 'refused' ? quote.code : '';
  useEffect(() => {
    if (isSessionOver(quoteCode)) forgetSession();
  }, [quoteCode]);

  // A page that takes orders follows the store's status: a pause hides ordering, open shows it again. A page that
  // calls staff learns there when its call was acknowledged.
  const calls = Boolean(service?.callWaiter || service?.requestCheck);
  useEffect(() => {
    if (!code || !data.table || !(takesOrders || calls)) return;
    return followTableStatus(code, setStatus, (id) =>
      setSignalNote((note) => (note.waiting?.id === id ? { text: note.waiting.done } : note)),
    );
  }, [code, data.table, takesOrders, calls]);

  const hasBar = basket.lines.length > 0;
  useEffect(() => {
    document.body.classList.toggle('with-bar', hasBar);
  }, [hasBar]);

  useEffect(() => {
    if (sent) orderPanel.current?.scrollIntoView?.({ block: 'start' });
  }, [sent]);

  if (!code || !data.table || !service) return null;

  const signal = (path: string, done: string) => async () => {
    setSignalling(true);
    const answer = await post<{ id: string }>(path, { code });
    setSignalling(false);
    // "On the way" only once staff acknowledged the call: until then, sent.
    setSignalNote(
      answer.ok
        ? { text: t('signalSent'), waiting: { id: answer.value.id, done } }
        : {
            text:
              answer.code === 'signal_too_soon'
                ? t('tooSoon', { seconds: answer.retryAfter ?? 30 })
                : answer.code === 'signal_not_allowed'
                  ? t('notAllowed')
                  : t('notSent'),
          },
    );
  };

  const paused = takesOrders && status !== 'open';
  const top = (
    <>
      {(service.callWaiter || service.requestCheck) && (
        <section className="service" aria-label={t('serviceTitle')}>
          <div className="service-buttons">
            {service.callWaiter && (
              <button
                type="button"
                className="button"
                disabled={signalling || !hydrated}
                onClick={signal('folio/callWaiter', t('waiterSent'))}
              >
                {t('callWaiter')}
              </button>
            )}
            {service.requestCheck && (
              <button
                type="button"
                className="button secondary"
                disabled={signalling || !hydrated}
                onClick={signal('folio/requestCheck', t('checkSent'))}
              >
                {t('requestCheck')}
              </button>
            )}
          </div>
          <p className="note" role="status">
            {signalNote.text}
          </p>
        </section>
      )}
      {paused && (
        <p className="note" role="status">
          {t('orderingClosed')}
        </p>
      )}
      <section className="service wallet" aria-label={t('walletOpen')}>
        <button
          type="button"
          className="button secondary"
          aria-expanded={walletOpen}
          aria-controls="wallet-panel"
          disabled={!hydrated}
          onClick={() => setWalletOpen(!walletOpen)}
        >
          {t('walletOpen')}
        </button>
        {chosenCoupon && (
          <p className="note">
            {t('couponChosen', { code: chosenCoupon })}{' '}
            <button type="button" className="link" onClick={() => setCouponCode(null)}>
              {t('removeCoupon')}
            </button>
          </p>
        )}
        {walletOpen && (
          <div id="wallet-panel">
            <Suspense fallback={<p role="status">{t('walletLoading')}</p>}>
              <OwnPart
                storeId={data.menu.id}
                language={data.menu.language}
                price={price}
                session={session}
                chosenCoupon={chosenCoupon}
                onUseCoupon={takesOrders && status === 'open' ? setCouponCode : null}
              />
            </Suspense>
          </div>
        )}
      </section>
      <GuestOrders orders={orders} hide={hideOrder} t={t} price={price} language={language} panel={orderPanel} />
    </>
  );
  const end = hydrated && (
    <Suspense>
      <BillPanel code={code} language={data.menu.language} price={price} session={session} orders={orders} />
    </Suspense>
  );

  if (!takesOrders || paused) return { top, bottom: null, end, adder: () => null };

  const refusal = (reason: string, retryAfter: number | null) => orderRefusal(t, reason, retryAfter, limits, price);

  const send = async () => {
    if (!basket.lines.length) return;
    setSending(true);
    dispatch({ type: 'say', text: t('sending') });
    const answer = await post<{ order: GuestOrder; token: string }>(
      'guest/order',
      {
        code,
        note: noteInput.current?.value.trim() ?? '',
        lines: orderLines(basket.lines),
        ...(chosenCoupon ? { couponCode: chosenCoupon } : {}),
      },
      session?.token,
    );
    setSending(false);
    if (!answer.ok) {
      if (isSessionOver(answer.code)) forgetSession();
      dispatch({ type: 'say', text: refusal(answer.code, answer.retryAfter) });
      return;
    }
    dispatch({ type: 'sent' });
    setCouponCode(null);
    if (noteInput.current) noteInput.current.value = '';
    orderSent(answer.value.order, { id: answer.value.order.id, token: answer.value.token });
    setSent((n) => n + 1);
  };

  const priced = quote.kind === 'priced' ? quote.quote : null;
  const total = priced?.total ?? null;
  const count = itemCount(basket.lines);
  const note = basket.note && ('text' in basket.note ? basket.note.text : t(basket.note.key, { max: basket.note.max }));
  const bottom = basket.lines.length > 0 && (
    <>
      <section id="basket" className="basket" aria-labelledby="basket-title">
        <h2 id="basket-title">{t('basket')}</h2>
        <ul className="basket-lines">
          {basket.lines.map((l, i) => {
            const name = [l.product.name, ...l.options.map((o) => o.name)].join(', ');
            return (
              <li key={`${l.product.id}:${l.options.map((o) => o.id).join()}`}>
                <span className="basket-name">{name}</span>
                <span className="stepper">
                  <button
                    type="button"
                    aria-label={t('less', { name })}
                    onClick={() => dispatch({ type: 'step', index: i, by: -1 })}
                  >
                    −
                  </button>
                  <span>{l.quantity}</span>
                  <button
                    type="button"
                    aria-label={t('more', { name })}
                    onClick={() => dispatch({ type: 'step', index: i, by: 1 })}
                  >
                    +
                  </button>
                </span>
                <LinePrice quote={quote} index={i} price={price} t={t} />
              </li>
            );
          })}
        </ul>
        {priced && priced.discounts - (priced.coupon?.amount ?? 0) > 0 && (
          <p className="basket-sum">
            <span>{t('discounts')}</span>
            <span>{`−${price(priced.discounts - (priced.coupon?.amount ?? 0))}`}</span>
          </p>
        )}
        {priced?.coupon && (
          // The coupon's line as the bill will name it: "{coupon} ({code})".
          <p className="basket-sum">
            <span>{priced.coupon.name}</span>
            <span>{`−${price(priced.coupon.amount)}`}</span>
          </p>
        )}
        {chosenCoupon && (
          <button type="button" className="link" onClick={() => setCouponCode(null)}>
            {t('removeCoupon')}
          </button>
        )}
        {priced && priced.serviceFee > 0 && (
          <p className="basket-sum">
            <span>{t('serviceFee', { percent: priced.serviceFeePercent })}</span>
            <span>{price(priced.serviceFee)}</span>
          </p>
        )}
        <p className="order-total" aria-busy={total === null}>
          <span>{t('total')}</span>
          <span>{total === null ? '…' : price(total)}</span>
        </p>
        <p className="note" hidden={!(limits.verifiedPhoneAbove > 0 && (total ?? 0) > limits.verifiedPhoneAbove)}>
          {t('orderNeedsPhone', { amount: price(limits.verifiedPhoneAbove) })}
        </p>
        <label htmlFor="basket-note">{t('note')}</label>
        <textarea id="basket-note" ref={noteInput} rows={2} maxLength={500} />
        <button type="button" className="button" disabled={sending || !priced} onClick={() => void send()}>
          {t('send')}
        </button>
        <p className="note" role="status">
          {note ?? (quote.kind === 'refused' ? refusal(quote.code, quote.retryAfter) : null)}
        </p>
      </section>
      <a className="basket-bar" href="#basket">
        <span>
          {total === null ? t('basketBarPricing', { count }) : t('basketBar', { count, total: price(total) })}
        </span>
      </a>
    </>
  );

  return {
    top,
    bottom,
    end,
    adder: (product, modifiers) => (
      <Adder
        key="adder"
        product={product}
        modifiers={modifiers}
        t={t}
        price={price}
        limits={limits}
        add={dispatch}
        ready={hydrated}
      />
    ),
  };
};

/** A basket line's price as the server quoted it: the campaign's price beside the menu's, named; "…" until priced. */
const LinePrice = ({
  quote,
  index,
  price,
  t,
}: {
  quote: QuoteState;
  index: number;
  price: (minor: number) => string;
  t: TFunction;
}) => {
  const line = quote.kind === 'priced' ? quote.quote.lines[index] : undefined;
  if (!line) return <span aria-busy="true">…</span>;
  if (line.price === line.gross) return <span>{price(line.price)}</span>;
  return (
    <span className="line-price">
      <s aria-label={t('menuPrice', { price: price(line.gross) })}>{price(line.gross)}</s>{' '}
      <span>{price(line.price)}</span>
      {line.campaignName && <span className="campaign">{line.campaignName}</span>}
    </span>
  );
};
