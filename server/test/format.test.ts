import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '../..');

describe('formatting: Prettier is part of npm test', () => {
  it('the repository config refuses unformatted code and accepts its own output', async () => {
    const filepath = join(repoRoot, 'server/src/areas/example/example.service.ts');
    const options = { ...(await prettier.resolveConfig(filepath)), filepath };
    expect(options.printWidth).toBe(120);
    const messy = 'export const total=(a:number,b:number)=>{return a+b}\n';
    expect(await prettier.check(messy, options)).toBe(false);
    const tidy = await prettier.format(messy, options);
    expect(tidy).toBe('export const total = (a: number, b: number) => {\n  return a + b;\n};\n');
    expect(await prettier.check(tidy, options)).toBe(true);
  });

  it('npm test runs the check before the tests', () => {
    const script = readFileSync(join(repoRoot, 'scripts/test.mjs'), 'utf8');
    expect(script).toMatch(/\{ title: 'format', command: 'npx prettier --check \.' \}/);
    expect(script.indexOf("title: 'format'")).toBeLessThan(script.indexOf('npx vitest run'));
  });
});
