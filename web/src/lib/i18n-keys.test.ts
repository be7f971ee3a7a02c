import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '@sofra/contracts/core/errors';
import en from '../../public/assets/i18n/en.json';
import tr from '../../public/assets/i18n/tr.json';

const keys = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

describe('translations', () => {
  it('en.json and tr.json have the same keys', () => {
    expect(keys(tr).sort()).toEqual(keys(en).sort());
  });

  it('no text is empty', () => {
    for (const [lang, file] of [
      ['en', en],
      ['tr', tr],
    ] as const) {
      const flat = keys(file).map((k) => [
        k,
        k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], file),
      ]);
      expect(
        flat.filter(([, v]) => typeof v !== 'string' || !v.trim()),
        lang,
      ).toEqual([]);
    }
  });

  it('every literal key the code uses exists', () => {
    const known = new Set(keys(en));
    const srcDir = join(import.meta.dirname, '..');
    const used = new Set<string>();
    // The guest page's texts are its own (guest/texts.ts, guest/wallet/wallet-texts.ts), not the portal's files.
    for (const file of sources(srcDir).filter((path) => !path.startsWith(join(srcDir, 'guest')))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z][\w-]*(?:\.[\w-]+)+)'/g)) used.add(m[1]);
    }
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((k) => !known.has(k))).toEqual([]);
  });

  it('every API error code has a text', () => {
    expect(errorCodes.filter((c) => !(c in en.errors.codes))).toEqual([]);
  });
});
