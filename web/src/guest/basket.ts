import type { GuestMenu, StoreMenu } from '@sofra/contracts/menu/published.schemas';

export type Product = StoreMenu['products'][number];
export type Modifier = StoreMenu['productModifiers'][number] | StoreMenu['productGroupModifiers'][number];
export type Option = Modifier['options'][number];
export type Limits = GuestMenu['service']['limits'];

export interface BasketLine {
  product: Product;
  options: Option[];
  quantity: number;
}

/** The basket and why it last stopped growing (the limit it reached), or what the page says under it. */
export interface Basket {
  lines: BasketLine[];
  note: { key: 'lineLimit' | 'basketLimit'; max: number } | { text: string } | null;
}

export type BasketAction =
  | { type: 'add'; product: Product; options: Option[]; quantity: number }
  | { type: 'step'; index: number; by: number }
  | { type: 'say'; text: string }
  | { type: 'sent' };

export const unitPrice = (l: BasketLine) => l.product.price + l.options.reduce((a, o) => a + o.price, 0);
export const itemCount = (lines: BasketLine[]) => lines.reduce((a, l) => a + l.quantity, 0);
export const basketTotal = (lines: BasketLine[]) => lines.reduce((a, l) => a + unitPrice(l) * l.quantity, 0);

/**
 * The basket's changes, kept to the store's limits on one order (docs/security.md, Guest orders): the most of one line
 * and the most items in all; adding past them adds what fits and says which limit stopped it.
 */
export const basketReducer =
  (limits: Limits) =>
  (basket: Basket, action: BasketAction): Basket => {
    if (action.type === 'say') return { ...basket, note: { text: action.text } };
    if (action.type === 'sent') return { lines: [], note: null };
    let note: Basket['note'] = null;
    const grow = (quantity: number, by: number, lines: BasketLine[]): number => {
      const lineRoom = limits.lineQuantity - quantity;
      const orderRoom = limits.items - itemCount(lines);
      const room = Math.min(lineRoom, orderRoom);
      if (by > room)
        note =
          lineRoom <= orderRoom
            ? { key: 'lineLimit', max: limits.lineQuantity }
            : { key: 'basketLimit', max: limits.items };
      return quantity + Math.max(0, Math.min(by, room));
    };
    if (action.type === 'step') {
      const lines = basket.lines.flatMap((l, i) => {
        if (i !== action.index) return [l];
        const quantity = action.by > 0 ? grow(l.quantity, action.by, basket.lines) : l.quantity + action.by;
        return quantity > 0 ? [{ ...l, quantity }] : [];
      });
      return { lines, note };
    }
    const { product, options, quantity } = action;
    const key = (ids: Option[]) => ids.map((o) => o.id).join();
    const at = basket.lines.findIndex((l) => l.product.id === product.id && key(l.options) === key(options));
    if (at >= 0) {
      const grown = grow(basket.lines[at]!.quantity, quantity, basket.lines);
      return { lines: basket.lines.map((l, i) => (i === at ? { ...l, quantity: grown } : l)), note };
    }
    const added = grow(0, quantity, basket.lines);
    return { lines: added > 0 ? [...basket.lines, { product, options, quantity: added }] : basket.lines, note };
  };
