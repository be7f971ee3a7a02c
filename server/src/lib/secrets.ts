import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** A keyed hash: a stolen table of codes cannot be brute-forced offline without the server's secret. */
export const keyedHash = (secret: Uint8Array, purpose: string, value: string): string =>
  createHmac('sha256', secret).update(`${purpose}\u0000${value}`).digest('base64url');

export const sameHash = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** `length` decimal digits from the operating system's cryptographic random source. */
export const randomDigits = (length: number): string => Array.from({ length }, () => randomInt(0, 10)).join('');
