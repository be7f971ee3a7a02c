import { connect } from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';

/** The real server process as `npm start` runs it: embedded database, demo seed, log SMS driver. */
const root = resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'sofra-main-'));
const port = 18_000 + (process.pid % 1000);
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess;
let output = '';

const post = async <T = Record<string, string>>(
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: T }> => {
  const res = await fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
};

/** Every file and folder under DATA_DIR (the folder itself included) with its permission bits. */
const walk = (path: string): { path: string; mode: number }[] => {
  const stat = lstatSync(path);
  const here = { path: path.slice(dataDir.length) || '/', mode: stat.mode & 0o777 };
  return stat.isDirectory() ? [here, ...readdirSync(path).flatMap((name) => walk(join(path, name)))] : [here];
};
const openToOthers = () =>
  walk(dataDir)
    .filter((e) => e.mode & 0o077)
    .map((e) => `${e.path} ${e.mode.toString(8)}`);

const start = async () => {
  output = '';
  // Node with tsx's loader: tsx's command line would run the server in a child that a SIGKILL of it leaves running.
  server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMS_DRIVER: 'log',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d) => (output += d));
  server.stderr!.on('data', (d) => (output += d));
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not start:\n${output}`);
};

beforeAll(start, 90_000);

afterAll(() => {
  if (server.exitCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

test('the demo owner signs in with the code from sms-outbox.jsonl and sees three stores', async () => {
  expect(output).toContain('+905550000001');
  expect(output).toContain(join(dataDir, 'sms-outbox.jsonl'));
  expect((await post('user/requestOtp', { gsm: '+905550000001', source: 'web' })).body.message).toBe('ok');
  const lines = readFileSync(join(dataDir, 'sms-outbox.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  const sms = lines.at(-1) as { to: string; text: string };
  expect(sms).toMatchObject({
    to: '+905550000001',
    text: expect.stringMatching(/\b\d{6}\b/),
    createdAt: expect.any(String),
  });
  const otp = sms.text.match(/\b\d{6}\b/)![0];
  // The server log notes the SMS, to a masked number, and never carries its text or code.
  await expect.poll(() => output).toContain('SMS written to the outbox');
  expect(output).toContain('+90555*****01');
  expect(output).not.toContain(otp);
  expect(output).not.toContain(sms.text);
  const session = await post('user/verifyOtp', { gsm: '+905550000001', otp });
  expect(session.status).toBe(200);
  const owned = await post<{ storeInfo: { name: string } }[]>('user/getOwnedStores', {}, session.body.token);
  expect(owned.body.map((o) => o.storeInfo.name)).toEqual([
    'Alsancak Balıkçısı',
    'Karaköy Meyhanesi',
    'Moda Kahve Evi',
  ]);

  // A picture too, so that DATA_DIR/files holds something for the next test.
  const form = new FormData();
  form.append(
    'file',
    new Blob([
      await sharp({ create: { width: 40, height: 40, channels: 3, background: '#c03' } })
        .png()
        .toBuffer(),
    ]),
    'logo.png',
  );
  const storeId = (owned.body[0] as unknown as { storeId: string }).storeId;
  const uploaded = await fetch(`${base}/api/image/saveImage/${storeId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.body.token}` },
    body: form,
  });
  expect(uploaded.status).toBe(200);
});

test('nothing the server wrote under a fresh DATA_DIR is open to other users', () => {
  const names = walk(dataDir).map((e) => e.path);
  expect(names).toEqual(
    expect.arrayContaining(['/jwt-secret', '/sms-outbox.jsonl', '/db', '/files', '/files/default']),
  );
  expect(names.filter((n) => n.startsWith('/files/default/'))).toHaveLength(1);
  expect(names.filter((n) => n.startsWith('/db/')).length).toBeGreaterThan(10);
  expect(openToOthers()).toEqual([]);
});

test('with NODE_ENV=production the log SMS driver is refused unless SMS_DRIVER=log and ALLOW_LOG_SMS=true', async () => {
  const start = (env: Record<string, string>) =>
    new Promise<{ code: number | null; text: string }>((done) => {
      const { SMS_DRIVER: _driver, ALLOW_LOG_SMS: _allow, ...inherited } = process.env;
      const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/src/main.ts')], {
        cwd: root,
        env: {
          ...inherited,
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          NODE_ENV: 'production',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout!.on('data', (d) => (text += d));
      child.stderr!.on('data', (d) => (text += d));
      child.on('exit', (code) => done({ code, text }));
    });
  for (const env of [{}, { SMS_DRIVER: 'log' }, { ALLOW_LOG_SMS: 'true' }] as Record<string, string>[]) {
    const refused = await start(env);
    expect(refused.code).not.toBe(0);
    expect(refused.text).toContain('ALLOW_LOG_SMS');
  }
}, 60_000);

test('SIGTERM finishes in flight, closes the databases and exits cleanly', async () => {
  // A request surely in flight: its headers and half its body are sent before the signal, the rest after.
  const socket = connect(port, '127.0.0.1');
  await new Promise((r) => socket.once('connect', r));
  let answer = '';
  socket.on('data', (d) => (answer += d));
  const ended = new Promise((r) => socket.once('close', r));
  socket.write(
    'POST /api/helper/getCountries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      'Content-Length: 2\r\nConnection: keep-alive\r\n\r\n{',
  );
  const exited = new Promise<number | null>((r) => server.on('exit', (c) => r(c)));
  server.kill('SIGTERM');
  await expect.poll(() => output, { timeout: 10_000 }).toContain('SIGTERM');
  socket.write('}');
  // Answered, and the connection closed by the server although the client asked to keep it: nothing holds the exit.
  await ended;
  expect(answer).toMatch(/^HTTP\/1\.1 200/);
  expect(answer.toLowerCase()).toContain('connection: close');
  expect(await exited).toBe(0);
}, 30_000);

test('a start on a DATA_DIR whose files are 0666 warns, without names or numbers, and makes them owner-only', async () => {
  for (const entry of walk(dataDir))
    chmodSync(join(dataDir, entry.path), lstatSync(join(dataDir, entry.path)).isDirectory() ? 0o777 : 0o666);
  const loose = openToOthers().length;
  expect(loose).toBeGreaterThan(10);
  await start();
  try {
    expect(openToOthers()).toEqual([]);
    const warnings = output.split('\n').filter((line) => line.includes('open to other users'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`${loose} files and folders`);
    expect(warnings[0]).not.toMatch(/\+?90\d{8,}|sms-outbox|jwt-secret|wal/i);
    // The fixed database still works and takes writes (a code for the demo master), which stay owner-only.
    expect((await post('user/requestOtp', { gsm: '+905550000000', source: 'web' })).body.message).toBe('ok');
    expect(openToOthers()).toEqual([]);
  } finally {
    server.kill('SIGKILL');
  }
}, 90_000);
