/**
 * npm run bench:web — how fast the portal reaches a throttled phone: Chromium (the system one) with CDP throttling
 * of a slow phone on a slow network (4× CPU slowdown, 400 ms latency, 400 kbps both ways), against the built portal
 * served by the real server on the embedded database with demo data. Prints, cold (empty cache) and warm (second
 * visit): the login page's first contentful paint, the time until its phone number field takes input, and the time
 * until store settings is usable (its form shown with the store's name), each noted by the page itself.
 * BENCH_WEB_LOG=1 also prints the requests of the first cold visits. Figures go in docs/performance.md. Build the portal first: npm run build -w web.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Locator, type Page } from '@playwright/test';
import { requireBuiltPortal, root, startDemoServer } from './demo-server';
import { startHttpsFront } from './https-front';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 8290);
/**
 * The phone: 4× CPU slowdown, 400 ms latency, 400 kbps. BENCH_WEB_LATENCY_MS, BENCH_WEB_KBPS (0: no limit) and
 * BENCH_WEB_CPU change one part, to see what the rest costs (the figures of docs/performance.md use the phone as is).
 */
const PHONE = {
  latencyMs: Number(process.env.BENCH_WEB_LATENCY_MS ?? 400),
  kbps: Number(process.env.BENCH_WEB_KBPS ?? 400),
  cpuSlowdown: Number(process.env.BENCH_WEB_CPU ?? 4),
};
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
/** BENCH_WEB_LOG=1: also print, for the first cold visit of each page, every request's start, first byte and end. */
const LOG = process.env.BENCH_WEB_LOG === '1';
/** BENCH_WEB_PROFILE=1: also print where the page's CPU went in the first cold store settings visit (self time). */
const PROFILE = process.env.BENCH_WEB_PROFILE === '1';
/**
 * BENCH_WEB_TRACE=1: also print the page's main thread by kind of work (the browser's trace: script, style, layout,
 * parsing, compiling...) in the first cold store settings visit, in all and in its last second before usable.
 */
const TRACE = process.env.BENCH_WEB_TRACE === '1';
/**
 * How the phone reaches the portal: `direct` — HTTP/1.1 straight to the server (at most six connections, each file
 * waiting for one); `proxy` — HTTP/2 over TLS through a reverse proxy, as deploy/Caddyfile serves it (one connection,
 * every file at once); `both` (the default) measures each in turn.
 */
const FRONTS =
  (process.env.BENCH_WEB_FRONT ?? 'both') === 'both' ? ['direct', 'proxy'] : [process.env.BENCH_WEB_FRONT!];
const PROXY_PORT = PORT + 1;
const FRONT_NAMES: Record<string, string> = {
  direct: 'HTTP/1.1 straight to the server',
  proxy: 'HTTP/2 over TLS through a reverse proxy (as deployed)',
};

requireBuiltPortal();
const { base: BASE, dataDir, stop, waitForServer, demoSession, signedInScript } = startDemoServer(PORT, 'bench-web');

const throttle = async (context: BrowserContext, page: Page) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.kbps > 0 ? (PHONE.kbps * 1024) / 8 : -1,
    uploadThroughput: PHONE.kbps > 0 ? (PHONE.kbps * 1024) / 8 : -1,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  return cdp;
};

