import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { helperCalls } from '@sofra/contracts/helper/helper.calls';
import { couponImageCalls } from '@sofra/contracts/media/coupon-image.calls';
import { mediaCalls } from '@sofra/contracts/media/media.calls';
import { menuCalls, sheetCalls } from '@sofra/contracts/menu/menu.calls';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { renderWithProviders } from '../test/render';
import { ApiError } from './api-error';
import { setLanguage } from './i18n';
import { post, postBlob, postFile, postRevalidated, type Tagged } from './post';
import { onSignedOut, reloadSession } from './session';
import { storage } from './storage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const signedIn = () => {
  storage.setLogin({ gsm: '+905321234567', token: 'tok-1' });
  storage.setActiveStoreId('store-1');
  storage.setLanguage('en');
  reloadSession();
};

const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('the call did not reject');
};

describe('post(call, payload): the error catalogue of spec section 8', () => {
  const signedOut = vi.fn();

  beforeEach(() => {
    localStorage.clear();
    reloadSession();
    onSignedOut(signedOut);
    signedOut.mockReset();
    renderWithProviders(<div />);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('posts JSON to /api/{path} with the token, language and region headers and yields the answer', async () => {
    signedIn();
    const fetchMock = vi
      .fn()
      .mockResolvedValue(json(200, [{ name: 'Türkiye', code: 'TR', dialCode: '+90', flagEmoji: '🇹🇷' }]));
    vi.stubGlobal('fetch', fetchMock);

    const countries = await post(helperCalls.getCountries, {});

    expect(countries).toEqual([{ name: 'Türkiye', code: 'TR', dialCode: '+90', flagEmoji: '🇹🇷' }]);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/helper/getCountries');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{}');
    expect(init.headers).toMatchObject({
      authorization: 'Bearer tok-1',
      'accept-language': 'en',
      'x-region': 'us',
      'content-type': 'application/json',
    });
  });

  it('offline: toast Connection Error / No Internet and rejects "offline" without calling the server', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);

    const error = await rejection(post(helperCalls.getCountries, {}));

    expect(error.code).toBe('offline');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await screen.findByText('Connection Error')).toBeInTheDocument();
    expect(screen.getByText('No Internet')).toBeInTheDocument();
  });

  it('no answer at all (status 0): toast Opss! with "There is a problem, try again after a while"', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    const error = await rejection(post(helperCalls.getCountries, {}));

    expect(error.status).toBe(0);
    expect(await screen.findByText('Opss!')).toBeInTheDocument();
    expect(screen.getByText('There is a problem, try again after a while')).toBeInTheDocument();
  });

  it.each([
    ['HTTP 401', 401, { code: 'auth_required', desc: 'sign in' }],
    ['token_expired', 401, { code: 'token_expired', desc: 'expired' }],
    ['a jwt expired message', 400, { code: '', desc: 'TokenExpiredError: jwt expired' }],
    ['an invalid signature message', 500, { desc: 'JsonWebTokenError: invalid signature' }],
  ])('%s: clears storage and state and goes to /login', async (_name, status, body) => {
    signedIn();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(status, body)));

    const error = await rejection(post(authCalls.getOwnedStores, {}));

    expect(error).toBeInstanceOf(ApiError);
    expect(storage.login()).toBeNull();
    expect(storage.activeStoreId()).toBeNull();
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('other errors: toast Opss! with the text for the code, and reject with the code', async () => {
    signedIn();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(403, { code: 'store_forbidden', desc: 'not yours' })));

    const error = await rejection(post(authCalls.getOwnedStores, {}));

    expect(error.code).toBe('store_forbidden');
    expect(error.desc).toBe('not yours');
    expect(await screen.findByText('You have no access to this store')).toBeInTheDocument();
    expect(screen.getByText('Opss!')).toBeInTheDocument();
    expect(storage.login()).not.toBeNull();
    expect(signedOut).not.toHaveBeenCalled();
  });

  it("an error code the portal does not know: the generic text, never the server's English message", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(418, { code: 'teapot', desc: 'I am a teapot' })));
    await rejection(post(helperCalls.getCountries, {}));
    expect(await screen.findByText('A Problem Occurred')).toBeInTheDocument();
    expect(screen.queryByText('I am a teapot')).toBeNull();
  });

  it("no error object: the fallback 'Bir Sorun Oluştu' (in Turkish)", async () => {
    await act(() => setLanguage('tr'));
    try {
      vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 })));
      const error = await rejection(post(helperCalls.getCountries, {}));
      expect(error.status).toBe(502);
      expect(await screen.findByText('Bir Sorun Oluştu')).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('toast: false leaves the message to the caller', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(400, { code: 'otp_invalid', desc: 'wrong code' })));
    const error = await rejection(post(authCalls.verifyOtp, { gsm: '+905321234567', otp: '000000' }, { toast: false }));
    expect(error.code).toBe('otp_invalid');
    await new Promise((r) => setTimeout(r, 700));
    expect(screen.queryByText('Opss!')).not.toBeInTheDocument();
  });
});

