import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Attribute } from '@sofra/contracts/stores/categories.calls';
import { setLanguage } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { AttributeListModal } from './attribute-list-modal';
import { catalogueName } from './catalogue-name';

const ATTRIBUTES: Attribute[] = [
  { id: 'wifi', name: 'Wi-Fi', names: { tr: 'Wi-Fi', en: 'Wi-Fi' } },
  { id: 'terrace', name: 'Teras', names: { tr: 'Teras', en: 'Terrace' } },
];

describe('catalogue names', () => {
  it('the attribute list names each attribute in the portal language, and follows a switch', async () => {
    renderWithProviders(
      <AttributeListModal
        opened
        onClose={() => undefined}
        attributes={ATTRIBUTES}
        value={['terrace']}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Terrace' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Wi-Fi' })).not.toBeChecked();
    try {
      await act(() => setLanguage('tr'));
      expect(screen.getByRole('dialog', { name: 'Özellik seçin' })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Teras' })).toBeChecked();
      expect(screen.queryByRole('checkbox', { name: 'Terrace' })).toBeNull();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('an entry without the language falls back to its Turkish name', () => {
    expect(catalogueName(ATTRIBUTES[1]!, 'en')).toBe('Terrace');
    expect(catalogueName(ATTRIBUTES[1]!, 'tr')).toBe('Teras');
    expect(catalogueName({ name: 'Teras' }, 'en')).toBe('Teras');
  });
});
