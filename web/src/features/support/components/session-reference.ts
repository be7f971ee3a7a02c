const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

/** FNV-1a (32 bits): only where the browser offers no SubtleCrypto (a page served without HTTPS). */
const fnv1a = (text: string) => {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
};

/**
 * A short reference of the session for the support form: the last 6 hex digits of the SHA-256 of the token. It tells
 * sessions apart when support looks into a request, and gives nothing to sign in with; the token itself is never
 * shown nor sent.
 */
export const sessionReference = async (token: string): Promise<string> => {
  if (!token) return '';
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return fnv1a(token).slice(-6);
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(token));
  return hex(new Uint8Array(digest)).slice(-6);
};
