// As web/tsconfig.json's `jsx`, said here for tsx too, which renders this on the server from the sources.
/** @jsxRuntime automatic @jsxImportSource react */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { GuestOrder } from '@sofra/contracts/live/live.schemas';
import type { TFunction } from '../lib/translate';
import { forgetOrder, orderFollower, readSavedOrders, saveOrder, type OrderRef } from './order-follower.ts';

type Follower = ReturnType<typeof orderFollower>;

/**
 * Every order of this visit at the table (docs/live.md, Guests' orders), newest first, each followed until answered:
 * a second order never hides the first one's answer. Their tokens are kept on the device (order-follower.ts).
 */
export const useGuestOrders = (code: string | null) => {
  const [orders, setOrders] = useState<GuestOrder[]>([]);
  const followers = useRef(new Map<string, Follower>());

  const drop = useCallback((id: string) => setOrders((list) => list.filter((o) => o.id !== id)), []);
  const show = useCallback(
    (order: GuestOrder) =>
      setOrders((list) =>
        [order, ...list.filter((o) => o.id !== order.id)].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
      ),
    [],
  );
  const followerOf = useCallback(
    (id: string) => {
      let follower = followers.current.get(id);
      if (!follower && code) {
        follower = orderFollower(code, (order) => (order ? show(order) : drop(id)));
        followers.current.set(id, follower);
      }
      return follower;
    },
    [code, show, drop],
  );

  // The orders sent before in this visit are shown again (and followed while they wait).
  useEffect(() => {
    if (!code) return;
    const all = followers.current;
    for (const ref of readSavedOrders(code)) {
      const follower = followerOf(ref.id);
      void follower?.refresh(ref).then((waiting) => {
        if (waiting) void follower.follow(ref);
      });
    }
    return () => {
      for (const follower of all.values()) follower.stop();
      all.clear();
    };
  }, [code, followerOf]);

  /** An order just sent: kept, shown, and followed while it waits. */
  const sent = (order: GuestOrder, ref: OrderRef) => {
    if (!code) return;
    saveOrder(code, ref);
    show(order);
    if (order.state === 'waiting') void followerOf(ref.id)?.follow(ref);
  };
  const hide = (id: string) => {
    followers.current.get(id)?.stop();
    followers.current.delete(id);
    if (code) forgetOrder(code, id);
    drop(id);
  };
  return { orders, sent, hide };
};

/** The time of day of an ISO time on the guest's phone: the guest is at the venue, so its clock is the venue's. */
const timeOf = (iso: string, language: string) =>
  new Date(iso).toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' });

/** "Sent" while it waits; "a waiter is on the way" only once the venue accepted it; the reason when it did not. */
const stateText = (o: GuestOrder, t: TFunction, language: string) =>
  o.state === 'waiting'
    ? t('orderWaiting')
    : o.state === 'accepted'
      ? o.readyAt
        ? t('orderAcceptedAt', { time: timeOf(o.readyAt, language) })
        : t('orderAccepted')
      : o.reason
        ? t('orderRejectedBecause', { reason: o.reason })
        : t('orderRejected');

export const GuestOrders = ({
  orders,
  hide,
  t,
  price,
  language,
  panel,
}: {
  orders: GuestOrder[];
  hide: (id: string) => void;
  t: TFunction;
  price: (minor: number) => string;
  language: string;
  panel: RefObject<HTMLElement | null>;
}) =>
  orders.length > 0 && (
    <div className="orders" ref={panel as RefObject<HTMLDivElement | null>}>
      {orders.map((order) => (
        <section key={order.id} className="order" aria-labelledby={`order-title-${order.id}`}>
          <h2 id={`order-title-${order.id}`}>{t('orderTitle', { number: order.number })}</h2>
          <p className={`order-state ${order.state}`} role="status">
            {stateText(order, t, language)}
          </p>
          <ul className="order-lines">
            {order.lines.map((l, i) => (
              <li key={i}>
                <span>{`${l.quantity} × ${l.name}`}</span>
                <span>{price(l.net)}</span>
              </li>
            ))}
          </ul>
          {order.serviceFee > 0 && (
            <p className="basket-sum">
              <span>{t('serviceFeeLine')}</span>
              <span>{price(order.serviceFee)}</span>
            </p>
          )}
          <p className="order-total">
            <span>{t('total')}</span>
            <span>{price(order.total)}</span>
          </p>
          {order.state !== 'waiting' && (
            <button type="button" className="link" onClick={() => hide(order.id)}>
              {t('hideOrder')}
            </button>
          )}
        </section>
      ))}
    </div>
  );
