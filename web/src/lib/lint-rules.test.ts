import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '../../..');
const code = "import { post } from '../../../lib/post';\nexport const x = post;\n";

const messages = async (filePath: string) => {
  const [result] = await new ESLint({ cwd: repoRoot }).lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
};

describe('eslint: only lib/ and a feature api/ import lib/post', () => {
  it('refuses the import in a component, a route and the app shell', async () => {
    for (const file of [
      'web/src/features/x/components/y.tsx',
      'web/src/features/x/routes/y-route.tsx',
      'web/src/app/shell/z.tsx',
    ]) {
      expect(await messages(join(repoRoot, file))).toEqual([
        expect.stringContaining("Call the server through a hook in the feature's api/"),
      ]);
    }
  });

  it("allows it in a feature's api/ and in lib/", async () => {
    expect(await messages(join(repoRoot, 'web/src/features/x/api/y-api.ts'))).toEqual([]);
    expect(await messages(join(repoRoot, 'web/src/lib/y.ts'))).toEqual([]);
  });
});
