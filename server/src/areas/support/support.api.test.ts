import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { helperCalls } from '@sofra/contracts/helper/helper.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { supportTickets } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newStore } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('saveFeedback', () => {
  let me: Awaited<ReturnType<TestApp['signIn']>>;
  let storeId: string;
  beforeAll(async () => {
    me = await t.signIn();
    await t.call(me.token, authCalls.saveUser, {
      name: 'Ayşe Yılmaz',
      email: 'destek@example.com',
      dateOfBirth: null,
      gender: 'undefined',
      permissions: { push: false, sms: false, email: false, phone: false },
    });
    storeId = (await t.call(me.token, storeCalls.saveStore, newStore())).id;
  });

  const form = () => ({
    storeId,
    subject: 'Menü',
    message: 'Menüde fiyatlar güncellenmiyor.',
    sessionRef: 'a1b2c3',
  });
  const ticketsOf = async (id: string) =>
    (await t.db()).select().from(supportTickets).where(eq(supportTickets.storeId, id));

  test('stores the ticket with who asks taken from the session, never from the body; no token is stored', async () => {
    const before = (await ticketsOf(storeId)).length;
    // Someone else's number, name and e-mail (and a token) in the body change nothing: they are not the call's.
    const body = { ...form(), gsm: '+905329998877', name: 'Başkası', email: 'baska@example.com', token: me.token };
    expect(await t.call(me.token, helperCalls.saveFeedback, body)).toEqual({ message: 'ok' });
    const tickets = await ticketsOf(storeId);
    expect(tickets).toHaveLength(before + 1);
    const ticket = tickets.find((row) => row.message === form().message)!;
    expect(ticket).toMatchObject({
      storeId,
      userId: me.userId,
      gsm: me.gsm,
      email: 'destek@example.com',
      name: 'Ayşe Yılmaz',
      subject: 'Menü',
      sessionRef: 'a1b2c3',
      status: 'open',
    });
    expect(JSON.stringify(ticket)).not.toContain(me.token);
  });

  test('a missing or empty subject or message, or a reference that is not one → 400 naming the field', async () => {
    const before = (await ticketsOf(storeId)).length;
    for (const key of ['subject', 'message'] as const) {
      const missing: Record<string, unknown> = form();
      delete missing[key];
      for (const body of [missing, { ...form(), [key]: '   ' }]) {
        const res = await t.raw(me.token, helperCalls.saveFeedback, body);
        expect(res.statusCode, key).toBe(400);
        expect(res.json(), key).toMatchObject({ code: 'validation_failed', fields: [{ path: key }] });
      }
    }
    for (const sessionRef of [me.token, 'A1B2C3', '']) {
      const res = await t.raw(me.token, helperCalls.saveFeedback, { ...form(), sessionRef });
      expect(res.json()).toMatchObject({ code: 'validation_failed', fields: [{ path: 'sessionRef' }] });
    }
    expect(await ticketsOf(storeId)).toHaveLength(before);
  });

  test('a user without an e-mail on the profile is refused naming the e-mail', async () => {
    const bare = await t.signIn();
    const own = (await t.call(bare.token, storeCalls.saveStore, newStore())).id;
    const res = await t.raw(bare.token, helperCalls.saveFeedback, { ...form(), storeId: own });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', fields: [{ path: 'email' }] });
    expect(await ticketsOf(own)).toEqual([]);
  });

  test("for another owner's store → 403 store_forbidden, and nothing is stored", async () => {
    const other = await t.signIn();
    const res = await t.raw(other.token, helperCalls.saveFeedback, form());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'store_forbidden', desc: expect.any(String) });
    expect((await ticketsOf(storeId)).filter((row) => row.userId === other.userId)).toEqual([]);
  });

  test('without a token → 401 auth_required', async () => {
    const res = await t.raw(null, helperCalls.saveFeedback, form());
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('auth_required');
  });
});
