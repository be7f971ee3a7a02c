import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { GuestOrderSettings } from './guest-order-settings';
import type { SettingsForm } from './store-settings-form';

let values: SettingsForm['properties'] | undefined;

function Harness({ above }: { above: number | string }) {
  const form = useForm<SettingsForm>({
    initialValues: {
      properties: { orderMaxLineQuantity: 50, orderMaxItems: 200, orderVerifiedPhoneAbove: above },
    } as SettingsForm,
    onValuesChange: (v) => (values = v.properties),
  });
  return <GuestOrderSettings form={form} currency="₺" />;
}

describe('guest order settings', () => {
  it('shows the limits with their defaults and the amount in the currency; the owner changes them', async () => {
    renderWithProviders(<Harness above="" />);
    const section = screen.getByRole('region', { name: 'Guest orders from the web menu' });
    expect(section).toBeInTheDocument();
    const perLine = screen.getByRole('textbox', { name: 'Most of one item per order' });
    expect(perLine).toHaveValue('50');
    expect(screen.getByRole('textbox', { name: 'Most items per order' })).toHaveValue('200');
    const above = screen.getByRole('textbox', { name: 'Verified phone needed above (₺)' });
    expect(above).toHaveValue('');
    expect(above).toHaveAttribute('placeholder', 'Off');
    await userEvent.clear(perLine);
    await userEvent.type(perLine, '12');
    await userEvent.type(above, '750.5');
    expect(values).toMatchObject({ orderMaxLineQuantity: 12, orderVerifiedPhoneAbove: 750.5 });
  });

  it('speaks Turkish', async () => {
    try {
      await act(() => setLanguage('tr'));
      renderWithProviders(<Harness above={500} />);
      expect(screen.getByRole('region', { name: 'Web menüden misafir siparişleri' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Bu tutarın üstünde doğrulanmış telefon gerekir (₺)' })).toHaveValue(
        '500',
      );
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
