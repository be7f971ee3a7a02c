import type { ServerResponse } from 'node:http';

/**
 * Security headers only a page reads (helmet sets them on every answer, app.ts): a script or style sheet gains nothing
 * from them, and over HTTP/1.1 each of the dozens of files a screen loads would carry them again, about 0.7 KB apiece
 * (docs/performance.md). `x-content-type-options` and `cross-origin-resource-policy` are not among them: they do guard
 * scripts, and every answer keeps them.
 */
export const PAGE_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** An API answer's policy: nothing in it may load anything, nor be framed (OWASP REST Security Cheat Sheet). */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Of the page's headers, those an API answer keeps or rewrites; the rest only a document reads. */
const API_KEEPS = new Set<string>(['content-security-policy', 'referrer-policy', 'strict-transport-security']);

/**
 * Gives an API answer the security headers OWASP's REST Security Cheat Sheet recommends for an API, in place of the
 * page's set helmet wrote at onRequest: `Content-Security-Policy: default-src 'none'; frame-ancestors 'none'`,
 * `Referrer-Policy: no-referrer`, and helmet's own `X-Content-Type-Options: nosniff`,
 * `Cross-Origin-Resource-Policy: same-origin` and `Strict-Transport-Security` as they are. The rest (COOP,
 * Origin-Agent-Cluster, X-Frame-Options, X-DNS-Prefetch-Control...) only a document reads: JSON read by `fetch`, a
 * download or an image uses none of it, and on a phone's line each answer would carry about 0.5 KB of it again
 * (docs/performance.md). Works on the raw response, where helmet writes, so a hijacked answer (an event stream) can
 * take it too.
 */
export const asApiAnswer = (res: Pick<ServerResponse, 'setHeader' | 'removeHeader'>) => {
  for (const name of PAGE_ONLY_HEADERS) if (!API_KEEPS.has(name)) res.removeHeader(name);
  res.setHeader('content-security-policy', API_CSP);
  res.setHeader('referrer-policy', 'no-referrer');
};

/**
 * Whether a browser shows an answer of this type as a document of its own (the API reference page, /api/docs/): such
 * an answer keeps the page's headers wherever it is served from.
 */
export const rendersAsPage = (contentType: unknown): boolean =>
  /^\s*(text\/html|application\/xhtml\+xml)\s*(;|$)/i.test(String(contentType ?? ''));
