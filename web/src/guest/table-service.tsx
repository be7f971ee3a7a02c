// As web/tsconfig.json's `jsx`, said here for tsx too, which renders this on the server from the sources.
/** @jsxRuntime automatic @jsxImportSource react */
import { useEffect, useMemo, useReducer, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { GuestOrder } from '@sofra/contracts/live/live.schemas';
import type { GuestMenu } from '@sofra/contracts/menu/published.schemas';
import type { TFunction } from '../lib/translate';
import { post } from './api.ts';
import {
  basketReducer,
  basketTotal,
  itemCount,
  unitPrice,
  type BasketAction,
  type Limits,
  type Modifier,
  type Option,
  type Product,
} from './basket.ts';
import { useHydrated } from './hydrated.ts';
import { localeOf } from './money.ts';
import { orderFollower, readSavedOrder, saveOrder, type OrderRef } from './order-follower.ts';
import { chooseText } from './texts.ts';

/**
 * What a guest at a table can do from the menu (docs/live.md): call a waiter, ask for the bill, and — when the store
 * takes orders now — fill a basket and send it; after sending, the order's answer is shown and kept up to date
 * (order-follower.ts). The order's token is kept in session storage.
 */
export interface TableService {
  /** Above the menu: the waiter and bill buttons, the order sent. */
  top: ReactNode;
  /** Below the menu: the basket, and its bar at the foot of the screen. */
  bottom: ReactNode;
  /** The "Add" button and its option form for a product card, when the store takes orders now. */
  adder: (product: Product, modifiers: Modifier[]) => ReactNode;
}

/** No service (the store's menu without a table): nothing to order. */
const NO_LIMITS: Limits = { lineQuantity: 0, items: 0, verifiedPhoneAbove: 0 };

/** The time of day of an ISO time on the guest's phone: the guest is at the venue, so its clock is the venue's. */
const timeOf = (iso: string, language: string) =>
  new Date(iso).toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' });

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
  const [signalNote, setSignalNote] = useState('');
  const [signalling, setSignalling] = useState(false);
  const hydrated = useHydrated();
  const [order, setOrder] = useState<GuestOrder | null>(null);
  const [basket, dispatch] = useReducer(
    useMemo(() => basketReducer(limits), [limits]),
    { lines: [], note: null },
  );
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(0);
  const noteInput = useRef<HTMLTextAreaElement>(null);
  const orderPanel = useRef<HTMLElement>(null);
  const follower = useMemo(() => (code ? orderFollower(code, setOrder) : null), [code, setOrder]);

  // An order sent before in this visit is shown again (and followed while it waits).
  useEffect(() => {
    if (!code || !follower) return;
    const saved = readSavedOrder(code);
    if (saved)
      void follower.refresh(saved).then((waiting) => {
        if (waiting) void follower.follow(saved);
      });
    return follower.stop;
  }, [code, follower]);

  const hasBar = basket.lines.length > 0;
  useEffect(() => {
    document.body.classList.toggle('with-bar', hasBar);
  }, [hasBar]);

  useEffect(() => {
    if (sent) orderPanel.current?.scrollIntoView?.({ block: 'start' });
  }, [sent]);

  if (!code || !data.table || !service || !follower) return null;

  const signal = (path: string, done: string) => async () => {
    setSignalling(true);
    const answer = await post<{ id: string }>(path, { code });
    setSignalling(false);
    setSignalNote(
      answer.ok
        ? done
        : answer.code === 'signal_too_soon'
          ? t('tooSoon', { seconds: answer.retryAfter ?? 30 })
          : answer.code === 'signal_not_allowed'
            ? t('notAllowed')
            : t('notSent'),
    );
  };

  const hideOrder = () => {
    follower.stop();
    saveOrder(code, null);
    setOrder(null);
  };

  const orderState = (o: GuestOrder) =>
    o.state === 'waiting'
      ? t('orderWaiting')
      : o.state === 'accepted'
        ? o.readyAt
          ? t('orderAcceptedAt', { time: timeOf(o.readyAt, language) })
          : t('orderAccepted')
        : o.reason
          ? t('orderRejectedBecause', { reason: o.reason })
          : t('orderRejected');

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
            {signalNote}
          </p>
        </section>
      )}
      {order && (
        <section className="order" aria-labelledby="order-title" ref={orderPanel}>
          <h2 id="order-title">{t('orderTitle', { number: order.number })}</h2>
          <p className={`order-state ${order.state}`} role="status">
            {orderState(order)}
          </p>
          <ul className="order-lines">
            {order.lines.map((l, i) => (
              <li key={i}>
                <span>{`${l.quantity} × ${l.name}`}</span>
                <span>{price(l.net)}</span>
              </li>
            ))}
          </ul>
          <p className="order-total">
            <span>{t('total')}</span>
            <span>{price(order.total)}</span>
          </p>
          {order.state !== 'waiting' && (
            <button type="button" className="link" onClick={hideOrder}>
              {t('hideOrder')}
            </button>
          )}
        </section>
      )}
    </>
  );

  if (!service.order) return { top, bottom: null, adder: () => null };

  /** What the guest is told when the order is refused. */
  const refusal = (reason: string, retryAfter: number | null) => {
    switch (reason) {
      case 'signal_too_soon':
        return t('orderTooSoon', { seconds: retryAfter ?? 30 });
      case 'rate_limited':
        return t('orderRateLimited', { seconds: retryAfter ?? 60 });
      case 'ordering_closed':
        return t('orderingClosed');
      case 'product_not_available':
      case 'folio_options_invalid':
        return t('menuChanged');
      case 'order_line_too_large':
        return t('orderLineTooLarge', { max: limits.lineQuantity });
      case 'order_too_large':
        return t('orderTooLarge', { max: limits.items });
      case 'order_needs_verified_phone':
        return t('orderNeedsPhone', { amount: price(limits.verifiedPhoneAbove) });
      default:
        return t('notSent');
    }
  };

  const send = async () => {
    if (!basket.lines.length) return;
    setSending(true);
    dispatch({ type: 'say', text: t('sending') });
    const answer = await post<{ order: GuestOrder; token: string }>('guest/order', {
      code,
      note: noteInput.current?.value.trim() ?? '',
      lines: basket.lines.map((l) => ({
        productId: l.product.id,
        quantity: l.quantity,
        options: l.options.map((o) => o.id),
      })),
    });
    setSending(false);
    if (!answer.ok) {
      dispatch({ type: 'say', text: refusal(answer.code, answer.retryAfter) });
      return;
    }
    const ref: OrderRef = { id: answer.value.order.id, token: answer.value.token };
    saveOrder(code, ref);
    dispatch({ type: 'sent' });
    if (noteInput.current) noteInput.current.value = '';
    setOrder(answer.value.order);
    setSent((n) => n + 1);
    if (answer.value.order.state === 'waiting') void follower.follow(ref);
  };

  const total = basketTotal(basket.lines);
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
                <span>{price(unitPrice(l) * l.quantity)}</span>
              </li>
            );
          })}
        </ul>
        <p className="order-total">
          <span>{t('total')}</span>
          <span>{price(total)}</span>
        </p>
        {/* The server prices the order; this is the menu's estimate, to warn before sending. */}
        <p className="note" hidden={!(limits.verifiedPhoneAbove > 0 && total > limits.verifiedPhoneAbove)}>
          {t('orderNeedsPhone', { amount: price(limits.verifiedPhoneAbove) })}
        </p>
        <label htmlFor="basket-note">{t('note')}</label>
        <textarea id="basket-note" ref={noteInput} rows={2} maxLength={500} />
        <button type="button" className="button" disabled={sending} onClick={() => void send()}>
          {t('send')}
        </button>
        <p className="note" role="status">
          {note}
        </p>
      </section>
      <a className="basket-bar" href="#basket">
        <span>{t('basketBar', { count, total: price(total) })}</span>
      </a>
    </>
  );

  return {
    top,
    bottom,
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

/** A product's "Add": at once without variations, else a form with its variations and the quantity. */
const Adder = ({
  product,
  modifiers,
  t,
  price,
  limits,
  add,
  ready,
}: {
  product: Product;
  modifiers: Modifier[];
  t: TFunction;
  price: (minor: number) => string;
  limits: Limits;
  add: (action: BasketAction) => void;
  ready: boolean;
}) => {
  const [open, setOpen] = useState(false);
  const [quantity, setQuantity] = useState(1);
  const [problem, setProblem] = useState('');
  const addLabel = t('addNamed', { name: product.name });
  if (!modifiers.length)
    return (
      <button
        type="button"
        className="button small"
        aria-label={addLabel}
        disabled={!ready}
        onClick={() => add({ type: 'add', product, options: [], quantity: 1 })}
      >
        {t('add')}
      </button>
    );
  const formId = `add-${product.id}`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const chosen: Option[] = [];
    const wrong = modifiers.find((m) => {
      const ids = [...form.querySelectorAll<HTMLInputElement>(`input[name="${product.id}-${m.id}"]`)]
        .filter((x) => x.checked)
        .map((x) => x.value);
      chosen.push(...m.options.filter((o) => ids.includes(o.id)));
      return ids.length < m.minChoices || ids.length > m.maxChoices;
    });
    if (wrong) {
      setProblem(`${wrong.name}: ${chooseText(t, wrong.minChoices, wrong.maxChoices)}`);
      return;
    }
    add({ type: 'add', product, options: chosen, quantity });
    setProblem('');
    setOpen(false);
  };
  return (
    <div className="adder">
      <button
        type="button"
        className="button small"
        aria-expanded={open}
        aria-controls={formId}
        aria-label={addLabel}
        disabled={!ready}
        onClick={() => setOpen(!open)}
      >
        {t('add')}
      </button>
      <form id={formId} className="add-form" hidden={!open} aria-label={addLabel} onSubmit={submit}>
        {modifiers.map((m) => {
          const multiple = m.maxChoices > 1;
          return (
            <fieldset key={m.id} className="choice">
              <legend>{`${m.name} (${chooseText(t, m.minChoices, m.maxChoices)})`}</legend>
              {m.options.map((o) => (
                <label key={o.id}>
                  <input
                    type={multiple ? 'checkbox' : 'radio'}
                    name={`${product.id}-${m.id}`}
                    value={o.id}
                    defaultChecked={!multiple && m.minChoices > 0 && o.isDefault}
                  />
                  {` ${o.name}${o.price ? ` (${o.price > 0 ? '+' : '−'}${price(Math.abs(o.price))})` : ''}`}
                </label>
              ))}
            </fieldset>
          );
        })}
        <div className="stepper">
          <span>{t('quantity')}</span>
          <button
            type="button"
            aria-label={t('less', { name: product.name })}
            onClick={() => setQuantity(Math.max(1, quantity - 1))}
          >
            −
          </button>
          <span>{quantity}</span>
          <button
            type="button"
            aria-label={t('more', { name: product.name })}
            onClick={() => setQuantity(Math.min(limits.lineQuantity, quantity + 1))}
          >
            +
          </button>
        </div>
        <p className="note" role="alert">
          {problem}
        </p>
        <button type="submit" className="button">
          {t('addToBasket')}
        </button>
      </form>
    </div>
  );
};
