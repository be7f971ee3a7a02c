// `import.meta.env` is Vite's: absent when the server renders the page from these sources (tsx, vitest).
const env: Partial<ImportMetaEnv> = import.meta.env ?? {};
export const API = typeof env.VITE_API_BASE === 'string' ? env.VITE_API_BASE : '/api';
const API_KEY = typeof env.VITE_API_KEY === 'string' ? env.VITE_API_KEY : undefined;

/** The headers of every call the page makes: JSON, and the tenant's key when the build names one. */
export const apiHeaders = (json = false): Record<string, string> => ({
  accept: 'application/json',
  ...(json ? { 'content-type': 'application/json' } : {}),
  ...(API_KEY ? { 'x-api-key': API_KEY } : {}),
});

/** What a call answered: its body, or its error code and, when the server asked to wait, for how many seconds. */
export type Answer<T> = { ok: true; value: T } | { ok: false; code: string; retryAfter: number | null };

/** Posts one call (`/api/{path}`, JSON), as the signed-in guest when a token is given; a network failure is `network`. */
export const post = async <T>(path: string, body: unknown, token?: string | null): Promise<Answer<T>> => {
  try {
    const res = await fetch(`${API}/${path}`, {
      method: 'POST',
      headers: { ...apiHeaders(true), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const json = (await res.json().catch(() => ({}))) as { code?: string };
    if (res.ok) return { ok: true, value: json as T };
    const retry = Number(res.headers.get('retry-after'));
    return { ok: false, code: json.code ?? 'failed', retryAfter: Number.isFinite(retry) && retry > 0 ? retry : null };
  } catch {
    return { ok: false, code: 'network', retryAfter: null };
  }
};