/** In the page (a string: the bench is compiled without the DOM's types): when the first content was painted. */
const FCP = `new Promise((resolve) => {
  const found = performance.getEntriesByName('first-contentful-paint')[0];
  if (found) return resolve(found.startTime);
  new PerformanceObserver((list) => resolve(list.getEntries()[0].startTime)).observe({ type: 'paint', buffered: true });
})`;
/** The requests of one visit, from the CDP Network domain (times in ms from the first request). */
const requestLog = (cdp: CDPSession) => {
  interface Entry {
    url: string;
    start: number;
    firstByte?: number;
    end?: number;
    bytes?: number;
    status?: number;
  }
  const entries = new Map<string, Entry>();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!entries.has(e.requestId)) entries.set(e.requestId, { url: e.request.url, start: e.timestamp * 1000 });
  });
  cdp.on('Network.responseReceived', (e) => {
    const entry = entries.get(e.requestId);
    if (entry) Object.assign(entry, { firstByte: e.timestamp * 1000, status: e.response.status });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const entry = entries.get(e.requestId);
    if (entry) Object.assign(entry, { end: e.timestamp * 1000, bytes: e.encodedDataLength });
  });
  return (title: string) => {
    const list = [...entries.values()].sort((a, b) => a.start - b.start);
    const t0 = list[0]?.start ?? 0;
    const ms = (t: number | undefined) => (t === undefined ? '-' : String(Math.round(t - t0))).padStart(6);
    const total = list.reduce((sum, e) => sum + (e.bytes ?? 0), 0);
    console.log(`\n${title}: ${list.length} requests, ${(total / 1024).toFixed(1)} KB on the wire`);
    console.log('  start  first    end     KB  url');
    for (const e of list) {
      const kb = ((e.bytes ?? 0) / 1024).toFixed(1).padStart(6);
      console.log(
        `${ms(e.start)} ${ms(e.firstByte)} ${ms(e.end)} ${kb}  ${e.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 100)}`,
      );
    }
  };
};

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
/** Starts the page's CPU profiler; the function returned stops it and prints the 25 largest self times. */
const cpuProfile = async (cdp: CDPSession) => {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return async (title: string) => {
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
      profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
    };
    // The whole profile too, for Chromium's DevTools (Performance panel: load profile) or a source map.
    const saved = join(dataDir, 'store-settings-cold.cpuprofile');
    writeFileSync(saved, JSON.stringify(profile));
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const frame = nodes.get(id)!.callFrame;
      const file = frame.url.replace(/^https?:\/\/[^/]+/, '');
      const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
      self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    });
    // When it went: busy time per quarter second from the start, and the files (or the engine's own work) it went to.
    const quarters: Map<string, number>[] = [];
    let at = 0;
    profile.samples.forEach((id, i) => {
      at += (profile.timeDeltas[i] ?? 0) / 1000;
      const frame = nodes.get(id)!.callFrame;
      if (frame.functionName === '(idle)') return;
      const where =
        frame.url.replace(/^https?:\/\/[^/]+\/(assets\/)?/, '').replace(/-[\w-]{8}\.js$/, '') || frame.functionName;
      const quarter = (quarters[Math.floor(at / 250)] ??= new Map());
      quarter.set(where, (quarter.get(where) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    });
    const total = [...self.values()].reduce((a, b) => a + b, 0);
    console.log(`\n${title}: ${Math.round(total)} ms sampled (the slowed-down CPU's time; the profile: ${saved})`);
    for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(`${String(Math.round(ms)).padStart(6)} ms  ${name.slice(0, 110)}`);
    console.log('  from ms  busy  where');
    quarters.forEach((quarter, i) => {
      const busy = [...quarter.values()].reduce((a, b) => a + b, 0);
      const where = [...quarter]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([name, ms]) => `${name} ${Math.round(ms)}`)
        .join(', ');
      console.log(`${String(i * 250).padStart(8)}  ${String(Math.round(busy)).padStart(4)}  ${where}`);
    });
  };
};

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
}

/** Starts a trace of the page; the returned function prints its main thread's work by kind (trace events' names). */
const traceMainThread = async (page: Page) => {
  const browser = page.context().browser()!;
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing', 'loading'],
  });
  return async (title: string, usableMs: number) => {
    const { traceEvents } = JSON.parse(String(await browser.stopTracing())) as { traceEvents: TraceEvent[] };
    // The page's own navigation start (performance.now()'s zero, which the usable moment counts from), on its
    // renderer's main thread.
    const nav = traceEvents.find(
      (e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL).includes('/main/store-settings'),
    );
    if (!nav) throw new Error('the trace holds no navigation to store settings');
    const onMain = traceEvents.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X');
    const start = nav.ts;
    const sums = (from: number) => {
      const byName = new Map<string, number>();
      for (const e of onMain) {
        const at = (e.ts - start) / 1000;
        if (at < from || at > usableMs) continue;
        byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
      }
      return [...byName].sort((a, b) => b[1] - a[1]).slice(0, 14);
    };
    console.log(`\n${title} (ms on the main thread, by kind; nested kinds count in each)`);
    for (const [label, from] of [
      ['whole visit', 0],
      ['last second', usableMs - 1000],
    ] as const) {
      console.log(
        `  ${label}: ${sums(from)
          .map(([name, ms]) => `${name} ${Math.round(ms)}`)
          .join(', ')}`,
      );
    }
  };
};

const firstContentfulPaint = (page: Page) => page.evaluate<number>(FCP);

