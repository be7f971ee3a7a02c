import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, expect, test } from 'vitest';

/**
 * The import boundaries are enforced by lint (eslint.config.js): each snippet below, placed at a path inside the tree,
 * is a violation, and ESLint must report it with the rule that forbids it. A harmless import at the same place is not.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rule ids ESLint reports for `code` as if it were the file at `filePath` (relative to the repository root). */
const rulesFor = async (code: string, filePath: string) => {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result!.messages.map((m) => m.ruleId);
};

const cases: [string, string, string, string][] = [
  [
    'a plugin importing an area',
    'server/src/plugins/probe.ts',
    "import { byId } from '../areas/auth/users.repo.ts';\nexport const x = byId;\n",
    'import-x/no-restricted-paths',
  ],
  [
    'platform importing an area',
    'server/src/platform/probe.ts',
    "import { info } from '../areas/stores/stores.service.ts';\nexport const x = info;\n",
    'import-x/no-restricted-paths',
  ],
  [
    'lib importing an area',
    'server/src/lib/probe.ts',
    "import { menuQr } from '../areas/menu/menu.service.ts';\nexport const x = menuQr;\n",
    'import-x/no-restricted-paths',
  ],
  [
    'db importing an area',
    'server/src/db/probe.ts',
    "import { byId } from '../areas/stores/stores.repo.ts';\nexport const x = byId;\n",
    'import-x/no-restricted-paths',
  ],
  [
    'platform importing a plugin',
    'server/src/platform/probe.ts',
    "import { AppError } from '../plugins/errors.ts';\nexport const x = AppError;\n",
    'import-x/no-restricted-paths',
  ],
  [
    'an area importing a plugin',
    'server/src/areas/tables/probe.ts',
    "import { rpc } from '../../plugins/rpc.ts';\nexport const x = rpc;\n",
    'import-x/no-restricted-paths',
  ],
  [
    "an area importing another area's repo",
    'server/src/areas/tables/probe.ts',
    "import { byId } from '../stores/stores.repo.ts';\nexport const x = byId;\n",
    'import-x/no-restricted-paths',
  ],
  // auth sits below stores (AREA_ORDER in eslint.config.js): importing stores back would make the two need each other.
  [
    'an area importing an area above it',
    'server/src/areas/auth/probe.ts',
    "import { list } from '../stores/invitations.service.ts';\nexport const x = list;\n",
    'import-x/no-restricted-paths',
  ],
  [
    'contracts importing the server',
    'contracts/src/core/probe.ts',
    "import { AppError } from '../../../server/src/lib/app-error.ts';\nexport const x = AppError;\n",
    'import-x/no-restricted-paths',
  ],
  // app-error.ts is imported by plugins/rpc.ts: making it import rpc.ts back closes a cycle.
  [
    'an import cycle',
    'server/src/lib/app-error.ts',
    "import { rpc } from '../plugins/rpc.ts';\nexport const x = rpc;\n",
    'import-x/no-cycle',
  ],
];

test.each(cases)(
  'lint refuses %s',
  async (_name, filePath, code, rule) => {
    expect(await rulesFor(code, filePath)).toContain(rule);
  },
  120_000,
);

test("an area may import another area's service and its own repo; shared code may import lib", async () => {
  expect(
    await rulesFor(
      "import { storeRowById } from '../stores/stores.service.ts';\nimport { tableById } from './tables.repo.ts';\nexport const x = [storeRowById, tableById];\n",
      'server/src/areas/tables/probe.ts',
    ),
  ).toEqual([]);
  expect(
    await rulesFor(
      "import { AppError } from '../lib/app-error.ts';\nexport const x = AppError;\n",
      'server/src/plugins/probe.ts',
    ),
  ).toEqual([]);
}, 120_000);
