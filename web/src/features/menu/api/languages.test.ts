import { describe, expect, it } from 'vitest';
import { menuLanguages, textsFor, textsOf } from './languages';

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
