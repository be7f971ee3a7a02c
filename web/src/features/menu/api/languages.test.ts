import { describe, expect, it } from 'vitest';
import { menuLanguages, textsFor, textsOf, withDefaultName } from './languages';

describe('menu languages', () => {
  it('puts the default language first, each once', () => {
    expect(menuLanguages({ languages: ['tr', 'en'], storeLocale: 'tr' })).toEqual(['tr', 'en']);
    expect(menuLanguages({ languages: ['en', 'tr', 'en'], storeLocale: 'tr' })).toEqual(['en', 'tr']);
    expect(menuLanguages({ languages: [], storeLocale: 'de-DE' })).toEqual(['de']);
  });

  it('sends trimmed texts and leaves empty ones out', () => {
    expect(textsOf({ tr: ' Çorba ', en: '', de: '  ' })).toEqual({ tr: 'Çorba' });
    expect(textsFor(['tr', 'en'], { tr: 'Çorba' })).toEqual({ tr: 'Çorba', en: '' });
  });
});

describe('the default language name', () => {
  const passes = { safeParse: () => ({ success: true as const }) };
  it('is required before anything is sent, under its own field', () => {
    const parsed = withDefaultName(passes, 'tr').safeParse({ names: { tr: ' ', en: 'Soups' } });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.error.issues[0]).toMatchObject({ path: ['names', 'tr'], input: '' });
    expect(withDefaultName(passes, 'tr').safeParse({ names: { tr: 'Çorbalar' } }).success).toBe(true);
  });
});
