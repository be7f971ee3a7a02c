import { createHash } from 'node:crypto';

/** The script-src of a CSP header extended by `sources`; the other directives stay as helmet wrote them. */
export const withScriptSources = (csp: string, sources: string[]): string =>
  csp
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => (d.split(/\s+/)[0] === 'script-src' ? [d, ...sources].join(' ') : d))
    .join(';');

/**
 * The CSP hashes of the inline scripts of an HTML page (those without a src). A data block (`type="application/json"`,
 * the first screen's texts of web/vite-preload-plugin.ts) is never run: it needs no hash.
 */
export const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*\btype=["']?application\/json)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
