/**
 * npm run lighthouse — Lighthouse's scores for the portal's main pages, in the system Chromium against the built
 * portal served by the real server with demo data (demo-server.ts): the login and register pages, the guest web menu
 * and a table's QR page, and three screens of the signed-in demo owner. Each page with Lighthouse's mobile preset
 * (simulated slow 4G, 4× CPU) and its desktop preset. Prints one markdown table (figures in docs/performance.md), then
 * the accessibility and best-practice audits a page failed. LIGHTHOUSE_RUNS=3: the median of three runs of each;
 * LIGHTHOUSE_PORT: the server's port; LIGHTHOUSE_PAGES=/login,/main/store-settings: only those pages (a path, or its
 * start for the guest pages: /menu, /qr); LIGHTHOUSE_PRESETS=mobile: only that preset; --check: exit 1 when a goal is missed (otherwise the goals are only marked).
 * Build the portal first: npm run build -w web.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { desktopConfig, navigation, type Config, type Result } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { requireBuiltPortal, startDemoServer } from './demo-server';
import { startHttpsFront } from './https-front';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8292);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const CHECK = process.argv.includes('--check');
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
/**
 * Measured as a visitor reaches a deployed portal: through a TLS and HTTP/2 front like deploy/Caddyfile's
 * (https-front.ts). LIGHTHOUSE_FRONT=none: the app directly, over plain HTTP/1.1.
 */
const FRONT = process.env.LIGHTHOUSE_FRONT !== 'none';
/** LIGHTHOUSE_PRESETS=mobile: only that preset. */
const ONLY_PRESETS = process.env.LIGHTHOUSE_PRESETS?.split(',').filter(Boolean);

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
/** Lighthouse's own presets: mobile (its default: simulated slow 4G, 4× CPU, a phone's screen) and desktop. */
const PRESETS = {
  mobile: { extends: 'lighthouse:default', settings: { onlyCategories: CATEGORIES } },
  desktop: { ...desktopConfig, settings: { ...desktopConfig.settings, onlyCategories: CATEGORIES } },
} satisfies Record<string, Config>;
type Preset = keyof typeof PRESETS;

/** The goals: a miss is marked in the table, and fails the run with --check. Performance counts on a phone only. */
const GOALS = { publicPerformance: 95, signedInPerformance: 90, accessibility: 100, bestPractices: 95, cls: 0.02 };

interface Target {
  path: string;
  signedIn: boolean;
}

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  cls: number;
  lcp: number;
  tbt: number;
  fcp: number;
}

