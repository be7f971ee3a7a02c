import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@sofra/contracts/auth/auth.schemas';
import { ownedStoresQuery, storeInfoQuery } from './active-store';
import { queryClient } from './query-client';
import { reloadSession, signOut } from './session';
import { storage } from './storage';

const tagged = (body: unknown, etag?: string) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json', ...(etag ? { etag } : {}) },
  });
const notModified = (etag: string) => new Response(null, { status: 304, headers: { etag } });

const signedIn = (userId: string) => {
  storage.setLogin({ gsm: '+905321234567', token: `tok-${userId}` });
  storage.setUserInfo({ id: userId } as User);
  reloadSession();
};

/** The If-None-Match header of each request made so far. */
const sentTags = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls
    .map(([, init]) => (init as RequestInit).headers as Record<string, string>)
    .map((h) => h['if-none-match']);

// Every read goes to the server: the tests look at what is sent, not at the query cache.
const readStore = (id: string) => queryClient.fetchQuery({ ...storeInfoQuery(id), staleTime: 0 });
const readOwned = () => queryClient.fetchQuery({ ...ownedStoresQuery(), staleTime: 0 });

const store = (id: string, name: string) => ({ id, name });
const owned = (id: string, name: string) => ({ storeId: id, storeInfo: { id, name } });

describe('store reads revalidate with the ETag of the answer held (docs/adr/0003-etag-reads.md)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    localStorage.clear();
    queryClient.clear();
    signOut({ navigate: false });
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  it('store info: keeps the tagged answer per store, sends the tag back and answers it again on 304', async () => {
    signedIn('u1');
    fetchMock
      .mockResolvedValueOnce(tagged(store('s1', 'Karaköy'), '"s1-v1"'))
      .mockResolvedValueOnce(tagged(store('s2', 'Moda'), '"s2-v1"'))
      .mockResolvedValueOnce(notModified('"s1-v1"'))
      .mockResolvedValueOnce(tagged(store('s2', 'Moda Sahil'), '"s2-v2"'))
      .mockResolvedValueOnce(notModified('"s2-v2"'));

    expect(await readStore('s1')).toEqual(store('s1', 'Karaköy'));
    expect(await readStore('s2')).toEqual(store('s2', 'Moda'));
    expect(await readStore('s1')).toEqual(store('s1', 'Karaköy'));
    expect(await readStore('s2')).toEqual(store('s2', 'Moda Sahil'));
    expect(await readStore('s2')).toEqual(store('s2', 'Moda Sahil'));
    expect(sentTags(fetchMock)).toEqual([undefined, undefined, '"s1-v1"', '"s2-v1"', '"s2-v2"']);
  });

  it('owned stores: kept per user and sorted by name, on a 304 too', async () => {
    signedIn('u1');
    const answer = [owned('s2', 'Moda'), owned('s1', 'Karaköy')];
    fetchMock
      .mockResolvedValueOnce(tagged(answer, '"owned-u1-v1"'))
      .mockResolvedValueOnce(notModified('"owned-u1-v1"'));

    const sorted = [owned('s1', 'Karaköy'), owned('s2', 'Moda')];
    expect(await readOwned()).toEqual(sorted);
    expect(await readOwned()).toEqual(sorted);
    expect(sentTags(fetchMock)).toEqual([undefined, '"owned-u1-v1"']);
  });

  it('sends no If-None-Match when the server gave no ETag', async () => {
    signedIn('u1');
    fetchMock
      .mockResolvedValueOnce(tagged(store('s1', 'Karaköy')))
      .mockResolvedValueOnce(tagged(store('s1', 'Karaköy')))
      .mockResolvedValueOnce(tagged([owned('s1', 'Karaköy')]))
      .mockResolvedValueOnce(tagged([owned('s1', 'Karaköy')]));

    await readStore('s1');
    expect(await readStore('s1')).toEqual(store('s1', 'Karaköy'));
    await readOwned();
    expect(await readOwned()).toEqual([owned('s1', 'Karaköy')]);
    expect(sentTags(fetchMock)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('forgets the held answers on sign-out: the next user reads afresh', async () => {
    signedIn('u1');
    fetchMock
      .mockResolvedValueOnce(tagged(store('s1', 'Karaköy'), '"s1-v1"'))
      .mockResolvedValueOnce(tagged([owned('s1', 'Karaköy')], '"owned-v1"'))
      .mockResolvedValueOnce(tagged(store('s1', 'Karaköy'), '"s1-v1"'))
      .mockResolvedValueOnce(tagged([owned('s1', 'Karaköy')], '"owned-v1"'));

    await readStore('s1');
    await readOwned();
    signOut({ navigate: false });
    signedIn('u2');
    await readStore('s1');
    await readOwned();
    expect(sentTags(fetchMock)).toEqual([undefined, undefined, undefined, undefined]);
  });
});
