import { expect, test, vi } from 'vitest';
import { translator } from './translate';
import { guestT, guestTexts } from '../guest/texts';

const keys = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

test('one translator: dotted keys, plural forms by the language’s rules, placeholders, a missing key heard', () => {
  const missing = vi.fn();
  const t = translator(
    'en',
    () => ({ a: { b: 'B {{x}}' }, n_one: '{{count}} item', n_other: '{{count}} items' }),
    missing,
  );
  expect(t('a.b', { x: 1 })).toBe('B 1');
  expect([t('n', { count: 1 }), t('n', { count: 3 })]).toEqual(['1 item', '3 items']);
  expect(missing).not.toHaveBeenCalled();
  expect(t('a.c', { defaultValue: 'C' })).toBe('C');
  expect(t('z')).toBe('z');
  expect(missing).toHaveBeenCalledTimes(2);
});

test('the guest page’s texts: the same keys in Turkish and English (a plural form aside), through that translator', () => {
  const plain = (texts: object) =>
    keys(texts)
      .map((k) => k.replace(/_(one|other)$/, ''))
      .filter((k, i, all) => all.indexOf(k) === i);
  expect(plain(guestTexts.tr).sort()).toEqual(plain(guestTexts.en).sort());
  expect(guestT('en')('basketBar', { count: 1, total: '₺5' })).toBe('Basket: 1 item · ₺5');
  expect(guestT('de')('basketBar', { count: 2, total: '€5' })).toBe('Basket: 2 items · €5');
  expect(guestT('tr')('basketBar', { count: 1, total: '₺5' })).toBe('Sepet: 1 ürün · ₺5');
  expect(guestT('tr')('allergens.celery')).toBe('Kereviz');
});
