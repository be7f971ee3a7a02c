#!/usr/bin/env node
// Prints the gzip size of the JavaScript and CSS that a first visit to /login, /main/report-dashboard and
// /main/store-settings loads, read from the Vite manifest of web/dist, and of the guest web menu (/menu/…, /qr/…,
// guest.html, built apart: web/dist/.vite/guest-manifest.json). Budgets re-set by issue 34 for React DOM 19 (~46 KB gz
// more than the Preact layer the portal shipped on before) and TanStack Router (~24 KB gz more than the hand-written
// router, docs/adr/0010): each page is painted from its HTML before these files arrive (docs/adr/0012), so they bound
// the time until the page answers, not its first paint.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../web/dist/', import.meta.url).pathname;
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No web/dist/.vite/manifest.json: run `npm run build -w web` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const guestManifestPath = join(dist, '.vite', 'guest-manifest.json');
const guestManifest = existsSync(guestManifestPath) ? JSON.parse(readFileSync(guestManifestPath, 'utf8')) : {};

/** The route modules each page needs, besides the entry (index.html). */
const pages = [
  { url: '/login', modules: ['src/features/auth/routes/login-route.tsx'], budgetKb: 155 },
  {
    url: '/main/report-dashboard',
    modules: ['src/app/shell/main-shell.tsx', 'src/features/reports/routes/report-dashboard-route.tsx'],
    // Issue 18: the dashboard's figures, period picker and comparisons (its charts load after them).
    budgetKb: 215,
  },
  // Issue 12: usable on a throttled phone (docs/performance.md); its later sections and selects load after it.
  {
    url: '/main/store-settings',
    modules: ['src/app/shell/main-shell.tsx', 'src/features/stores/routes/store-settings-route.tsx'],
    budgetKb: 220,
  },
  // The page guests open from a table's QR code: its own entry, no Mantine (docs/menu.md); issue 34's 80 KB, React DOM
  // included.
  { url: '/menu/{storeId}', entry: 'guest.html', manifest: guestManifest, modules: [], budgetKb: 80 },
];

/** Files loaded for a chunk: itself, its static imports (recursively) and their CSS; not dynamic imports. */
const collect = (key, files, seen = new Set(), from = manifest) => {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = from[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imp of chunk.imports ?? []) collect(imp, files, seen, from);
};

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

let over = false;
for (const page of pages) {
  const files = new Set();
  const seen = new Set();
  for (const key of [page.entry ?? 'index.html', ...page.modules]) collect(key, files, seen, page.manifest ?? manifest);
  let js = 0;
  let css = 0;
  for (const f of files) {
    if (f.endsWith('.js')) js += gz(f);
    else if (f.endsWith('.css')) css += gz(f);
  }
  // docs/adr/0004: the real zod only in lazily loaded form chunks, never in what a first visit loads.
  const withZod = [...files].filter(
    (f) => f.endsWith('.js') && readFileSync(join(dist, f), 'utf8').includes('$ZodType'),
  );
  if (withZod.length) {
    console.error(
      `${page.url}: the real zod is in ${withZod.join(', ')}; import contract schemas with ?validate only in a lazy form chunk`,
    );
    over = true;
  }
  const total = js + css;
  const ok = total / 1024 <= page.budgetKb;
  over ||= !ok;
  console.log(
    `${page.url.padEnd(24)} JS ${kb(js).padStart(6)} KB gz + CSS ${kb(css).padStart(5)} KB gz = ${kb(total).padStart(6)} KB gz` +
      `  (budget ${page.budgetKb} KB: ${ok ? 'ok' : 'OVER'}; ${files.size} files)`,
  );
}
if (over) process.exitCode = 1;
