/**
 * The portal benches' server: the built portal served by the real server (tsx, no server build) on the embedded
 * database with demo data, in a data directory of its own, and the demo owner signed in through the API with the
 * code read from the SMS outbox. Used by npm run bench:web (web.ts) and npm run lighthouse (lighthouse.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '../..');
export const DEMO_GSM = '+905550000001';

/** The benches measure the portal as built; they build nothing themselves. */
export const requireBuiltPortal = () => {
  if (!existsSync(join(root, 'web/dist/index.html'))) {
    console.error('No web/dist: run `npm run build -w web` first.');
    process.exit(1);
  }
};

/** A store as the demo owner's stores list answers it (the parts the benches read). */
export interface DemoStore {
  id: string;
  name: string;
  properties: { webMenuActive: boolean };
}

/** Starts the server on `port`; it is stopped when this process exits. */
export const startDemoServer = (port: number, name: string) => {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `sofra-${name}-`));
  const server = spawn('npx', ['tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'true', NODE_ENV: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, so stopping it stops npx, tsx and the server under them.
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);

  const api = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${base}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };

  // Up to five minutes: on a busy 2-core machine the demo seed alone has taken more than two.
  const waitForServer = async () => {
    for (let i = 0; i < 600; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error('the server did not start');
  };

  /** The newest code sent to the demo owner since `since`, read from the SMS outbox (written just after the answer). */
  const codeFromOutbox = async (since: number): Promise<string> => {
    const outbox = join(dataDir, 'sms-outbox.jsonl');
    for (let i = 0; i < 100; i++) {
      const lines = existsSync(outbox) ? readFileSync(outbox, 'utf8').trim().split('\n').filter(Boolean) : [];
      const sent = lines
        .map((line) => JSON.parse(line) as { to: string; text: string; createdAt: string })
        .filter((m) => m.to === DEMO_GSM && Date.parse(m.createdAt) >= since - 1000)
        .at(-1);
      const code = sent?.text.match(/\b\d{6}\b/)?.[0];
      if (code) return code;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('no sign-in code reached the SMS outbox');
  };

  /** The demo owner's session and stores, through the API; `storeId` is the first store, the one the portal opens. */
  const demoSession = async () => {
    const asked = Date.now();
    await api('user/requestOtp', { gsm: DEMO_GSM, source: 'web' });
    const otp = await codeFromOutbox(asked);
    const session = (await api('user/verifyOtp', { gsm: DEMO_GSM, otp })) as { token: string; userInfo: unknown };
    const owned = (await api('user/getOwnedStores', {}, session.token)) as { storeInfo: DemoStore }[];
    const stores = owned.map((o) => o.storeInfo);
    return { token: session.token, user: session.userInfo, stores, storeId: stores[0]!.id };
  };

  /**
   * The portal's saved sign-in (web/src/lib/storage.ts: `sofra.` keys, JSON values) as a script run in each new
   * document before the portal's own. Not in about:blank, whose storage a browser refuses.
   */
  const signedInScript = (session: Awaited<ReturnType<typeof demoSession>>) =>
    `if (location.protocol.startsWith('http')) {\n${Object.entries({
      login: { gsm: DEMO_GSM, token: session.token },
      userInfo: session.user,
      activeStoreId: session.storeId,
    })
      .map(([key, value]) => `  localStorage.setItem('sofra.${key}', ${JSON.stringify(JSON.stringify(value))});`)
      .join('\n')}\n}`;

  return { base, dataDir, stop, api, waitForServer, demoSession, signedInScript };
};
