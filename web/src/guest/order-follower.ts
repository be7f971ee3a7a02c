import type { GuestOrder } from '@sofra/contracts/live/live.schemas';
import { API, post } from './api.ts';

/** Polled when no stream tells the page of the answer. */
export const ORDER_POLL_MS = 10_000;

/** The order a guest sent from a table: its id and the token that reads it. */
export interface OrderRef {
  id: string;
  token: string;
}

const savedKey = (code: string) => `sofra-guest-order:${code}`;

/** The order sent from this table in this visit (session storage, per QR code). */
export const readSavedOrder = (code: string): OrderRef | null => {
  try {
    const saved = JSON.parse(sessionStorage.getItem(savedKey(code)) ?? 'null') as { id?: unknown; token?: unknown };
    return saved && typeof saved.id === 'string' && typeof saved.token === 'string'
      ? { id: saved.id, token: saved.token }
      : null;
  } catch {
    return null;
  }
};

export const saveOrder = (code: string, ref: OrderRef | null) => {
  try {
    if (ref) sessionStorage.setItem(savedKey(code), JSON.stringify(ref));
    else sessionStorage.removeItem(savedKey(code));
  } catch {
    // Not kept: the order shows until the page is left.
  }
};

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
      saveOrder(code, null);
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
