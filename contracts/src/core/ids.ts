/** Ids as the spec generates them: milliseconds since 1576800000000 in hex, then random hex groups. */
export const ID_EPOCH_MS = 1576800000000;

const randomHex = (bytes: number): string => {
  const buf = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buf);
  return Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('');
};

/** e.g. `1d2f3a4b5c6-9f1e-4a7b-c2d3e4f5a6b7` — sortable by creation time, 80 random bits. */
export const newId = (now: number = Date.now()): string =>
  `${(now - ID_EPOCH_MS).toString(16).padStart(11, '0')}-${randomHex(2)}-${randomHex(2)}-${randomHex(6)}`;

export const ID_PATTERN = /^[0-9a-f]{11,}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
