import type { GuestOrder } from '@sofra/contracts/live/live.schemas';
import type { GuestMenu, StoreMenu } from '@sofra/contracts/menu/published.schemas';
import { API, post } from './api.ts';
import { h } from './dom.ts';
import type { Texts } from './texts.ts';

/**
 * What a guest at a table can do from the menu (docs/live.md): call a waiter, ask for the bill, and — when the store
 * takes orders now — fill a basket and send it; after sending, the order's answer is shown and kept up to date (its
 * stream when the server offers one, else every 10 seconds). The order's token is kept in session storage.
 */

type Product = StoreMenu['products'][number];
type Modifier = StoreMenu['productModifiers'][number] | StoreMenu['productGroupModifiers'][number];
type Option = Modifier['options'][number];

interface BasketLine {
  product: Product;
  options: Option[];
  quantity: number;
}

export interface GuestService {
  /** Above the menu: the waiter and bill buttons, the order sent. */
  top: HTMLElement[];
  /** Below the menu: the basket, and its bar at the foot of the screen. */
  bottom: HTMLElement[];
  /** The "Add" button and its option form for a product card, when the store takes orders now. */
  adder: (product: Product, modifiers: Modifier[]) => HTMLElement | null;
}

/** Polled when no stream tells the page of the answer. */
export const ORDER_POLL_MS = 10_000;
const savedKey = (code: string) => `sofra-guest-order:${code}`;

const readSaved = (code: string): { id: string; token: string } | null => {
  try {
    const saved = JSON.parse(sessionStorage.getItem(savedKey(code)) ?? 'null') as { id?: unknown; token?: unknown };
    return saved && typeof saved.id === 'string' && typeof saved.token === 'string'
      ? { id: saved.id, token: saved.token }
      : null;
  } catch {
    return null;
  }
};

const save = (code: string, ref: { id: string; token: string } | null) => {
  try {
    if (ref) sessionStorage.setItem(savedKey(code), JSON.stringify(ref));
    else sessionStorage.removeItem(savedKey(code));
  } catch {
    // Not kept: the order shows until the page is left.
  }
};

/** The time of day of an ISO time on the guest's phone: the guest is at the venue, so its clock is the venue's. */
const timeOf = (iso: string, language: string) =>
  new Date(iso).toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' });

