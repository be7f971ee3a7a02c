import type { GuestOrder } from '@sofra/contracts/live/live.schemas';
import { API, post } from './api.ts';

/** Polled when no stream tells the page of the answer. */
export const ORDER_POLL_MS = 10_000;

/** The order a guest sent from a table: its id and the token that reads it. */
export interface OrderRef {
  id: string;
  token: string;
}

/** An order is kept on the device for this long: the visit's orders, not last week's. */
export const KEEP_ORDERS_MS = 12 * 60 * 60_000;
/** The most orders kept per table (the oldest go first). */
export const MAX_KEPT_ORDERS = 20;

const savedKey = (code: string) => `sofra-guest-orders:${code}`;

interface Kept extends OrderRef {
  /** When it was sent, ms since the epoch. */
  at: number;
}

const readKept = (code: string): Kept[] => {
  try {
    const saved = JSON.parse(localStorage.getItem(savedKey(code)) ?? '[]') as unknown;
    if (!Array.isArray(saved)) return [];
    const since = Date.now() - KEEP_ORDERS_MS;
    return saved.filter(
      (k: Partial<Kept>): k is Kept =>
        typeof k?.id === 'string' && typeof k.token === 'string' && typeof k.at === 'number' && k.at > since,
    );
  } catch {
    return [];
  }
};

const writeKept = (code: string, kept: Kept[]) => {
  try {
    if (kept.length) localStorage.setItem(savedKey(code), JSON.stringify(kept.slice(-MAX_KEPT_ORDERS)));
    else localStorage.removeItem(savedKey(code));
  } catch {
    // Not kept: the orders show until the page is left.
  }
};

/** The orders sent from this table in this visit, oldest first (kept on the device, per QR code). */
export const readSavedOrders = (code: string): OrderRef[] => readKept(code).map(({ id, token }) => ({ id, token }));

/** Keeps one more order of this visit. */
export const saveOrder = (code: string, ref: OrderRef) =>
  writeKept(code, [...readKept(code).filter((k) => k.id !== ref.id), { ...ref, at: Date.now() }]);

/** Forgets an order (hidden by the guest, or no longer found). */
export const forgetOrder = (code: string, id: string) =>
  writeKept(
    code,
    readKept(code).filter((k) => k.id !== id),
  );

/**
 * Keeps an order's answer up to date (docs/live.md): its stream when the server offers one, else every 10 seconds;
 * `show` gets each answer, null when the order is gone. Stops once the order is answered.
 */
export const orderFollower = (code: string, show: (order: GuestOrder | null) => void) => {
  let poll: ReturnType<typeof setInterval> | undefined;
  let stream: EventSource | undefined;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearInterval(poll);
    poll = undefined;
    clearTimeout(reopen);
    reopen = undefined;
    stream?.close();
    stream = undefined;
  };
  /** Reads the order again; answers whether it still waits. */
  const refresh = async (ref: OrderRef): Promise<boolean> => {
    const answer = await post<GuestOrder>('guest/orderStatus', ref);
    if (answer.ok) {
      show(answer.value);
      if (answer.value.state !== 'waiting') stop();
      return answer.value.state === 'waiting';
    }
    if (answer.code === 'order_not_found') {
      stop();
      forgetOrder(code, ref.id);
      show(null);
    }
    return false;
  };
  /**
   * Opens the order's stream with a new ticket: a ticket opens one stream, once, so after a drop the page closes it
   * (EventSource would reconnect with the spent one) and opens another one poll later, while the order still waits.
   */
  const listen = async (ref: OrderRef) => {
    if (typeof EventSource === 'undefined') return;
    const ticket = await post<{ ticket: string }>('guest/orderTicket', ref);
    if (!ticket.ok || !poll) return;
    const source = new EventSource(`${API}/stream?ticket=${encodeURIComponent(ticket.value.ticket)}`);
    stream = source;
    const changed = () => void refresh(ref);
    source.addEventListener('order.answered', changed);
    source.addEventListener('delivery.changed', changed);
    const drop = () => {
      source.close();
      if (stream !== source) return false;
      stream = undefined;
      return true;
    };
    // Too many streams from this address: a newer one took this one's place, and the poll carries on alone.
    source.addEventListener('replaced', () => void drop());
    source.onerror = () => {
      if (!drop() || !poll) return;
      reopen = setTimeout(() => {
        reopen = undefined;
        if (poll && !stream) void listen(ref);
      }, ORDER_POLL_MS);
    };
  };
  /** The order's stream when the server offers one; polling meanwhile and whenever it fails. */
  const follow = async (ref: OrderRef) => {
    stop();
    poll = setInterval(() => void refresh(ref), ORDER_POLL_MS);
    await listen(ref);
  };
  return { stop, refresh, follow };
};
