import { onSessionCleared } from './session';

/**
 * A read that index.html's boot script started before the portal's code had loaded (web/vite-preload-plugin.ts): on
 * a phone the code takes seconds to arrive, and the first screen's reads need not wait for it.
 */
export interface EarlyRead {
  path: string;
  /** The JSON body as sent. */
  body: string;
  /** The interface language it asked in. */
  language: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    sofraEarlyReads?: EarlyRead[];
  }
}

/** They serve the first screen of a visit: a call made later than this asks afresh. */
const FRESH_MS = 60_000;

// Made with the session that has just ended: never for the next one.
onSessionCleared(() => {
  if (typeof window !== 'undefined') window.sofraEarlyReads = [];
});

/**
 * The answer to a call the boot script already made with the same path, body and language, handed out once; null
 * when there is none, and the call goes as usual. The boot script sent the saved token, which automatic login may
 * have renewed since: the same session either way.
 */
export const takeEarlyRead = (path: string, body: string, language: string): Promise<Response> | null => {
  const reads = typeof window === 'undefined' ? undefined : window.sofraEarlyReads;
  if (!reads?.length || performance.now() > FRESH_MS) return null;
  const at = reads.findIndex((r) => r.path === path && r.body === body && r.language === language);
  return at < 0 ? null : reads.splice(at, 1)[0]!.response;
};
