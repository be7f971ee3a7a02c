import { useForm } from '@mantine/form';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { fakeApi, renderWithProviders } from '../../../test/render';
import { AddressFields, type AddressValues } from './address-fields';

// The server's names are English (the country library's); the select names each in the interface language.
const countries = [
  { code: 'TR', name: 'Turkey', dialCode: '+90', flagEmoji: '🇹🇷' },
  { code: 'DE', name: 'Germany', dialCode: '+49', flagEmoji: '🇩🇪' },
];
const cities: Record<string, { code: string; name: string; countryCode: string }[]> = {
  TR: [
    { code: '34', name: 'İstanbul', countryCode: 'TR' },
    { code: '35', name: 'İzmir', countryCode: 'TR' },
  ],
  DE: [{ code: 'BE', name: 'Berlin', countryCode: 'DE' }],
};

/** A form holding more than the address, as both store forms do. */
type Form = AddressValues & { name: string };

const changed = vi.fn<(values: Form) => void>();
/** The form's values after its last change. */
const seen = () => changed.mock.lastCall?.[0];

function Harness({ errors }: { errors?: Record<string, string> }) {
  const form = useForm<Form>({
    initialValues: { name: 'Moda Kahve Evi', countryCode: 'TR', cityCode: '34', town: 'Kadıköy', line: 'Moda' },
    initialErrors: errors,
    onValuesChange: changed,
  });
  return <AddressFields form={form} />;
}

const renderAddress = (errors?: Record<string, string>) =>
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <Harness errors={errors} />
    </QueryClientProvider>,
  );

describe('a store address', () => {
  beforeEach(() => {
    queryClient.clear();
    changed.mockClear();
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'helper/getCountries': () => ({ body: countries }),
        'helper/getCities': (body) => ({ body: cities[(body as { countryCode: string }).countryCode] ?? [] }),
        'helper/getTowns': () => ({ body: [{ name: 'Kadıköy' }, { name: 'Beşiktaş' }] }),
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows country and city (required), town and the address line with the saved values', async () => {
    renderAddress();
    const country = screen.getByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(country).toHaveValue('🇹🇷 Türkiye'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('İstanbul'));
    // Country and city carry the required mark, the town does not.
    const label = (name: string) => screen.getByText(name, { selector: 'label' });
    expect(label('Country')).toHaveTextContent('Country *');
    expect(label('City')).toHaveTextContent('City *');
    expect(label('Town')).toHaveTextContent(/^Town$/);
    expect(screen.getByRole('combobox', { name: 'Town' })).toHaveValue('Kadıköy');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('Moda');
  });

  it('empties the town for a new city, and city and town for a new country, keeping the rest of the form', async () => {
    renderAddress();
    const city = screen.getByRole('combobox', { name: 'City' });
    await waitFor(() => expect(city).toHaveValue('İstanbul'));
    await userEvent.click(city);
    await userEvent.click(await screen.findByRole('option', { name: 'İzmir' }));
    expect(seen()).toMatchObject({
      countryCode: 'TR',
      cityCode: '35',
      town: null,
      line: 'Moda',
      name: 'Moda Kahve Evi',
    });

    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    await userEvent.click(await screen.findByRole('option', { name: /Germany/ }));
    expect(seen()).toMatchObject({ countryCode: 'DE', cityCode: null, town: null, line: 'Moda' });
  });

  it('names and sorts the countries when the list opens, Türkiye first, and lists them all', async () => {
    renderAddress();
    const country = screen.getByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(country).toHaveValue('🇹🇷 Türkiye'));
    await userEvent.click(country);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['🇹🇷 Türkiye', '🇩🇪 Germany']);
  });

  it('marks the country and the city the form refuses', () => {
    renderAddress({ countryCode: 'Choose a country', cityCode: 'Choose a city' });
    expect(screen.getByText('Choose a country')).toBeInTheDocument();
    expect(screen.getByText('Choose a city')).toBeInTheDocument();
  });
});
