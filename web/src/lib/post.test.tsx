import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { helperCalls } from '@sofra/contracts/helper/helper.calls';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { renderWithProviders } from '../test/render';
import { ApiError } from './api-error';
import { setLanguage } from './i18n';
import { post, postForm, postJson, postRevalidated, type Tagged } from './post';
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

describe('postForm(path, form) and postJson(path, payload): the same headers and error catalogue as post', () => {
  const signedOut = vi.fn();
  const form = () => {
    const data = new FormData();
    data.append('itemType', 'store-banner');
    data.append('file', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }));
    return data;
  };

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

  it('sends the form as it is, with token, language and region but no JSON content type, and yields the answer', async () => {
    signedIn();
    const fetchMock = vi.fn().mockResolvedValue(json(200, { message: '/api/file/f1' }));
    vi.stubGlobal('fetch', fetchMock);
    const data = form();

    const answer = await postForm<{ message: string }>('image/saveImage/store-1', data);

    expect(answer).toEqual({ message: '/api/file/f1' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/image/saveImage/store-1');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(data);
    expect(init.headers).toMatchObject({ authorization: 'Bearer tok-1', 'accept-language': 'en', 'x-region': 'us' });
    // The browser writes multipart/form-data with its boundary; a JSON content type would break the upload.
    expect(init.headers).not.toHaveProperty('content-type');
  });

  it('an error code: toast Opss! with its text and reject with an ApiError of that code', async () => {
    signedIn();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(415, { code: 'image_invalid', desc: 'not an image' })));

    const error = await rejection(postForm('image/saveImage/store-1', form()));

    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('image_invalid');
    expect(error.status).toBe(415);
    expect(await screen.findByText('Only PNG, JPEG or WebP pictures can be uploaded')).toBeInTheDocument();
    expect(screen.getByText('Opss!')).toBeInTheDocument();
  });

  it('toast: false leaves the message to the caller', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(413, { code: 'image_too_large', desc: 'too big' })));
    const error = await rejection(postForm('image/saveImage/store-1', form(), { toast: false }));
    expect(error.code).toBe('image_too_large');
    await new Promise((r) => setTimeout(r, 700));
    expect(screen.queryByText('Opss!')).not.toBeInTheDocument();
  });

  it('a session error signs out; offline rejects without calling the server', async () => {
    signedIn();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(401, { code: 'token_expired', desc: 'expired' })));
    await rejection(postForm('image/saveImage/store-1', form()));
    expect(storage.login()).toBeNull();
    expect(signedOut).toHaveBeenCalledTimes(1);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const error = await rejection(postForm('image/saveImage/store-1', form()));
    expect(error.code).toBe('offline');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await screen.findByText('No Internet')).toBeInTheDocument();
  });

  it('postJson sends JSON to a path with the same headers', async () => {
    signedIn();
    const fetchMock = vi.fn().mockResolvedValue(json(200, { message: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);

    await postJson('image/deleteImage/store-1', { itemId: 'b1', itemType: 'store-banner' });

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/image/deleteImage/store-1');
    expect(init.body).toBe('{"itemId":"b1","itemType":"store-banner"}');
    expect(init.headers).toMatchObject({ 'content-type': 'application/json', authorization: 'Bearer tok-1' });
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
