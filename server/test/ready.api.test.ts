import type { AddressInfo } from 'node:net';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { streamCalls } from '@sofra/contracts/live/live.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { buildTestApp, type TestApp } from './build-app.ts';
import { newStore } from './factories.ts';
import { openSse } from './sse-client.ts';

/** The open event streams of the process and their maximum (docs/security.md, "Event streams"): none open here. */
const streams = { open: 0, max: 2000 };

const redisUrl = process.env.TEST_REDIS_URL || undefined;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('liveness and readiness', () => {
  it('is ready when the default database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'ok', streams });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });

  it('answers 503 with Retry-After while the database does not, and is ready again once it does', async () => {
    const registry = t.app.tenants;
    const open = registry.db.bind(registry);
    registry.db = () => Promise.reject(new Error('connection refused'));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ status: 'not_ready', database: 'failed', streams });
      // Liveness does not depend on the database: the process itself is fine.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      registry.db = open;
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});

describe('the open event streams', () => {
  it('are counted beside the maximum a process holds (STREAMS_PER_PROCESS)', async () => {
    const owner = await t.signIn();
    const store = await t.call(owner.token, storeCalls.saveStore, newStore());
    const { ticket } = await t.call(owner.token, streamCalls.streamTicket, { storeId: store.id });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const s = await openSse(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`, { ticket });
    try {
      expect(s.status).toBe(200);
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.json()).toEqual({ status: 'ready', database: 'ok', streams: { open: 1, max: 2000 } });
    } finally {
      s.close();
    }
    await vi.waitFor(async () =>
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).json().streams).toEqual(streams),
    );
  });
});

describe('readiness with REDIS_URL', () => {
  it('reports Redis beside the database; a Redis that is down leaves the process ready', async () => {
    // Nothing listens on port 1: every PING fails at once.
    const down = await buildTestApp({ config: { redisUrl: 'redis://127.0.0.1:1' } });
    try {
      const res = await down.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ready', database: 'ok', redis: 'failed', streams });
    } finally {
      await down.close();
    }
  });

  it('counts a Redis that does not answer PING within 2 s as failed', async () => {
    const silent = { ping: () => new Promise(() => {}), quit: async () => 'OK', disconnect: () => {} };
    t.app.services.redis = silent as unknown as Redis;
    try {
      const started = Date.now();
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.json()).toEqual({ status: 'ready', database: 'ok', redis: 'failed', streams });
      expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    } finally {
      t.app.services.redis = undefined;
    }
  });

  it.skipIf(!redisUrl)(
    'is ready with redis ok while Redis answers, and still 503 when the database does not',
    async () => {
      const up = await buildTestApp({ config: { redisUrl } });
      try {
        // Until it has connected a PING fails at once (no offline queue), as it does while Redis is down.
        const redis = up.app.services.redis!;
        if (redis.status !== 'ready') await new Promise((connected) => redis.once('ready', connected));
        const ready = await up.app.inject({ method: 'GET', url: '/api/ready' });
        expect(ready.json()).toEqual({ status: 'ready', database: 'ok', redis: 'ok', streams });
        const registry = up.app.tenants;
        registry.db = () => Promise.reject(new Error('connection refused'));
        const res = await up.app.inject({ method: 'GET', url: '/api/ready' });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ status: 'not_ready', database: 'failed', redis: 'ok', streams });
      } finally {
        await up.close();
      }
    },
  );
});
