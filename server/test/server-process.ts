import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { registrationCalls } from '@sofra/contracts/auth/registration.calls';
import type { Call } from '@sofra/contracts/core/call';
import { dropPgDatabase } from '../src/db/client.ts';

/**
 * The real server as `npm start` runs it (server/src/main.ts), in a process of its own, for tests that need what
 * `app.inject` cannot give: several processes on one database and one Redis, kill -9, restarts on the same data.
 *
 * Several processes of one deployment: one `pgTenant()` (its tenants file and `databaseUrl`), one JWT_SECRET
 * (`newJwtSecret()`), each its own DATA_DIR (the default); start them one after the other, so that only the first
 * creates, migrates and seeds the database. With REDIS_URL, give the test a REDIS_PREFIX of its own (or a Redis of its
 * own, `startRedis()`): every test's processes are the same client address (127.0.0.1) to the shared rate limit.
 */

const root = resolve(import.meta.dirname, '../..');

/** Ports the process tests take their servers from. */
export const PORTS = { first: 19_300, last: 19_399 };

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface ServerProcess {
  base: string;
  port: number;
  dataDir: string;
  /** The operating-system process id of the server itself (not of a launcher). */
  pid: number;
  /** POSTs JSON to `/api/{path}` (or the call's path) and answers status, parsed body and headers. */
  post: <T = Record<string, unknown>>(
    path: string | Call,
    body: unknown,
    token?: string,
    headers?: Record<string, string>,
  ) => Promise<Answer<T>>;
  /**
   * Signs a registered number in (the demo owner +905550000001 when SEED_DEMO=true): requestOtp, solving the captcha
   * when the number already had a code this hour, then verifyOtp with the code from this process's SMS outbox. A number
   * gets one code a minute: sign in once per test file and use the token on every process of the deployment.
   */
  signIn: (gsm: string, headers?: Record<string, string>) => Promise<{ token: string; userId: string }>;
  /** Registers a new number (a captcha, both legal texts accepted; the seed's texts must be published) and signs it in. */
  register: (gsm: string, name: string) => Promise<{ token: string; userId: string }>;
  /** Sends a signal and waits until the process has gone; answers how it ended. */
  kill: (signal?: NodeJS.Signals) => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM (the server finishes requests in flight and closes its databases), SIGKILL after `graceMs`. */
  stop: (graceMs?: number) => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Whether the process still runs. */
  running: () => boolean;
}

export interface StartOptions {
  /** Environment of the server on top of the defaults below (HOST=127.0.0.1, SMS_DRIVER=log, CAPTCHA_LOG=true, …). */
  env?: Record<string, string | undefined>;
  /** A DATA_DIR to use (a restart on the same data); a new temporary one otherwise, removed by `stop`/`kill`. */
  dataDir?: string;
  /** A port; otherwise a free one of PORTS. */
  port?: number;
  /** How long the server may take to answer /api/health. */
  startTimeoutMs?: number;
  /** The sources through tsx's loader (default), or the compiled `server/dist/main.js` production runs. */
  entry?: 'source' | 'dist';
}

/** A random JWT secret of 256 bits (the server wants at least 32 bytes); give the same to every process of a test. */
export const newJwtSecret = () => randomBytes(32).toString('base64url');

const portFree = (port: number) =>
  new Promise<boolean>((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => done(true)));
  });

/** Whether a process of this id still runs. */
export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * A port of PORTS that nobody listens on, held for this test process by a lock file until `release`: a server takes
 * seconds (migrations) between being given its port and listening on it, and test files run in parallel.
 */
export const reservePort = async (): Promise<{ port: number; release: () => void }> => {
  const locks = join(tmpdir(), 'sofra-test-ports');
  mkdirSync(locks, { recursive: true });
  const size = PORTS.last - PORTS.first + 1;
  const offset = randomBytes(2).readUInt16BE() % size;
  const take = (lock: string) => {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return true;
    } catch {
      return false;
    }
  };
  for (let i = 0; i < size; i++) {
    const port = PORTS.first + ((offset + i) % size);
    const lock = join(locks, String(port));
    if (!take(lock)) {
      // Held by a live test process (or being written just now): next port. Left by one that died: taken over.
      const holder = Number(readFileSync(lock, 'utf8'));
      if (!holder || alive(holder)) continue;
      rmSync(lock, { force: true });
      if (!take(lock)) continue;
    }
    if (await portFree(port)) return { port, release: () => rmSync(lock, { force: true }) };
    rmSync(lock, { force: true });
  }
  throw new Error(`no free port in ${PORTS.first}-${PORTS.last}`);
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const readJsonLines = <T>(file: string): T[] =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as T)
    : [];

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      done({ code: child.exitCode, signal: child.signalCode });
      return;
    }
    child.once('exit', (code, signal) => done({ code, signal }));
  });

