import { vi } from 'vitest';

/**
 * The guest page's tests' fake API: each call answered by its path, what was sent recorded with its token. For tests
 * only (the guest page has no test helpers of the portal's: it is built apart).
 */

/** An answer of the API: JSON with its status (and headers, e.g. Retry-After). */
export const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }),
  );

export type Sent = { path: string; body: unknown; authorization: string | null };

/** A fetch answering each call by its path (`n`: how many of that path so far), recording what was sent and with which token. */
export const guestServer = (calls: Record<string, (body: unknown, n: number) => Promise<Response>>, sent: Sent[]) =>
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const path = url.replace(/^\/api\//, '');
      const body: unknown = JSON.parse(String(init.body));
      const headers = init.headers as Record<string, string>;
      sent.push({ path, body, authorization: headers.authorization ?? null });
      const n = sent.filter((s) => s.path === path).length;
      return (calls[path] ?? (() => answer(404, { code: 'not_found', desc: '' })))(body, n);
    }),
  );

/** An amount in minor units as the English page writes it: ₺40.00. */
export const price = (minor: number) => `₺${(minor / 100).toFixed(2)}`;
