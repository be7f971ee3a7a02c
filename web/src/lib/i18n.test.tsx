import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage, useTranslation } from './i18n';

afterEach(async () => {
  await setLanguage('en');
});

describe('the translator', () => {
  it('reads a dotted key and fills its placeholders, only those given', () => {
    expect(i18n.t('common.yes')).toBe('Yes');
    expect(i18n.t('validation.tooShort', { min: 2 })).toBe('Enter at least 2 characters');
  });

  it('picks the plural form by the language', async () => {
    expect(i18n.t('tables.tablesAdded', { count: 1 })).toBe('1 table added');
    expect(i18n.t('tables.tablesAdded', { count: 3 })).toBe('3 tables added');
    await setLanguage('tr');
    expect(i18n.t('tables.tablesAdded', { count: 1 })).toBe('1 masa eklendi');
    expect(i18n.t('tables.tablesAdded', { count: 3 })).toBe('3 masa eklendi');
  });

  it('answers the default value, else the key, for a missing key or one that is not a text', () => {
    expect(i18n.t('folioView.actions.noSuchAction', { defaultValue: 'noSuchAction' })).toBe('noSuchAction');
    expect(i18n.t('no.such.key')).toBe('no.such.key');
    expect(i18n.t('common')).toBe('common');
    expect(i18n.t('validation.tooShort')).toBe('Enter at least {{min}} characters');
  });

  it('re-renders the screens on a language change and tells the listeners', async () => {
    const heard: string[] = [];
    const listener = (language: string) => heard.push(language);
    i18n.on('languageChanged', listener);
    const Yes = () => {
      const { t, i18n: translator } = useTranslation();
      return (
        <p>
          {t('common.yes')} {translator.language}
        </p>
      );
    };
    render(<Yes />);
    expect(screen.getByText('Yes en')).toBeInTheDocument();
    await act(() => setLanguage('tr'));
    expect(screen.getByText('Evet tr')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('tr');
    i18n.off('languageChanged', listener);
    await setLanguage('en');
    expect(heard).toEqual(['tr']);
  });
});
