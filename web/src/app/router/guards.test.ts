import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { getSession, reloadSession } from '../../lib/session';
import { storage } from '../../lib/storage';
import { enterMain } from './guards';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const store = { userId: 'u1', storeId: 's1', position: 'owner', approved: true, storeInfo: { name: 'Moda Kahve Evi' } };

describe('enterMain: automatic login when entering main', () => {
  beforeEach(async () => {
    await initI18n({ tr: {}, en: {} });
    localStorage.clear();
    storage.setLogin({ gsm: '+905321234567', token: 'tok-1' });
    reloadSession();
    queryClient.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps the saved login when the answer of autoLogin is cut off (a reload while it runs)', async () => {
    const cutOff = new Response(new ReadableStream({ start: (c) => c.error(new TypeError('network error')) }), {
      status: 200,
    });
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(cutOff)
        .mockResolvedValueOnce(json(200, [store])),
    );

    expect(await enterMain('/main/profile')).toBeNull();
    expect(getSession().login?.token).toBe('tok-1');
  });

  it('ends the session when the server refuses the token', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(json(401, { code: 'token_invalid', desc: 'the session has ended' })),
    );

    expect(await enterMain('/main/profile')).toBe('/login');
    expect(getSession().login).toBeNull();
  });
});
