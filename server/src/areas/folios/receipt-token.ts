import { keyedHash, sameHash } from '../../lib/secrets.ts';

/**
 * A receipt's guest link (docs/folios.md, Receipts): `{storeId}.{folioId}.{expiry}.{signature}`, the signature an HMAC
 * (the server's secret) of the tenant, store, folio and expiry, cut to 128 bits. Unguessable and tamper-evident: a
 * changed id or expiry, or a token of another tenant, no longer matches. The tenant is not written in it: it is the
 * address's own (its sub-domain), and signed. The same bill always gets the same link until it expires, so a reprint
 * carries the QR the guest may already have.
 */

const PURPOSE = 'receipt-link';
const SIGNATURE_CHARS = 22;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface ReceiptTarget {
  tenant: string;
  storeId: string;
  folioId: string;
  /** Seconds since the epoch after which the link no longer opens. */
  expires: number;
}

const signature = (secret: Uint8Array, t: ReceiptTarget) =>
  keyedHash(secret, PURPOSE, `${t.tenant}|${t.storeId}|${t.folioId}|${t.expires}`).slice(0, SIGNATURE_CHARS);

export const signReceiptToken = (secret: Uint8Array, t: ReceiptTarget): string =>
  `${t.storeId}.${t.folioId}.${t.expires.toString(36)}.${signature(secret, t)}`;

/** The store and folio a token names for this tenant, or null: malformed, forged, of another tenant, or expired. */
export const readReceiptToken = (
  secret: Uint8Array,
  tenant: string,
  token: string,
  now = new Date(),
): { storeId: string; folioId: string } | null => {
  if (token.length > 200) return null;
  const [storeId, folioId, expiry, sig, ...rest] = token.split('.');
  if (rest.length || !storeId || !folioId || !expiry || !sig || !ID.test(storeId) || !ID.test(folioId)) return null;
  if (!/^[0-9a-z]{1,10}$/.test(expiry)) return null;
  const expires = parseInt(expiry, 36);
  if (!sameHash(sig, signature(secret, { tenant, storeId, folioId, expires }))) return null;
  if (expires * 1000 <= now.getTime()) return null;
  return { storeId, folioId };
};