/** Run in the page from its start: notes when an enabled field labelled as the phone number first shows. */
const PHONE_READY = (label: string) => `(() => {
  // The label first: the layout a visibility check forces is only for the field looked for.
  const ready = () => [...document.querySelectorAll('input')].some(
    (i) => (i.labels?.[0]?.textContent ?? '').startsWith(${JSON.stringify(label)}) && !i.disabled && i.offsetParent !== null);
  // Looked for once a frame, before it is painted: a check on every change of the page would itself take the
  // slowed-down CPU while the page renders (tens of ms on store settings).
  const look = () => {
    if (ready()) window.sofraBenchPhoneReady = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

/**
 * Run in the page from its start: notes when a field labelled as the store's name first shows with a value (the form
 * filled with the store), as PHONE_READY does for the login form, so the bench's polling of a busy page does not count.
 */
const STORE_READY = (label: string) => `(() => {
  const ready = () => [...document.querySelectorAll('input')].some(
    (i) => (i.labels?.[0]?.textContent ?? '').startsWith(${JSON.stringify(label)}) && i.value !== '' && i.offsetParent !== null);
  // Looked for once a frame, before it is painted: a check on every change of the page would itself take the
  // slowed-down CPU while the page renders (tens of ms on store settings).
  const look = () => {
    if (ready()) window.sofraBenchStoreReady = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

/** The Turkish labels (the portal's default language) of the fields the bench waits for. */
const TEXTS = JSON.parse(readFileSync(join(root, 'web/public/assets/i18n/tr.json'), 'utf8')) as {
  storeSettings: { name: string };
  phone: { label: string };
};
const STORE_NAME_LABEL = TEXTS.storeSettings.name;
const PHONE_LABEL = TEXTS.phone.label;

/**
 * Waits for the moment the page notes (PHONE_READY, STORE_READY) by reading that one value now and then, not by
 * querying the page's fields: a locator's role and name lookups would take the slowed-down page's CPU while it
 * renders. Then checks the field itself once.
 */
const noted = async (page: Page, name: string, field: Locator) => {
  // A function, not a string: the page's CSP refuses eval.
  await page.waitForFunction((key) => (globalThis as Record<string, unknown>)[key] !== undefined, name, {
    polling: 100,
    timeout: Number(process.env.BENCH_WEB_TIMEOUT_MS ?? 180_000),
  });
  if (!(await field.isVisible())) throw new Error(`${name}: the page noted a field that is not there`);
  return page.evaluate<number>(`window.${name}`);
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const main = async () => {
  await waitForServer();
  const session = await demoSession();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const proxy = FRONTS.includes('proxy') ? await startHttpsFront(PORT, PROXY_PORT, dataDir) : null;
  const results: Record<string, Record<string, number[]>> = {};
  for (const front of FRONTS) {
    const base = front === 'proxy' ? `https://127.0.0.1:${PROXY_PORT}` : BASE;
    const record = (name: string, ms: number) => ((results[front] ??= {})[name] ??= []).push(ms);
    const newContext = () =>
      browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, ignoreHTTPSErrors: true });

    for (let run = 0; run < RUNS; run++) {
      // Login: a new visitor (cold), then the same browser again (warm).
      {
        const context = await newContext();
        await context.addInitScript(PHONE_READY(PHONE_LABEL));
        const page = await context.newPage();
        const printLog = requestLog(await throttle(context, page));
        for (const visit of ['cold', 'warm']) {
          await page.goto(`${base}/login`, { waitUntil: 'commit' });
          record(`login first contentful paint, ${visit}`, await firstContentfulPaint(page));
          // Interactive: the phone number field is shown and takes input (not only something painted); the page notes
          // the moment itself (PHONE_READY), so the bench's own polling does not count.
          const phone = page.getByRole('textbox', { name: new RegExp(`^${PHONE_LABEL}`) });
          record(`login form interactive, ${visit}`, await noted(page, 'sofraBenchPhoneReady', phone));
          if (LOG && run === 0 && visit === 'cold') printLog(`login, cold (${front})`);
        }
        await context.close();
      }
      // Store settings: a signed-in owner opening it from scratch (cold), then again (warm).
      {
        const context = await newContext();
        await context.addInitScript(signedInScript(session));
        await context.addInitScript(STORE_READY(STORE_NAME_LABEL));
        const page = await context.newPage();
        const cdp = await throttle(context, page);
        const printLog = requestLog(cdp);
        for (const visit of ['cold', 'warm']) {
          const printProfile = PROFILE && run === 0 && visit === 'cold' ? await cpuProfile(cdp) : null;
          const printTrace = TRACE && run === 0 && visit === 'cold' ? await traceMainThread(page) : null;
          await page.goto(`${base}/main/store-settings`, { waitUntil: 'commit' });
          // Usable: the store's name is in its field (the page notes the moment: STORE_READY).
          const name = page.getByRole('textbox', { name: new RegExp(`^${STORE_NAME_LABEL}`) });
          const usable = await noted(page, 'sofraBenchStoreReady', name).catch(async (error: unknown) => {
            const shot = join(dataDir, 'store-settings.png');
            await page.screenshot({ path: shot });
            throw new Error(`store settings did not become usable; the screen is in ${shot}`, { cause: error });
          });
          if (!(await name.inputValue())) throw new Error('store settings: the name field is empty');
          record(`store settings usable, ${visit}`, usable);
          if (LOG && run === 0 && visit === 'cold') printLog(`store settings, cold (${front})`);
          await printProfile?.(`store settings, cold (${front}): CPU until usable`);
          await printTrace?.(`store settings, cold (${front}): the main thread until usable`, usable);
        }
        await context.close();
      }
    }
  }
  await browser.close();
  proxy?.close();

  for (const [front, measures] of Object.entries(results)) {
    console.log(
      `\nThrottled phone: ${PHONE.cpuSlowdown}× CPU, ${PHONE.latencyMs} ms latency, ${PHONE.kbps} kbps; 390 × 844; median of ${RUNS}; ${FRONT_NAMES[front] ?? front}`,
    );
    console.log('| measure | median ms | runs (ms) |');
    console.log('|---|---|---|');
    for (const [name, values] of Object.entries(measures)) {
      console.log(`| ${name} | ${Math.round(median(values))} | ${values.map(Math.round).join(', ')} |`);
    }
  }
};

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stop);