export const guestService = (
  code: string,
  data: GuestMenu,
  t: Texts,
  price: (minor: number) => string,
): GuestService => {
  const service = data.service;
  // The store's limits on one order (docs/security.md, Guest orders): the basket keeps to the first two.
  const limits = service.limits;
  const language = data.menu.language === 'ge' ? 'ka' : data.menu.language;
  const basket: BasketLine[] = [];
  const top: HTMLElement[] = [];
  const bottom: HTMLElement[] = [];

  // ---- waiter and bill
  const signalNote = h('p', { class: 'note', role: 'status' });
  const signal = (path: string, sent: string) => async (event: Event) => {
    const button = event.currentTarget as HTMLButtonElement;
    button.disabled = true;
    const answer = await post<{ id: string }>(path, { code });
    button.disabled = false;
    signalNote.textContent = answer.ok
      ? sent
      : answer.code === 'signal_too_soon'
        ? t.tooSoon(answer.retryAfter ?? 30)
        : answer.code === 'signal_not_allowed'
          ? t.notAllowed
          : t.notSent;
  };
  if (service.callWaiter || service.requestCheck)
    top.push(
      h(
        'section',
        { class: 'service', 'aria-label': t.serviceTitle },
        h(
          'div',
          { class: 'service-buttons' },
          service.callWaiter &&
            h(
              'button',
              { type: 'button', class: 'button', onclick: signal('folio/callWaiter', t.waiterSent) },
              t.callWaiter,
            ),
          service.requestCheck &&
            h(
              'button',
              { type: 'button', class: 'button secondary', onclick: signal('folio/requestCheck', t.checkSent) },
              t.requestCheck,
            ),
        ),
        signalNote,
      ),
    );

  // ---- the order sent
  const orderPanel = h('section', { class: 'order', 'aria-labelledby': 'order-title', hidden: true });
  top.push(orderPanel);
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
  const showOrder = (order: GuestOrder) => {
    const state =
      order.state === 'waiting'
        ? t.orderWaiting
        : order.state === 'accepted'
          ? t.orderAccepted(order.readyAt ? timeOf(order.readyAt, language) : '')
          : t.orderRejected(order.reason ?? '');
    orderPanel.hidden = false;
    orderPanel.replaceChildren(
      h('h2', { id: 'order-title' }, t.orderTitle(order.number)),
      h('p', { class: `order-state ${order.state}`, role: 'status' }, state),
      h(
        'ul',
        { class: 'order-lines' },
        order.lines.map((l) => h('li', {}, h('span', {}, `${l.quantity} × ${l.name}`), h('span', {}, price(l.net)))),
      ),
      h('p', { class: 'order-total' }, h('span', {}, t.total), h('span', {}, price(order.total))),
      ...(order.state === 'waiting'
        ? []
        : [
            h(
              'button',
              {
                type: 'button',
                class: 'link',
                onclick: () => {
                  stop();
                  save(code, null);
                  orderPanel.hidden = true;
                },
              },
              t.hideOrder,
            ),
          ]),
    );
  };
  const refresh = async (ref: { id: string; token: string }) => {
    const answer = await post<GuestOrder>('guest/orderStatus', ref);
    if (answer.ok) {
      showOrder(answer.value);
      if (answer.value.state !== 'waiting') stop();
    } else if (answer.code === 'order_not_found') {
      stop();
      save(code, null);
      orderPanel.hidden = true;
    }
  };
  /** The order's stream when the server offers one; polling meanwhile and whenever it fails. */
  const follow = async (ref: { id: string; token: string }) => {
    stop();
    poll = setInterval(() => void refresh(ref), ORDER_POLL_MS);
    await listen(ref);
  };
  /**
   * Opens the order's stream with a new ticket: a ticket opens one stream, once, so after a drop the page closes it
   * (EventSource would reconnect with the spent one) and opens another one poll later, while the order still waits.
   */
  const listen = async (ref: { id: string; token: string }) => {
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
  const saved = readSaved(code);
  if (saved)
    void refresh(saved).then(() => {
      if (!orderPanel.hidden && orderPanel.querySelector('.order-state.waiting')) void follow(saved);
    });

  if (!service.order) return { top, bottom, adder: () => null };

  // ---- the basket
  const basketList = h('ul', { class: 'basket-lines' });
  const noteInput = h('textarea', { id: 'basket-note', rows: 2, maxlength: 500 });
  const basketNote = h('p', { class: 'note', role: 'status' });
  const phoneNote = h('p', { class: 'note', hidden: true }, t.orderNeedsPhone(price(limits.verifiedPhoneAbove)));
  const sendButton = h('button', { type: 'button', class: 'button' }, t.send);
  const totalText = h('span', {});
  const basketSection = h(
    'section',
    { id: 'basket', class: 'basket', 'aria-labelledby': 'basket-title', hidden: true },
    h('h2', { id: 'basket-title' }, t.basket),
    basketList,
    h('p', { class: 'order-total' }, h('span', {}, t.total), totalText),
    phoneNote,
    h('label', { for: 'basket-note' }, t.note),
    noteInput,
    sendButton,
    basketNote,
  );
  const barText = h('span', {});
  const bar = h('a', { class: 'basket-bar', href: '#basket', hidden: true }, barText);
  bottom.push(basketSection, bar);

  const unitPrice = (l: BasketLine) => l.product.price + l.options.reduce((a, o) => a + o.price, 0);
  const itemCount = () => basket.reduce((a, l) => a + l.quantity, 0);
  /**
   * Adds `by` of a line, as far as the store's limits allow (the most of one line, the most items in all); says which
   * limit stopped it.
   */
  const grow = (l: Pick<BasketLine, 'quantity'>, by: number): number => {
    const room = Math.min(limits.lineQuantity - l.quantity, limits.items - itemCount());
    if (by > room)
      basketNote.textContent =
        limits.lineQuantity - l.quantity <= limits.items - itemCount()
          ? t.lineLimit(limits.lineQuantity)
          : t.basketLimit(limits.items);
    return l.quantity + Math.max(0, Math.min(by, room));
  };
  const drawBasket = () => {
    const count = itemCount();
    const total = basket.reduce((a, l) => a + unitPrice(l) * l.quantity, 0);
    // The server prices the order; this is the menu's estimate, to warn before sending.
    phoneNote.hidden = !(limits.verifiedPhoneAbove > 0 && total > limits.verifiedPhoneAbove);
    basketSection.hidden = basket.length === 0;
    bar.hidden = basket.length === 0;
    document.body.classList.toggle('with-bar', basket.length > 0);
    barText.textContent = t.basketBar(count, price(total));
    totalText.textContent = price(total);
    basketList.replaceChildren(
      ...basket.map((l, i) => {
        const name = [l.product.name, ...l.options.map((o) => o.name)].join(', ');
        const step = (by: number) => () => {
          basketNote.textContent = '';
          l.quantity = by > 0 ? grow(l, by) : l.quantity + by;
          if (l.quantity <= 0) basket.splice(i, 1);
          drawBasket();
        };
        return h(
          'li',
          {},
          h('span', { class: 'basket-name' }, name),
          h(
            'span',
            { class: 'stepper' },
            h('button', { type: 'button', 'aria-label': t.less(name), onclick: step(-1) }, '−'),
            h('span', {}, String(l.quantity)),
            h('button', { type: 'button', 'aria-label': t.more(name), onclick: step(1) }, '+'),
          ),
          h('span', {}, price(unitPrice(l) * l.quantity)),
        );
      }),
    );
  };

  /** What the guest is told when the order is refused. */
  const refusal = (code: string, retryAfter: number | null) => {
    switch (code) {
      case 'signal_too_soon':
        return t.orderTooSoon(retryAfter ?? 30);
      case 'rate_limited':
        return t.orderRateLimited(retryAfter ?? 60);
      case 'ordering_closed':
        return t.orderingClosed;
      case 'product_not_available':
      case 'folio_options_invalid':
        return t.menuChanged;
      case 'order_line_too_large':
        return t.orderLineTooLarge(limits.lineQuantity);
      case 'order_too_large':
        return t.orderTooLarge(limits.items);
      case 'order_needs_verified_phone':
        return t.orderNeedsPhone(price(limits.verifiedPhoneAbove));
      default:
        return t.notSent;
    }
  };

  sendButton.addEventListener('click', async () => {
    if (!basket.length) return;
    sendButton.disabled = true;
    basketNote.textContent = t.sending;
    const answer = await post<{ order: GuestOrder; token: string }>('guest/order', {
      code,
      note: noteInput.value.trim(),
      lines: basket.map((l) => ({
        productId: l.product.id,
        quantity: l.quantity,
        options: l.options.map((o) => o.id),
      })),
    });
    sendButton.disabled = false;
    if (!answer.ok) {
      basketNote.textContent = refusal(answer.code, answer.retryAfter);
      return;
    }
    const ref = { id: answer.value.order.id, token: answer.value.token };
    save(code, ref);
    basket.length = 0;
    noteInput.value = '';
    basketNote.textContent = '';
    drawBasket();
    showOrder(answer.value.order);
    orderPanel.scrollIntoView?.({ block: 'start' });
    if (answer.value.order.state === 'waiting') void follow(ref);
  });

  const add = (product: Product, options: Option[], quantity: number) => {
    const same = basket.find(
      (l) => l.product.id === product.id && l.options.map((o) => o.id).join() === options.map((o) => o.id).join(),
    );
    basketNote.textContent = '';
    if (same) same.quantity = grow(same, quantity);
    else {
      const added = grow({ quantity: 0 }, quantity);
      if (added > 0) basket.push({ product, options, quantity: added });
    }
    drawBasket();
  };

  const adder = (product: Product, modifiers: Modifier[]) => {
    const addLabel = t.addNamed(product.name);
    if (!modifiers.length)
      return h(
        'button',
        { type: 'button', class: 'button small', 'aria-label': addLabel, onclick: () => add(product, [], 1) },
        t.add,
      );
    const formId = `add-${product.id}`;
    const problem = h('p', { class: 'note', role: 'alert' });
    let quantity = 1;
    const quantityText = h('span', {}, '1');
    const groups = modifiers.map((m) => {
      const multiple = m.maxChoices > 1;
      return h(
        'fieldset',
        { class: 'choice' },
        h('legend', {}, `${m.name} (${t.choose(m.minChoices, m.maxChoices)})`),
        m.options.map((o) =>
          h(
            'label',
            {},
            h('input', {
              type: multiple ? 'checkbox' : 'radio',
              name: `${product.id}-${m.id}`,
              value: o.id,
              checked: !multiple && m.minChoices > 0 && o.isDefault,
            }),
            ` ${o.name}${o.price ? ` (${o.price > 0 ? '+' : '−'}${price(Math.abs(o.price))})` : ''}`,
          ),
        ),
      );
    });
    const form = h(
      'form',
      { id: formId, class: 'add-form', hidden: true, 'aria-label': addLabel },
      groups,
      h(
        'div',
        { class: 'stepper' },
        h('span', {}, t.quantity),
        h(
          'button',
          {
            type: 'button',
            'aria-label': t.less(product.name),
            onclick: () => (quantityText.textContent = String((quantity = Math.max(1, quantity - 1)))),
          },
          '−',
        ),
        quantityText,
        h(
          'button',
          {
            type: 'button',
            'aria-label': t.more(product.name),
            onclick: () =>
              (quantityText.textContent = String((quantity = Math.min(limits.lineQuantity, quantity + 1)))),
          },
          '+',
        ),
      ),
      problem,
      h('button', { type: 'submit', class: 'button' }, t.addToBasket),
    );
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const chosen: Option[] = [];
      const wrong = modifiers.find((m, i) => {
        const ids = [...groups[i]!.querySelectorAll('input')].filter((x) => x.checked).map((x) => x.value);
        chosen.push(...m.options.filter((o) => ids.includes(o.id)));
        return ids.length < m.minChoices || ids.length > m.maxChoices;
      });
      if (wrong) {
        problem.textContent = `${wrong.name}: ${t.choose(wrong.minChoices, wrong.maxChoices)}`;
        return;
      }
      add(product, chosen, quantity);
      problem.textContent = '';
      form.hidden = true;
      toggle.setAttribute('aria-expanded', 'false');
    });
    const toggle = h(
      'button',
      {
        type: 'button',
        class: 'button small',
        'aria-expanded': 'false',
        'aria-controls': formId,
        'aria-label': addLabel,
        onclick: () => {
          form.hidden = !form.hidden;
          toggle.setAttribute('aria-expanded', String(!form.hidden));
        },
      },
      t.add,
    );
    return h('div', { class: 'adder' }, toggle, form);
  };

  return { top, bottom, adder };
};
