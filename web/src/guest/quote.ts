import { useEffect, useState } from 'react';
import type { GuestQuote } from '@sofra/contracts/live/live.schemas';
import { post } from './api.ts';
import type { BasketLine } from './basket.ts';

/** The basket is priced again this long after its last change (a few taps in a row make one call). */
export const QUOTE_DELAY_MS = 250;

/** The basket's lines as `guest/order` and `guest/quote` take them. */
export const orderLines = (lines: BasketLine[]) =>
  lines.map((l) => ({ productId: l.product.id, quantity: l.quantity, options: l.options.map((o) => o.id) }));

/** What the page knows of the basket's price: the server's quote of these very lines, or why there is none yet. */
export type QuoteState =
  | { kind: 'pending' }
  | { kind: 'priced'; quote: GuestQuote }
  | { kind: 'refused'; code: string; retryAfter: number | null };

/**
 * The server's price of the basket (`guest/quote`, docs/live.md): the same pricing as the order's — campaign prices,
 * the service fee, discounts, the total — so the page never prices anything itself. A quote of an older basket is
 * never shown for the current one.
 */
export const useQuote = (
  code: string | null,
  lines: BasketLine[],
  /**
   * The signed-in guest's token (their order is priced for them: campaigns for guests) and the coupon code they chose.
   */
  guest: { token: string | null; couponCode: string | null } = { token: null, couponCode: null },
): QuoteState => {
  const { token, couponCode } = guest;
  const key = JSON.stringify([orderLines(lines), token, couponCode]);
  const [known, setKnown] = useState<{ key: string; state: QuoteState } | null>(null);
  useEffect(() => {
    if (!code || !lines.length) return;
    let current = true;
    const timer = setTimeout(() => {
      const body = { code, lines: orderLines(lines), ...(couponCode ? { couponCode } : {}) };
      void post<GuestQuote>('guest/quote', body, token).then((answer) => {
        if (!current) return;
        setKnown({
          key,
          state: answer.ok
            ? { kind: 'priced', quote: answer.value }
            : { kind: 'refused', code: answer.code, retryAfter: answer.retryAfter },
        });
      });
    }, QUOTE_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // `key` stands for the lines.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, key]);
  return known?.key === key ? known.state : { kind: 'pending' };
};
