import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { legalCalls } from '@sofra/contracts/legal/legal.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import type { Store } from '@sofra/contracts/stores/stores.schemas';
import { legalNotes } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newStore, ownerAndStranger, type Session } from '../../../test/factories.ts';

let t: TestApp;
let owner: Session;
let other: Session;
let store: Store;
beforeAll(async () => {
  t = await buildTestApp();
  ({ owner, other, store } = await ownerAndStranger(t));
});
afterAll(async () => t.close());

const note = (overrides: Record<string, unknown> = {}) => ({
  storeId: store.id,
  type: 'privacy-policy' as const,
  lang: 'tr' as const,
  caption: 'Gizlilik Politikası',
  detail:
    '<h2>Verileriniz</h2><p>Kişisel verileriniz <strong>KVKK</strong> kapsamında işlenir. <a href="https://sofra.app/kvkk">Ayrıntılar</a></p>',
  ...overrides,
});

describe('save, list, view, delete', () => {
  test('a saved note is listed, viewed publicly by type and language, replaced by a second save and deleted', async () => {
    const saved = await t.call(owner.token, legalCalls.save, note());
    expect(saved).toMatchObject({
      storeId: store.id,
      type: 'privacy-policy',
      lang: 'tr',
      caption: 'Gizlilik Politikası',
    });
    expect(saved.detail).toContain('<strong>KVKK</strong>');
    expect(saved.detail).toContain('rel="noopener noreferrer nofollow"');
    const again = await t.call(owner.token, legalCalls.save, note({ caption: 'Gizlilik' }));
    expect(again.id).toBe(saved.id);
    expect((await t.call(owner.token, legalCalls.get, { storeId: store.id })).map((n) => n.caption)).toEqual([
      'Gizlilik',
    ]);

    const shown = await t.call(null, legalCalls.view, { type: 'privacy-policy', lang: 'tr', storeId: store.id });
    expect(shown.caption).toBe('Gizlilik');
    // An unsupported language falls back to Turkish; a missing one is not_found.
    expect((await t.call(null, legalCalls.view, { type: 'privacy-policy', lang: 'xx', storeId: store.id })).lang).toBe(
      'tr',
    );
    expect(
      (await t.raw(null, legalCalls.view, { type: 'privacy-policy', lang: 'en', storeId: store.id })).json(),
    ).toMatchObject({ code: 'not_found' });
    expect((await t.raw(null, legalCalls.view, { type: 'no-such-type', lang: 'tr' })).json()).toMatchObject({
      code: 'validation_failed',
    });

    await t.call(owner.token, legalCalls.delete, { id: saved.id, storeId: store.id });
    expect(await t.call(owner.token, legalCalls.get, { storeId: store.id })).toEqual([]);
  });

  test("another owner can neither read, save nor delete the store's notes, even by note id", async () => {
    const saved = await t.call(owner.token, legalCalls.save, note({ type: 'cookie-policy' }));
    const theirs = await t.call(other.token, storeCalls.saveStore, newStore());
    expect((await t.raw(other.token, legalCalls.get, { storeId: store.id })).json()).toMatchObject({
      code: 'store_forbidden',
    });
    // Naming their own store with my note's id changes nothing.
    expect((await t.raw(other.token, legalCalls.delete, { id: saved.id, storeId: theirs.id })).json()).toMatchObject({
      code: 'not_found',
    });
    expect(
      (await t.raw(other.token, legalCalls.save, { ...note(), id: saved.id, storeId: theirs.id })).json(),
    ).toMatchObject({ code: 'not_found' });
    expect((await t.call(owner.token, legalCalls.get, { storeId: store.id })).map((n) => n.id)).toContain(saved.id);
  });

  test('platform notes (no store) are saved by master users only and viewed without a store', async () => {
    const { storeId: _s, ...platform } = note({ type: 'membership-agreement', caption: 'Üyelik Sözleşmesi' });
    expect((await t.raw(owner.token, legalCalls.save, platform)).json()).toMatchObject({ code: 'master_only' });
    await t.makeMaster(other.userId);
    const saved = await t.call(other.token, legalCalls.save, platform);
    expect(saved.storeId).toBe('');
    expect((await t.call(null, legalCalls.view, { type: 'membership-agreement', lang: 'tr' })).caption).toBe(
      'Üyelik Sözleşmesi',
    );
  });

  test('the platform notes are listed and deleted by master users only, never through a store', async () => {
    const master = other;
    await t.makeMaster(master.userId);
    const { storeId: _s, ...platform } = note({ type: 'cookie-policy', lang: 'en', caption: 'Cookie Policy' });
    const saved = await t.call(master.token, legalCalls.save, platform);
    expect((await t.raw(owner.token, legalCalls.get, {})).json()).toMatchObject({ code: 'master_only' });
    expect((await t.raw(owner.token, legalCalls.delete, { id: saved.id })).json()).toMatchObject({
      code: 'master_only',
    });
    // A store's list never holds platform notes, and a store's delete never reaches one.
    expect((await t.call(owner.token, legalCalls.get, { storeId: store.id })).map((n) => n.id)).not.toContain(saved.id);
    expect((await t.raw(owner.token, legalCalls.delete, { id: saved.id, storeId: store.id })).json()).toMatchObject({
      code: 'not_found',
    });

    expect((await t.call(master.token, legalCalls.get, {})).map((n) => n.id)).toContain(saved.id);
    await t.call(master.token, legalCalls.delete, { id: saved.id });
    expect((await t.call(master.token, legalCalls.get, {})).map((n) => n.id)).not.toContain(saved.id);
    expect((await t.raw(null, legalCalls.view, { type: 'cookie-policy', lang: 'en' })).json()).toMatchObject({
      code: 'not_found',
    });
  });
});

