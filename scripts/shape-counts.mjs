#!/usr/bin/env node
// Prints the portal's and server's "one shape" counts (docs/adding-an-area.md): how many screens, forms and calls
// follow the shared way, and how many still do it by hand. Run from the repository root: node scripts/shape-counts.mjs
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
const source = (dir, test = false) =>
  walk(join(root, dir))
    .filter((f) => /\.(ts|tsx)$/.test(f) && (test || !/\.test\.(ts|tsx)$/.test(f)))
    .map((f) => ({ file: relative(root, f), text: readFileSync(f, 'utf8') }));

const web = source('web/src');
const server = source('server/src');
const count = (files, re) => files.reduce((n, f) => n + (f.text.match(re) ?? []).length, 0);
const filesWith = (files, re) => files.filter((f) => re.test(f.text));
const outsideApi = web.filter((f) => !/^web\/src\/(lib\/|features\/[^/]+\/api\/)/.test(f.file));
const storeRoutes = web.filter(
  (f) => /routes\/.*-route\.tsx$/.test(f.file) && /activeStoreId|useActiveStore|StorePage/.test(f.text),
);

const rows = [
  [
    'direct lib/post imports in components, routes and the shell (goal 0)',
    filesWith(outsideApi, /from '[./]*lib\/post'/).length,
  ],
  ['useMutation hooks', count(web, /useMutation\(/g)],
  [
    'hand-made busy flags (useState named busy/saving/sending/submitting/pending)',
    count(web, /const \[(busy|saving|sending|submitting|pending|loading)\w*, set\w+\] = useState/gi),
  ],
  ['store screens on StorePage', `${filesWith(storeRoutes, /<StorePage/).length} of ${storeRoutes.length}`],
  ['forms on useContractForm', count(web, /useContractForm\(/g)],
  [
    'hand-made confirmations (modals.openConfirmModal outside confirm.tsx)',
    count(
      web.filter((f) => !f.file.includes('components/confirm/')),
      /openConfirmModal\(/g,
    ),
  ],
  ['lists on DataGrid (files rendering <DataGrid)', filesWith(web, /<DataGrid[\s<>]/).length],
  [
    'plain <Table> lists in features',
    filesWith(
      web.filter((f) => f.file.includes('/features/')),
      /(?<![\w.])<Table[\s>]/,
    ).length,
  ],
  [
    'hard-coded /main/ paths outside lib/urls.ts',
    count(
      web.filter((f) => !f.file.endsWith('lib/urls.ts')),
      /['"`]\/main\/[a-z]/g,
    ),
  ],
  [
    'hand-written routes in server areas, outside rpc() (goal 0)',
    count(
      server.filter((f) => f.file.startsWith('server/src/areas/')),
      /\bapp\.(get|post|put|delete|route)\(/g,
    ),
  ],
];
for (const [what, n] of rows) console.log(`${String(n).padStart(7)}  ${what}`);
