import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './build-app.ts';

/**
 * The limiter on a real listening server, spoken to in raw HTTP: `app.inject` normalises what a client may send
 * (absolute-form targets, odd spellings), and those spellings are the point.
 */
let t: TestApp | undefined;
let web: string | undefined;
const agent = new Agent({ keepAlive: true, maxSockets: 4 });
afterEach(async () => {
  await t?.close();
  if (web) rmSync(web, { recursive: true, force: true });
  t = web = undefined;
});

interface Answer {
  status: number;
  remaining: number | undefined;
  body: string;
}

/** Sends `target` verbatim as the request target (the path after the method), as `curl --request-target` does. */
const send = (port: number, method: string, target: string, body?: string) =>
  new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: target,
        agent,
        headers:
          body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          const remaining = res.headers['x-ratelimit-remaining'];
          resolve({
            status: res.statusCode!,
            remaining: remaining === undefined ? undefined : Number(remaining),
            body: text,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });

/** The app with a small built portal, listening on a free port. */
const start = async (rateLimitPerMinute: number) => {
  web = mkdtempSync(join(tmpdir(), 'sofra-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Sofra</title>');
  writeFileSync(join(web, 'assets', 'index-abc.js'), 'console.log(1)');
  t = await buildTestApp({ config: { rateLimitPerMinute, webDist: web } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as { port: number }).port;
};

test('650 calls from one address in every spelling of the path: the 600 budget holds, the rest answer 429', async () => {
  const port = await start(600);
  const spellings = [
    '/api/health',
    `http://127.0.0.1:${port}/api/health`,
    '/%61pi/health',
    `http://example.com/%61pi/%68ealth`,
    '/api/%68ealth?x=1',
  ];
  const answers: Answer[] = [];
  for (let i = 0; i < 650; i++) answers.push(await send(port, 'GET', spellings[i % spellings.length]!));

  const limited = answers.filter((a) => a.status === 429);
  expect(answers.filter((a) => a.status === 200)).toHaveLength(600);
  expect(limited.length).toBeGreaterThanOrEqual(50);
  expect(JSON.parse(limited[0]!.body)).toEqual({ code: 'rate_limited', desc: expect.any(String) });
  // Every spelling ran out with the rest: the last round of each is refused.
  for (const [i, spelling] of spellings.entries()) {
    expect(answers[650 - spellings.length + i]!.status, spelling).toBe(429);
  }
  // An unknown call is refused the same way; the portal still loads for the same address.
  expect((await send(port, 'POST', '/%61pi/no-such-call', '{}')).status).toBe(429);
  expect((await send(port, 'GET', '/assets/index-abc.js')).status).toBe(200);
  expect((await send(port, 'GET', '/main/report-dashboard')).status).toBe(200);
});

test('every spelling the router takes for an API path is one bucket; unknown API paths and the guest menu count; portal files do not', async () => {
  const port = await start(1000);
  let last = (await send(port, 'GET', '/api/health')).remaining!;
  expect(last).toBe(999);
  /** Sends and checks that the request took exactly one from the address's budget. */
  const counted = async (method: string, target: string, status: number | number[], body?: string) => {
    const answer = await send(port, method, target, body);
    expect([status].flat(), `${method} ${target}: ${answer.body.slice(0, 200)}`).toContain(answer.status);
    expect(answer.remaining, `${method} ${target} counted once`).toBe(last - 1);
    last = answer.remaining!;
    return answer;
  };
  const notCounted = async (target: string) => {
    const answer = await send(port, 'GET', target);
    expect(answer.status, target).toBe(200);
    expect(answer.remaining, `${target} is not counted`).toBeUndefined();
    // …and the next API call sees the budget unchanged.
    await counted('GET', '/api/health', 200);
  };

  await counted('GET', '/api/health', 200);
  await counted('GET', `http://127.0.0.1:${port}/api/health`, 200);
  await counted('GET', 'http://attacker.example/api/health', 200);
  await counted('GET', '/%61pi/health', 200);
  await counted('GET', '/%61%70%69/%68%65%61%6c%74%68', 200);
  await counted('GET', '/api/health?cache=bust', 200);
  await counted('POST', '/%61pi/helper/getCountries', 200, '{}');
  await counted('POST', 'http://127.0.0.1/api/helper/getCountries', 200, '{}');
  // Spellings the router does not take for /api/health (it matches case-sensitively and keeps double and dot
  // segments): they reach no handler, but they name the API and are counted all the same.
  await counted('GET', '/API/health', 404);
  // (The portal's file route refuses these two with 400 before looking for a file.)
  await counted('GET', '/api//health', [400, 404]);
  await counted('GET', '/api/./health', [400, 404]);
  // An unknown API path is a 404 and counted, however it is spelt and whatever the method.
  expect(JSON.parse((await counted('GET', '/api/no-such-call', 404)).body)).toMatchObject({ code: 'not_found' });
  await counted('POST', '/api/no/such-call', 404, '{}');
  await counted('POST', '/%61pi/no-such-call', 404, '{}');
  await counted('DELETE', 'http://127.0.0.1/api/health', 404);

  // The portal: its files and its page routes are never counted.
  await notCounted('/');
  await notCounted('/assets/index-abc.js');
  await notCounted('/main/report-dashboard');
  await notCounted('/login');
  // The guest menu's page is counted: the server reads the menu for it (areas/menu/guest-page.routes.ts).
  await counted('GET', '/menu/0000000000a-0000-0000-000000000000', 404);
  await counted('GET', '/qr/no-such-code/', 404);
  // So is a receipt's guest page, even for a token that opens nothing (areas/folios/receipt-page.routes.ts).
  await counted('GET', '/r/no-such-token', 404);
});