requireBuiltPortal();
const server = startDemoServer(PORT, 'lighthouse');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * A new tab in a browser context of its own: empty storage and cache (Lighthouse clears the cache but no longer the
 * origin's local storage), with the signed-in state written before the portal's code runs when asked.
 */
const newTab = async (browser: Browser, target: Target, signedIn: string) => {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  if (target.signedIn) await page.evaluateOnNewDocument(signedIn);
  return { page, close: () => context.close() };
};

/** One Lighthouse run of a page. */
const measure = async (
  base: string,
  browser: Browser,
  target: Target,
  preset: Preset,
  signedIn: string,
  attempt = 1,
): Promise<Result> => {
  const { page, close } = await newTab(browser, target, signedIn);
  try {
    const result = await navigation(page, base + target.path, {
      config: PRESETS[preset],
      flags: { logLevel: 'error' },
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`${target.path}: Lighthouse gave no result`);
    if (lhr.runtimeError) {
      // A trace Lighthouse could not read (NO_NAVSTART, NO_FCP on a busy machine): it asks for another run.
      if (attempt < 3) {
        process.stderr.write(`${target.path} ${preset}: ${lhr.runtimeError.code}, measured again\n`);
        return measure(base, browser, target, preset, signedIn, attempt + 1);
      }
      throw new Error(`${target.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
    // A signed-in page that sent the browser to /login would be measured as the login page.
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== target.path) throw new Error(`${target.path} ended at ${landed}`);
    return lhr;
  } finally {
    await close();
  }
};

const figures = (lhr: Result): Figures => {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    cls: value('cumulative-layout-shift'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    fcp: value('first-contentful-paint'),
  };
};

/** The failed audits of a category, as "id (title)", for the lines under the table. */
const failed = (lhr: Result, category: string) =>
  (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => `${ref.id} (${lhr.audits[ref.id]!.title})`);

const main = async () => {
  await server.waitForServer();
  const session = await server.demoSession();
  const signedIn = server.signedInScript(session);
  const menuStore = session.stores.find((s) => s.properties.webMenuActive);
  if (!menuStore) throw new Error('no demo store has its web menu on');
  const tables = (await server.api('store/getStoreTables', { id: menuStore.id }, session.token)) as {
    tables: { tableQrs: { code: string }[] }[];
  };
  const qr = tables.tables.flatMap((t) => t.tableQrs)[0];
  if (!qr) throw new Error(`${menuStore.name} has no table QR code`);
  const all: Target[] = [
    { path: '/login', signedIn: false },
    { path: '/register', signedIn: false },
    { path: `/menu/${menuStore.id}`, signedIn: false },
    { path: `/qr/${qr.code}`, signedIn: false },
    { path: '/main/report-dashboard', signedIn: true },
    { path: '/main/store-settings', signedIn: true },
    { path: '/main/sofra-folios', signedIn: true },
  ];
  const front = FRONT ? await startHttpsFront(PORT, PORT + 1, server.dataDir) : undefined;
  const base = front?.base ?? server.base;
  const targets = PAGES ? all.filter((t) => PAGES.some((p) => t.path === p || t.path.startsWith(`${p}/`))) : all;

  const browser = await puppeteer.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    defaultViewport: null,
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // The front's certificate is made for this run (https-front.ts).
      ...(front ? ['--ignore-certificate-errors'] : []),
    ],
  });
  try {
    // Settle first: every page once, unmeasured, so the server's first answers (its database's first reads, the
    // files' first compression) are not in the first measure.
    for (const target of targets) {
      const { page, close } = await newTab(browser, target, signedIn);
      // Two requests may stay open: a signed-in page's live event stream.
      await page.goto(base + target.path, { waitUntil: 'networkidle2', timeout: 120_000 });
      await close();
    }

    const rows: { target: Target; preset: Preset; figures: Figures }[] = [];
    let version = '';
    const findings = new Map<string, Set<string>>();
    for (const target of targets) {
      for (const preset of (Object.keys(PRESETS) as Preset[]).filter(
        (p) => !ONLY_PRESETS || ONLY_PRESETS.includes(p),
      )) {
        const runs: Figures[] = [];
        for (let run = 0; run < RUNS; run++) {
          const lhr = await measure(base, browser, target, preset, signedIn);
          runs.push(figures(lhr));
          version = lhr.lighthouseVersion;
          for (const line of [...failed(lhr, 'accessibility'), ...failed(lhr, 'best-practices')])
            (findings.get(target.path) ?? findings.set(target.path, new Set()).get(target.path)!).add(line);
          if (run === 0)
            writeFileSync(
              join(server.dataDir, `${target.path.slice(1).replaceAll('/', '-')}-${preset}.json`),
              JSON.stringify(lhr),
            );
          process.stderr.write(`${target.path} ${preset} ${run + 1}/${RUNS}: ${runs.at(-1)!.performance}\n`);
        }
        const each = <K extends keyof Figures>(key: K) => median(runs.map((r) => r[key]));
        rows.push({
          target,
          preset,
          figures: {
            performance: each('performance'),
            accessibility: each('accessibility'),
            bestPractices: each('bestPractices'),
            cls: each('cls'),
            lcp: each('lcp'),
            tbt: each('tbt'),
            fcp: each('fcp'),
          },
        });
      }
    }

    const misses: string[] = [];
    /** A figure as printed, marked ✗ (and counted) when it misses its goal. */
    const mark = (row: (typeof rows)[number], label: string, text: string, ok: boolean) => {
      if (ok) return text;
      misses.push(`${row.target.path} ${row.preset}: ${label} ${text}`);
      return `${text} ✗`;
    };
    const title = (path: string) => path.replace(/^\/(menu|qr)\/.+$/, '/$1/…');
    console.log(
      `\nLighthouse ${version}: ${RUNS === 1 ? 'one run' : `median of ${RUNS} runs`} of each page/preset, ${
        front ? 'through a TLS and HTTP/2 front' : 'the app directly over HTTP/1.1'
      }; ✗ misses a goal`,
    );
    console.log(
      '| page | preset | performance | accessibility | best practices | CLS | LCP (s) | TBT (ms) | FCP (s) |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) {
      const f = row.figures;
      const performanceGoal =
        row.preset === 'mobile' ? (row.target.signedIn ? GOALS.signedInPerformance : GOALS.publicPerformance) : 0;
      console.log(
        `| ${title(row.target.path)} | ${row.preset} | ${[
          mark(row, 'performance', String(f.performance), f.performance >= performanceGoal),
          mark(row, 'accessibility', String(f.accessibility), f.accessibility >= GOALS.accessibility),
          mark(row, 'best practices', String(f.bestPractices), f.bestPractices >= GOALS.bestPractices),
          mark(row, 'CLS', f.cls.toFixed(3), f.cls <= GOALS.cls),
          (f.lcp / 1000).toFixed(1),
          String(Math.round(f.tbt)),
          (f.fcp / 1000).toFixed(1),
        ].join(' | ')} |`,
      );
    }
    if (findings.size) {
      console.log('\nFailed accessibility and best-practice audits:');
      for (const [path, lines] of findings) console.log(`- ${title(path)}: ${[...lines].join(', ')}`);
    }
    console.log(`\nThe reports (first run of each, JSON): ${server.dataDir}`);
    if (CHECK && misses.length) {
      console.error(`\n${misses.length} goals missed:\n${misses.join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    front?.close();
  }
};

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(server.stop);
