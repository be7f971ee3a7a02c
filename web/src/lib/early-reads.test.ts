import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { categoryCalls } from '@sofra/contracts/stores/categories.calls';
import { helperCalls } from '@sofra/contracts/helper/helper.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { MAIN_READS, SCREEN_READS } from '../app/router/screens-for-path';
import { post } from './post';
import { reloadSession, signOut } from './session';
import { storage } from './storage';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const early = (path: string, body: unknown, answer: unknown, language = 'en') => ({
  path,
  body: JSON.stringify(body),
  language,
  response: Promise.resolve(json(answer)),
});

describe("post takes the answers of the reads index.html's boot script started (lib/early-reads.ts)", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    localStorage.clear();
    storage.setLogin({ gsm: '+905321234567', token: 'tok-1' });
    reloadSession();
    fetchMock = vi.fn(async () => json([{ storeId: 'from-fetch' }]));
    vi.stubGlobal('fetch', fetchMock);
    // A visit's first second: early reads serve only a page's first minute, and the page these tests run in is shared
    // with the worker's other test files (vitest.config.ts), so it may be older.
    vi.spyOn(performance, 'now').mockReturnValue(1_000);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    window.sofraEarlyReads = undefined;
  });

  it('answers a call from the early read with the same path, body and language, once', async () => {
    window.sofraEarlyReads = [early('user/getOwnedStores', {}, [{ storeId: 'early' }])];
    expect(await post(authCalls.getOwnedStores, {})).toEqual([{ storeId: 'early' }]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await post(authCalls.getOwnedStores, {})).toEqual([{ storeId: 'from-fetch' }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("a call after the page's first minute asks afresh", async () => {
    vi.mocked(performance.now).mockReturnValue(61_000);
    window.sofraEarlyReads = [early('user/getOwnedStores', {}, [{ storeId: 'early' }])];
    expect(await post(authCalls.getOwnedStores, {})).toEqual([{ storeId: 'from-fetch' }]);
  });

  it('asks afresh when the body or the language differs', async () => {
    window.sofraEarlyReads = [
      early('store/storeInfo', { id: 'other' }, { id: 'other' }),
      early('user/getOwnedStores', {}, [{ storeId: 'early' }], 'tr'),
    ];
    await post(storeCalls.storeInfo, { id: 'mine' });
    await post(authCalls.getOwnedStores, {});
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('forgets them on sign-out', async () => {
    window.sofraEarlyReads = [early('user/getOwnedStores', {}, [{ storeId: 'early' }])];
    signOut({ navigate: false });
    storage.setLogin({ gsm: '+905320000000', token: 'tok-2' });
    reloadSession();
    expect(await post(authCalls.getOwnedStores, {})).toEqual([{ storeId: 'from-fetch' }]);
  });

  it('the boot script names real calls, the screens’ ones taking no input', () => {
    expect(MAIN_READS).toEqual({
      autoLogin: authCalls.autoLogin.path,
      ownedStores: authCalls.getOwnedStores.path,
      storeInfo: storeCalls.storeInfo.path,
    });
    const noInput = [categoryCalls.categories, categoryCalls.attributes, helperCalls.getCountries];
    for (const path of Object.values(SCREEN_READS).flat()) {
      expect(noInput.map((c) => c.path)).toContain(path);
    }
  });
});