/**
 * Collects what a child writes and kills it if this test process exits first, so a test that fails before its
 * clean-up leaves nothing running.
 */
const watch = (child: ChildProcess) => {
  let text = '';
  child.stdout!.on('data', (d) => (text += d));
  child.stderr!.on('data', (d) => (text += d));
  const gone = exited(child);
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);
  void gone.then(() => process.off('exit', orphanGuard));
  return { gone, output: () => text };
};

/** Starts the server and answers once /api/health does. A port taken meanwhile by someone else is retried. */
export const startServer = async (opts: StartOptions = {}): Promise<ServerProcess> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(opts);
    } catch (error) {
      if (opts.port !== undefined || attempt >= 5 || !(error as Error).message.includes('EADDRINUSE')) throw error;
    }
  }
};

const startOnce = async (opts: StartOptions): Promise<ServerProcess> => {
  const ownDataDir = opts.dataDir === undefined;
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'sofra-proc-'));
  const reserved = opts.port === undefined ? await reservePort() : undefined;
  const port = opts.port ?? reserved!.port;
  const base = `http://127.0.0.1:${port}`;
  // Node with tsx's loader, not tsx's command line: that runs the server in a child process, which a SIGKILL of the
  // launcher would leave running.
  const args =
    opts.entry === 'dist' ? [join(root, 'server/dist/main.js')] : ['--import', 'tsx', join(root, 'server/src/main.ts')];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMS_DRIVER: 'log',
      CAPTCHA_LOG: 'true',
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { gone, output } = watch(child);
  let cleaned = false;
  const cleanUp = () => {
    if (cleaned) return;
    cleaned = true;
    reserved?.release();
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  const post: ServerProcess['post'] = async (path, body, token, headers = {}) => {
    const res = await fetch(`${base}/api/${typeof path === 'string' ? path : path.path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: JSON.stringify(body),
    });
    const raw = await res.text();
    let parsed: unknown = raw;
    try {
      parsed = JSON.parse(raw);
    } catch {
      // Not JSON (an HTML page): the text as it came.
    }
    return { status: res.status, body: parsed as never, headers: res.headers };
  };

  const solveCaptcha = async (headers?: Record<string, string>) => {
    const { body: captcha } = await post<{ id: string }>(authCalls.createCaptcha, {}, undefined, headers);
    const solved = readJsonLines<{ id: string; code: string }>(join(dataDir, 'captcha-outbox.jsonl')).find(
      (c) => c.id === captcha.id,
    );
    if (!solved) throw new Error(`captcha ${captcha.id} is not in the outbox; is CAPTCHA_LOG off?`);
    return { captchaId: captcha.id, captcha: solved.code };
  };

  /** Checks the newest code texted to `gsm` after the outbox's first `before` lines: the session it opens. */
  const verifyTexted = async (gsm: string, before: number, headers?: Record<string, string>) => {
    const outbox = join(dataDir, 'sms-outbox.jsonl');
    const sms = readJsonLines<{ to: string; text: string }>(outbox)
      .slice(before)
      .filter((m) => m.to === gsm)
      .at(-1);
    const otp = sms?.text.match(/\b\d{6}\b/)?.[0];
    if (!otp) throw new Error(`no code for ${gsm} in ${outbox}`);
    const session = await post<{ token: string; userInfo: { id: string } }>(
      authCalls.verifyOtp,
      { gsm, otp },
      undefined,
      headers,
    );
    if (session.status !== 200)
      throw new Error(`verifyOtp answered ${session.status}: ${JSON.stringify(session.body)}`);
    return { token: session.body.token, userId: session.body.userInfo.id };
  };

  const textsSoFar = () => readJsonLines(join(dataDir, 'sms-outbox.jsonl')).length;

  const signIn: ServerProcess['signIn'] = async (gsm, headers) => {
    const before = textsSoFar();
    let asked = await post(authCalls.requestOtp, { gsm, source: 'web' }, undefined, headers);
    if (asked.status === 428) {
      asked = await post(
        authCalls.requestOtp,
        { gsm, source: 'web', ...(await solveCaptcha(headers)) },
        undefined,
        headers,
      );
    }
    if (asked.status !== 200) throw new Error(`requestOtp answered ${asked.status}: ${JSON.stringify(asked.body)}`);
    return verifyTexted(gsm, before, headers);
  };

  const register: ServerProcess['register'] = async (gsm, name) => {
    const before = textsSoFar();
    const asked = await post(registrationCalls.register, {
      gsm,
      name,
      ...(await solveCaptcha()),
      accepts: { membershipAgreement: true, clarificationText: true },
      lang: 'tr',
    });
    if (asked.status !== 200) throw new Error(`register answered ${asked.status}: ${JSON.stringify(asked.body)}`);
    return verifyTexted(gsm, before);
  };

  const kill: ServerProcess['kill'] = async (signal = 'SIGKILL') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    const how = await gone;
    cleanUp();
    return how;
  };

  const stop: ServerProcess['stop'] = async (graceMs = 15_000) => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    const how = await gone;
    clearTimeout(timer);
    cleanUp();
    return how;
  };

  const deadline = Date.now() + (opts.startTimeoutMs ?? 90_000);
  let ended = false;
  void gone.then(() => (ended = true));
  for (;;) {
    if (ended) {
      cleanUp();
      throw new Error(`the server on port ${port} exited before it answered:\n${output()}`);
    }
    const healthy = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1000) }).then(
      (r) => r.ok,
      () => false,
    );
    // Someone else may answer on a port taken after we chose it: only our process's answer counts.
    if (healthy && !ended) break;
    if (Date.now() > deadline) {
      await kill('SIGKILL');
      throw new Error(`the server on port ${port} did not answer /api/health in time:\n${output()}`);
    }
    await sleep(100);
  }
  return {
    base,
    port,
    dataDir,
    pid: child.pid!,
    post,
    signIn,
    register,
    kill,
    stop,
    output,
    running: () => child.exitCode === null && child.signalCode === null,
  };
};

export interface PgTenant {
  /** The PostgreSQL server (TEST_DATABASE_URL): the processes' DATABASE_URL. */
  databaseUrl: string;
  database: string;
  apiKey: string;
  /** A tenants file naming this one database as the default tenant: the processes' TENANTS_FILE. */
  tenantsFile: string;
  /** The environment that points a process at this tenant. */
  env: { DATABASE_URL: string; TENANTS_FILE: string };
  /** Drops the database (connections still open are ended) and removes the tenants file. */
  drop: () => Promise<void>;
}

/** A default tenant on its own new PostgreSQL database, for the processes of one test. */
export const pgTenant = (databaseUrl: string): PgTenant => {
  const database = `t_${randomBytes(6).toString('hex')}`;
  const apiKey = `key-${randomBytes(8).toString('hex')}`;
  const dir = mkdtempSync(join(tmpdir(), 'sofra-tenants-'));
  const tenantsFile = join(dir, 'tenants.json');
  writeFileSync(tenantsFile, JSON.stringify({ tenants: [{ slug: 'default', apiKey, database }] }));
  return {
    databaseUrl,
    database,
    apiKey,
    tenantsFile,
    env: { DATABASE_URL: databaseUrl, TENANTS_FILE: tenantsFile },
    drop: async () => {
      await dropPgDatabase(databaseUrl, database);
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

export interface RedisProcess {
  url: string;
  port: number;
  /** SIGKILL: Redis is down (the port stays this test's). */
  kill: () => Promise<void>;
  /** Starts it again, empty, on the same port. */
  restart: () => Promise<void>;
  /** SIGSTOP / SIGCONT: Redis keeps its connections but answers nothing (a stalled server). */
  pause: () => void;
  resume: () => void;
  /** Kills it and gives the port back. */
  close: () => Promise<void>;
}

/** Whether the redis-server binary is installed (tests that start a Redis of their own skip without it). */
export const hasRedisServer = () =>
  ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].some((path) => existsSync(path));

const spawnRedis = async (port: number) => {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const { gone, output } = watch(child);
  for (let i = 0; !output().includes('Ready to accept connections'); i++) {
    if (child.exitCode !== null || i > 100) {
      child.kill('SIGKILL');
      throw new Error(`redis-server on port ${port} did not start:\n${output()}`);
    }
    await sleep(50);
  }
  return {
    signal: (signal: NodeJS.Signals) => child.kill(signal),
    stop: async () => {
      child.kill('SIGKILL');
      await gone;
    },
  };
};

/**
 * A Redis of the test's own (nothing saved to disk), for tests that stop Redis or must not share counters (the rate
 * limit's per-address budget) with other tests on the machine's Redis.
 */
export const startRedis = async (): Promise<RedisProcess> => {
  const { port, release } = await reservePort();
  let running: Awaited<ReturnType<typeof spawnRedis>> | undefined;
  try {
    running = await spawnRedis(port);
  } catch (error) {
    release();
    throw error;
  }
  const kill = async () => {
    await running?.stop();
    running = undefined;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill,
    restart: async () => {
      await kill();
      running = await spawnRedis(port);
    },
    pause: () => running?.signal('SIGSTOP'),
    resume: () => running?.signal('SIGCONT'),
    close: async () => {
      await kill();
      release();
    },
  };
};
