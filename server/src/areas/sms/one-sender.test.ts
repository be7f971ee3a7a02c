import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';

const serverSrc = join(import.meta.dirname, '../..');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

test('the SMS driver is called from the sms service only, so every message passes the budget', () => {
  // `services.sms.send(`, `.sms.send(` on any services object, or a destructured `sms.send(` of the driver.
  const callers = sources(serverSrc)
    .filter((file) =>
      /services\s*\.\s*sms\s*\.\s*send\b|\bsms\s*:\s*\w+\s*}\s*=|\.sms\s*\.\s*send\b/.test(readFileSync(file, 'utf8')),
    )
    .map((file) => relative(serverSrc, file));
  expect(callers).toEqual(['areas/sms/sms.service.ts']);
});

test('the grep sees the callers it must see', () => {
  // Guards the test above against a pattern that matches nothing.
  expect(readFileSync(join(serverSrc, 'areas/sms/sms.service.ts'), 'utf8')).toMatch(/ctx\.services\.sms\.send\(/);
});
