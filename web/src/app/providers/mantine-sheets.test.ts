import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';

/**
 * The portal loads Mantine's style sheets component by component: base-styles.ts those of what every page uses, and
 * each file the sheets of the other components it draws (docs/architecture.md). A sheet no file imports is silent — the
 * component renders unstyled, or styled only when another screen happened to load its sheet first — so every file
 * that draws a Mantine component imports its sheet (and the sheets of the parts it is built from, below), unless
 * base-styles.ts has it. The browser tests check the same on every page they leave (e2e/support/mantine-styles.ts).
 */
const src = join(import.meta.dirname, '../..');
const sheetsDir = join(src, '../../node_modules/@mantine/core/styles');
const sheets = new Set(
  readdirSync(sheetsDir)
    .filter((name) => name.endsWith('.css') && !name.endsWith('.layer.css'))
    .map((name) => name.replace(/\.css$/, '')),
);

/** The parts a component is built from whose sheets it needs besides its own (Mantine's own styles list). */
const PARTS: Record<string, string[]> = {
  SegmentedControl: ['FloatingIndicator'],
  Select: ['Combobox'],
  MultiSelect: ['Combobox', 'Pill', 'PillsInput'],
  TagsInput: ['Combobox', 'Pill', 'PillsInput'],
  Autocomplete: ['Combobox'],
  'Radio.Card': ['RadioCard'],
  'Radio.Indicator': ['RadioIndicator'],
  'Checkbox.Card': ['CheckboxCard'],
  'Checkbox.Indicator': ['CheckboxIndicator'],
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

const importedSheets = (code: string) =>
  new Set([...code.matchAll(/import '@mantine\/core\/styles\/(\w+)\.css';/g)].map((m) => m[1]!));

const base = importedSheets(readFileSync(join(src, 'app/providers/base-styles.ts'), 'utf8'));

/** The sheets a file's Mantine components need that neither it nor base-styles.ts imports. */
const missingIn = (code: string): string[] => {
  const names = [...code.matchAll(/import\s*\{([^}]*)\}\s*from '@mantine\/core';/g)]
    .flatMap((m) => m[1]!.split(','))
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '));
  const drawn = names.filter((name) => new RegExp(`<${name}[\\s/>.]`).test(code));
  const members = [...code.matchAll(/<(\w+\.\w+)[\s/>]/g)].map((m) => m[1]!);
  const needed = [...drawn, ...members].flatMap((name) => [
    ...(sheets.has(name) ? [name] : []),
    ...(PARTS[name] ?? []),
  ]);
  const own = importedSheets(code);
  return [...new Set(needed)].filter((sheet) => !own.has(sheet) && !base.has(sheet));
};

test('every file drawing a Mantine component imports its style sheet, unless every page has it', () => {
  expect(existsSync(sheetsDir)).toBe(true);
  const missing = sourceFiles(src)
    .map((path) => ({ file: relative(src, path), sheets: missingIn(readFileSync(path, 'utf8')) }))
    .filter((entry) => entry.sheets.length > 0);
  expect(missing).toEqual([]);
});

test('the check finds a sheet a file lacks, for a component and for the part of one', () => {
  expect(missingIn("import { Badge } from '@mantine/core';\nexport const x = <Badge>1</Badge>;")).toEqual(['Badge']);
  expect(
    missingIn(
      "import '@mantine/core/styles/Radio.css';\nimport { Radio } from '@mantine/core';\nconst x = <Radio.Card value=\"a\" />;",
    ),
  ).toEqual(['RadioCard']);
  expect(
    missingIn("import '@mantine/core/styles/Badge.css';\nimport { Badge } from '@mantine/core';\nconst x = <Badge />;"),
  ).toEqual([]);
});
