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

  describe('the store chosen last', () => {
    const owned = (storeId: string, name: string) => ({
      userId: 'u1',
      storeId,
      position: 'owner',
      approved: true,
      storeInfo: { id: storeId, name },
    });
    const api = (stores: unknown[]) => {
      const infos: string[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
          const path = String(input).replace(/^.*\/api\//, '');
          const body = JSON.parse(String(init?.body ?? '{}')) as { id?: string };
          if (path === 'user/autoLogin') return json(200, { token: 'tok-2', userInfo: { id: 'u1', name: 'Ayşe' } });
          if (path === 'user/getOwnedStores') return json(200, stores);
          if (path === 'store/storeInfo') {
            infos.push(body.id ?? '');
            return json(200, { id: body.id, name: 'Moda Kahve Evi', status: 'open' });
          }
          return json(404, { code: 'not_found', desc: path });
        }),
      );
      return infos;
    };

    it('is chosen again at the next sign-in while the user still owns it', async () => {
      localStorage.setItem('sofra.lastStores', JSON.stringify({ u1: 's2', u9: 's1' }));
      const infos = api([owned('s1', 'Karaköy Meyhanesi'), owned('s2', 'Moda Kahve Evi'), owned('s3', 'Alsancak')]);
      expect(await enterMain('/main/report-dashboard')).toBeNull();
      expect(infos).toEqual(['s2']);
      expect(getSession().activeStoreId).toBe('s2');
    });

    it('is not chosen when the user no longer owns it: the store list will ask', async () => {
      localStorage.setItem('sofra.lastStores', JSON.stringify({ u1: 's9' }));
      const infos = api([owned('s1', 'Karaköy Meyhanesi'), owned('s2', 'Moda Kahve Evi')]);
      expect(await enterMain('/main/report-dashboard')).toBeNull();
      expect(infos).toEqual([]);
      expect(getSession().activeStoreId).toBeNull();
    });

    it('survives sign-out, which clears the session', async () => {
      localStorage.setItem('sofra.lastStores', JSON.stringify({ u1: 's2' }));
      storage.setActiveStoreId('s2');
      storage.clearAll();
      expect(storage.login()).toBeNull();
      expect(storage.activeStoreId()).toBeNull();
      expect(JSON.parse(localStorage.getItem('sofra.lastStores') ?? '{}')).toEqual({ u1: 's2' });
    });
  });
});
