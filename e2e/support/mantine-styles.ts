import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';

/**
 * The portal loads Mantine's style sheets component by component (app/providers/base-styles.ts, and each screen the
 * sheets of what it adds): a component whose sheet no file imports renders unstyled, and nothing else says so. Every
 * Mantine class (`m_…`) is written in exactly one of its packages' sheets; here, by class, the sheet that has it.
 */
const require = createRequire(import.meta.url);
const sheetOfClass = new Map<string, string>();
for (const pkg of ['core', 'charts', 'dropzone', 'tiptap']) {
  const root = dirname(require.resolve(`@mantine/${pkg}/styles.css`));
  const stylesDir = join(root, 'styles');
  // core has one sheet per component; the others one sheet for the package.
  const sheets =
    pkg === 'core'
      ? readdirSync(stylesDir)
          .filter((name) => name.endsWith('.css') && !name.endsWith('.layer.css'))
          .map((name) => ({ name: `@mantine/core/styles/${name}`, path: join(stylesDir, name) }))
      : [{ name: `@mantine/${pkg}/styles.css`, path: join(root, 'styles.css') }];
  for (const sheet of sheets) {
    for (const [, name] of readFileSync(sheet.path, 'utf8').matchAll(/\.(m_[0-9a-f]+)/g)) {
      if (!sheetOfClass.has(name!)) sheetOfClass.set(name!, sheet.name);
    }
  }
}

/**
 * The Mantine sheets a page lacks: those defining a class an element on the page carries that no loaded style sheet
 * mentions. An empty list means every Mantine component on the page has its styles.
 */
export const missingMantineSheets = async (page: Page): Promise<string[]> => {
  const unmatched = await page.evaluate(() => {
    const used = new Set<string>();
    for (const element of document.querySelectorAll('[class*="m_"]')) {
      for (const name of element.classList) if (/^m_[0-9a-f]+$/.test(name)) used.add(name);
    }
    const selectors: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule && rule.cssRules) walk(rule.cssRules as CSSRuleList);
      }
    };
    for (const sheet of document.styleSheets) {
      try {
        walk(sheet.cssRules);
      } catch {
        // A sheet of another origin: the portal has none.
      }
    }
    const text = selectors.join('\n');
    return [...used].filter((name) => !new RegExp(`\\.${name}(?![0-9a-f])`).test(text));
  });
  return [...new Set(unmatched.flatMap((name) => sheetOfClass.get(name) ?? []))].sort();
};
