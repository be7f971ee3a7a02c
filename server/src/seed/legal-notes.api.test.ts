import { afterAll, beforeAll, expect, test } from 'vitest';
import { legalCalls } from '@sofra/contracts/legal/legal.calls';
import { sanitizeRichText } from '../lib/sanitize.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { seedPlatformLegalNotes } from './legal-notes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedPlatformLegalNotes(await t.db());
});
afterAll(async () => t.close());

test.each([
  ['privacy-policy', 'tr', 'Gizlilik Politikası'],
  ['privacy-policy', 'en', 'Privacy Policy'],
  ['membership-agreement', 'tr', 'Üyelik Sözleşmesi'],
  ['membership-agreement', 'en', 'Membership Agreement'],
  ['clarification-text', 'tr', 'KVKK Aydınlatma Metni'],
] as const)('the demo tenant shows the platform note %s in %s on its public page', async (type, lang, caption) => {
  const note = await t.call(null, legalCalls.view, { type, lang });
  expect(note).toMatchObject({ storeId: '', type, lang, caption });
  // The seeded text is already within the allowlist: the public page shows it as written.
  expect(sanitizeRichText(note.detail)).toBe(note.detail);
  expect(note.detail).toMatch(/<h3>/);
});

test('seeding again changes nothing', async () => {
  const before = await t.call(null, legalCalls.view, { type: 'privacy-policy', lang: 'tr' });
  await seedPlatformLegalNotes(await t.db());
  expect((await t.call(null, legalCalls.view, { type: 'privacy-policy', lang: 'tr' })).id).toBe(before.id);
});
