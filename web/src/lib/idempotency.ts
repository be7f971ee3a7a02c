import { ApiError } from './api-error';

/**
 * Idempotency keys of folio writes (docs/folios.md, Concurrency and retries): a new random key per user action, and
 * the same key when that action is sent again because the first try got no answer (a lost connection, a server
 * fault), so a write the server did make is not made twice. An action is named by its call and its input: the input
 * carries the folio's version, so the next action on the folio is always another one.
 */
const unanswered = new Map<string, string>();

const randomKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID exists in secure contexts only (a portal served over plain http on a LAN has none).
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

const actionOf = (path: string, input: unknown) => `${path} ${JSON.stringify(input)}`;

/** The key to send with this action: the one of its unanswered earlier try, or a new one. */
export const idempotencyKey = (path: string, input: unknown): string => {
  const action = actionOf(path, input);
  let key = unanswered.get(action);
  if (!key) {
    key = randomKey();
    unanswered.set(action, key);
  }
  return key;
};

/**
 * Whether the server answered the action (success, or a refusal it decided): its key is then used up. Without an
 * answer (no connection, status 0) or with a server fault (5xx), a retry of the same action sends the same key.
 */
export const settleKey = (path: string, input: unknown, error?: unknown) => {
  const unsure = error instanceof ApiError ? error.status === 0 || error.status >= 500 : error !== undefined;
  if (!unsure) unanswered.delete(actionOf(path, input));
};

/** Runs a write with its idempotency key, keeping the key for a retry when the outcome is unknown. */
export const withIdempotency = async <T>(
  path: string,
  input: unknown,
  send: (key: string) => Promise<T>,
): Promise<T> => {
  const key = idempotencyKey(path, input);
  try {
    const answer = await send(key);
    settleKey(path, input);
    return answer;
  } catch (error) {
    settleKey(path, input, error);
    throw error;
  }
};