describe("every address comes from the call's contract, path parameters filled in and encoded", () => {
  beforeEach(() => {
    localStorage.clear();
    reloadSession();
    renderWithProviders(<div />);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const sent = (fetchMock: ReturnType<typeof vi.fn>, call = 0) => fetchMock.mock.calls[call] as [string, RequestInit];

  it('post: the path parameters go in the address, percent-encoded, and not in the JSON body', async () => {
    signedIn();
    const fetchMock = vi.fn().mockImplementation(() => Promise.resolve(json(200, { message: 'ok' })));
    vi.stubGlobal('fetch', fetchMock);

    await post(mediaCalls.deleteImage, { storeId: 'store 1/ü?', itemId: 'b1', itemType: 'store-banner' });
    await post(couponImageCalls.deleteCouponImage, { storeId: 'store-1', couponId: 'c1' });
    // A call with a route of its own (`url`): the spec's `menu/menuQR/{id}`.
    await post(menuCalls.menuQRById, { id: 's#1', width: 0 });

    const [url, init] = sent(fetchMock);
    expect(url).toBe('/api/image/deleteImage/store%201%2F%C3%BC%3F');
    expect(init.body).toBe('{"itemId":"b1","itemType":"store-banner"}');
    expect(init.headers).toMatchObject({ 'content-type': 'application/json', authorization: 'Bearer tok-1' });
    expect(sent(fetchMock, 1)[0]).toBe('/api/image/deleteCouponImage/store-1');
    expect(sent(fetchMock, 1)[1].body).toBe('{"couponId":"c1"}');
    expect(sent(fetchMock, 2)[0]).toBe('/api/menu/menuQR/s%231');
    expect(sent(fetchMock, 2)[1].body).toBe('{"width":0}');
  });

  it('post: a call without path parameters goes to its path with the whole payload', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json(200, { id: 'p1' }));
    vi.stubGlobal('fetch', fetchMock);
    await post(tableCalls.getStoreTables, { id: 'store-1' });
    expect(sent(fetchMock)[0]).toBe('/api/store/getStoreTables');
    expect(sent(fetchMock)[1].body).toBe('{"id":"store-1"}');
  });

  it('postFile: the address from the contract, the plain fields in order, then the file; no JSON content type', async () => {
    signedIn();
    const fetchMock = vi.fn().mockResolvedValue(json(200, { message: '/api/file/f1' }));
    vi.stubGlobal('fetch', fetchMock);
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });

    const answer = await postFile(
      mediaCalls.saveImage,
      { storeId: 'store/1', itemType: 'store-banner', itemId: undefined, cropX: 0, cropY: 4 },
      file,
    );

    expect(answer).toEqual({ message: '/api/file/f1' });
    const [url, init] = sent(fetchMock);
    expect(url).toBe('/api/image/saveImage/store%2F1');
    expect(init.method).toBe('POST');
    const form = init.body as FormData;
    // The store id is in the address, an absent field is left out, and the file comes last.
    expect([...form.keys()]).toEqual(['itemType', 'cropX', 'cropY', 'file']);
    expect(form.get('cropY')).toBe('4');
    expect((form.get('file') as File).name).toBe('logo.png');
    expect(init.headers).toMatchObject({ authorization: 'Bearer tok-1', 'accept-language': 'en', 'x-region': 'us' });
    // The browser writes multipart/form-data with its boundary; a JSON content type would break the upload.
    expect(init.headers).not.toHaveProperty('content-type');
  });

  it("postFile and postBlob: post's error catalogue (the code's toast, a lost session, offline)", async () => {
    signedIn();
    const file = new File(['x'], 'menu.xlsx');
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(415, { code: 'image_invalid', desc: 'not an image' })));
    const error = await rejection(postFile(couponImageCalls.couponImage, { storeId: 's1', couponId: 'c1' }, file));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('image_invalid');
    expect(await screen.findByText('Only PNG, JPEG or WebP pictures can be uploaded')).toBeInTheDocument();

    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(401, { code: 'token_expired', desc: 'expired' })));
    await rejection(postFile(sheetCalls.importMenu, { storeId: 's1' }, file));
    expect(storage.login()).toBeNull();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect((await rejection(postBlob(sheetCalls.exportMenu, { storeId: 's1' }))).code).toBe('offline');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('postRevalidated: a tagged read is sent again only when it changed', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadSession();
    renderWithProviders(<div />);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps the tagged answer, sends its tag back and answers it again on 304', async () => {
    signedIn();
    const floor = { groups: ['Salon'], tables: [] };
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        new Response(JSON.stringify(floor), {
          status: 200,
          headers: { 'content-type': 'application/json', etag: '"v1"' },
        }),
      )
      .mockResolvedValueOnce(new Response(null, { status: 304, headers: { etag: '"v1"' } }))
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ groups: ['Bahçe'], tables: [] }), { status: 200, headers: { etag: '"v2"' } }),
      );
    vi.stubGlobal('fetch', fetchMock);
    const held = new Map<string, Tagged<typeof floor>>();
    const read = () => postRevalidated(tableCalls.getStoreTables, { id: 'store-1' }, held, 'store-1');

    expect(await read()).toEqual(floor);
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].headers).not.toHaveProperty('if-none-match');
    expect(held.get('store-1')?.etag).toBe('"v1"');

    expect(await read()).toEqual(floor);
    expect((fetchMock.mock.calls[1] as [string, RequestInit])[1].headers).toMatchObject({ 'if-none-match': '"v1"' });

    expect(await read()).toEqual({ groups: ['Bahçe'], tables: [] });
    expect(held.get('store-1')?.etag).toBe('"v2"');
  });
});
