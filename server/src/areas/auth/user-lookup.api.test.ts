import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { staffPermissions } from '@sofra/contracts/core/permissions';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import type { Store } from '@sofra/contracts/stores/stores.schemas';
import { budgetEvents, users } from '../../db/schema/index.ts';
import { buildTestApp, freshGsm, type TestApp } from '../../../test/build-app.ts';
import { newStore, type Session } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** An owner with a store, and a registered person with a name. */
const setup = async (name = 'Zeynep Kaya') => {
  const [owner, person] = [await t.signIn(), await t.signIn()];
  await t.call(person.token, authCalls.saveUser, { name, email: 'z@example.com', dateOfBirth: '1995-05-05' });
  const store = await t.call(owner.token, storeCalls.saveStore, newStore());
  return { owner, person, store };
};

const lookUp = (who: Session, store: Store, gsm: string) =>
  t.raw(who.token, authCalls.getUserByGsm, { storeId: store.id, gsm });

describe('getUserByGsm: what an owner adding staff needs, and no more', () => {
  test('finds a person by any formatting of the number: id, first name and initial, the number', async () => {
    const { owner, person, store } = await setup('Zeynep Nur Kaya');
    const national = person.gsm.slice(3); // 532xxxxxxx
    for (const gsm of [
      person.gsm,
      `0${national}`,
      `+90 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`,
      ` ${person.gsm} `,
    ]) {
      const res = await lookUp(owner, store, gsm);
      expect(res.statusCode, gsm).toBe(200);
      expect(res.json(), gsm).toEqual({ id: person.userId, name: 'Zeynep K.', gsm: person.gsm });
    }
    await t.call(person.token, authCalls.saveUser, { name: 'Cem' });
    expect((await lookUp(owner, store, person.gsm)).json()).toMatchObject({ name: 'Cem' });
  });

  test('a master user, a blocked user and an unknown number are all the same user_not_found', async () => {
    const { owner, store } = await setup();
    const [master, blocked] = [await t.signIn(), await t.signIn()];
    await t.makeMaster(master.userId);
    await (await t.db()).update(users).set({ isBlocked: true }).where(eq(users.id, blocked.userId));
    const unknown = await lookUp(owner, store, freshGsm());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'user_not_found', desc: expect.any(String) });
    for (const gsm of [master.gsm, blocked.gsm]) {
      const res = await lookUp(owner, store, gsm);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 404, body: unknown.json() });
    }
    // Not even to a master user (here looking up their own number).
    expect((await lookUp(master, store, master.gsm)).json()).toEqual(unknown.json());
  });

  test('only for a store the caller owns (or a master user): others and staff are refused, a store is required', async () => {
    const { owner, person, store } = await setup();
    const [stranger, waiter] = [await t.signIn(), await t.signIn()];
    await t.call(owner.token, storeCalls.saveStaff, { storeId: store.id, gsm: waiter.gsm });
    await t.call(owner.token, storeCalls.saveStaffPermissions, {
      storeId: store.id,
      userId: waiter.userId,
      permissions: [...staffPermissions],
    });
    for (const who of [stranger, waiter]) {
      const res = await lookUp(who, store, person.gsm);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'store_forbidden', desc: expect.any(String) });
    }
    expect((await t.raw(owner.token, authCalls.getUserByGsm, { gsm: person.gsm })).json()).toMatchObject({
      code: 'validation_failed',
    });
    for (const gsm of ['12345', 'abcdefgh'])
      expect((await lookUp(owner, store, gsm)).json()).toMatchObject({ code: 'validation_failed' });
    const anonymous = await t.raw(null, authCalls.getUserByGsm, { storeId: store.id, gsm: person.gsm });
    expect(anonymous.json()).toEqual({ code: 'auth_required', desc: expect.any(String) });
  });

  test('30 lookups an hour per signed-in user, found or not; then 429 rate_limited with Retry-After', async () => {
    const { owner, person, store } = await setup();
    for (let i = 0; i < 30; i++) {
      const res = await lookUp(owner, store, i % 2 ? person.gsm : freshGsm());
      expect(res.statusCode, `lookup ${i + 1}`).toBe(i % 2 ? 200 : 404);
    }
    const refused = await lookUp(owner, store, person.gsm);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'rate_limited', desc: expect.any(String) });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Another owner has a budget of their own.
    const other = await setup();
    expect((await lookUp(other.owner, other.store, other.person.gsm)).statusCode).toBe(200);
    // An hour later (the counted lookups moved back in time) the owner may look up again.
    await (
      await t.db()
    )
      .update(budgetEvents)
      .set({ createDate: new Date(Date.now() - 3601_000) })
      .where(like(budgetEvents.key, `%:${owner.userId}`));
    expect((await lookUp(owner, store, person.gsm)).statusCode).toBe(200);
  });

  test('thirty lookups at once: no more than 30 pass, however they interleave', async () => {
    const { owner, person, store } = await setup();
    const answers = await Promise.all(Array.from({ length: 36 }, () => lookUp(owner, store, person.gsm)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(30);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(6);
  });
});