describe('stored HTML is sanitized', () => {
  const vectors = [
    '<script>alert(1)</script><p>ok</p>',
    '<p onclick="alert(1)">ok</p>',
    '<img src=x onerror=alert(1)><p>ok</p>',
    '<a href="javascript:alert(1)">ok</a>',
    '<a href="JaVaScRiPt:alert(1)">ok</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">ok</a>',
    '<svg onload=alert(1)><p>ok</p></svg>',
    '<iframe src="https://evil.example"></iframe><p>ok</p>',
    '<p style="background:url(javascript:alert(1))">ok</p>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<form action="https://evil.example"><input name=x></form><p>ok</p>',
  ];

  test.each(vectors)('%s loses everything that could run, in storage and on display', async (detail) => {
    const saved = await t.call(owner.token, legalCalls.save, note({ type: 'express-consent', detail }));
    const stored = (await (await t.db()).select().from(legalNotes).where(eq(legalNotes.id, saved.id)))[0]!.detail;
    for (const html of [saved.detail, stored]) {
      expect(html).not.toMatch(
        /<script|<img|<svg|<iframe|<form|<input|<style|<math|javascript:|data:|onerror|onload|onclick|style=/i,
      );
    }
  });

  test.each(vectors)(
    'as a caption, %s is kept as plain text without markup, in storage and on the public page',
    async (vector) => {
      const saved = await t.call(
        owner.token,
        legalCalls.save,
        note({ type: 'express-consent', lang: 'en', caption: `Consent ${vector}` }),
      );
      const stored = (await (await t.db()).select().from(legalNotes).where(eq(legalNotes.id, saved.id)))[0]!.caption;
      const shown = (await t.call(null, legalCalls.view, { type: 'express-consent', lang: 'en', storeId: store.id }))
        .caption;
      for (const caption of [saved.caption, stored, shown]) {
        expect(caption).toMatch(/^Consent\b/);
        expect(caption).not.toMatch(/[<>]|script|onerror|onload|onclick|style=|javascript:|data:/i);
      }
    },
  );

  test('a caption keeps its words and signs: only markup goes, and a caption of nothing but markup is refused', async () => {
    const saved = await t.call(
      owner.token,
      legalCalls.save,
      note({ type: 'cookie-policy', caption: '  Çerez <b>&amp;</b> Gizlilik "Politikası"  ' }),
    );
    expect(saved.caption).toBe('Çerez & Gizlilik "Politikası"');
    const refused = await t.raw(
      owner.token,
      legalCalls.save,
      note({ type: 'cookie-policy', caption: '<img src=x onerror=alert(1)>' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'validation_failed', desc: expect.stringContaining('caption') });
  });

  test('a caption stored raw (e.g. by an older version) is cleaned on the public page and in the list', async () => {
    const saved = await t.call(owner.token, legalCalls.save, note({ type: 'clarification-text', lang: 'en' }));
    await (
      await t.db()
    )
      .update(legalNotes)
      .set({ caption: 'Notice<script>alert(1)</script><img src=x onerror=alert(1)>' })
      .where(eq(legalNotes.id, saved.id));
    expect(
      (await t.call(null, legalCalls.view, { type: 'clarification-text', lang: 'en', storeId: store.id })).caption,
    ).toBe('Notice');
    expect(
      (await t.call(owner.token, legalCalls.get, { storeId: store.id })).find((n) => n.id === saved.id)?.caption,
    ).toBe('Notice');
  });

  test('a note stored before sanitization (e.g. by an older version) is cleaned on display', async () => {
    const saved = await t.call(owner.token, legalCalls.save, note({ type: 'data-owner-form' }));
    await (
      await t.db()
    )
      .update(legalNotes)
      .set({ detail: '<p>ok</p><script>alert(1)</script>' })
      .where(eq(legalNotes.id, saved.id));
    const shown = await t.call(null, legalCalls.view, { type: 'data-owner-form', lang: 'tr', storeId: store.id });
    expect(shown.detail).toBe('<p>ok</p>');
  });
});
