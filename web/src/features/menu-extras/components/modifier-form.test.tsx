import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Modifier } from '@sofra/contracts/menu/extras.schemas';
import { queryClient } from '../../../lib/query-client';
import { fakeApi, renderWithProviders } from '../../../test/render';
import { ModifierForm } from './modifier-form';

const STORE = 's1';

const saved = (body: Record<string, unknown>) => ({ body: { id: 'm1', storeId: STORE, ...body } });

describe('Variation form', { timeout: 30_000 }, () => {
  const sent: Record<string, unknown>[] = [];
  let refuse = false;
  const onSaved = vi.fn();

  beforeEach(() => {
    sent.length = 0;
    refuse = false;
    onSaved.mockReset();
    queryClient.clear();
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'menu/saveModifier': (body) => {
          sent.push(body as Record<string, unknown>);
          return refuse
            ? {
                status: 409,
                body: {
                  code: 'modifier_price_negative',
                  desc: 'Ayran would cost -500',
                  fields: [{ path: 'options', code: 'modifier_price_negative' }],
                },
              }
            : saved(body as Record<string, unknown>);
        },
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderForm = (modifier: Modifier | null = null) =>
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <ModifierForm
          storeId={STORE}
          languages={['tr', 'en']}
          currency="₺"
          modifier={modifier}
          onClose={() => undefined}
          onSaved={onSaved}
        />
      </QueryClientProvider>,
    );

  const option = (n: number) => screen.getByRole('group', { name: `Option ${n}` });
  const named = (within_: HTMLElement, name: string) => within(within_).getByRole('textbox', { name });

  it('sends price changes typed in lira, with their sign, as whole kuruş', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name (Turkish)' }), 'Porsiyon');
    await user.type(named(option(1), 'Option name (Turkish)'), 'Büyük');
    await user.type(within(option(1)).getByRole('textbox', { name: 'Price change (₺)' }), '25.5');
    await user.type(named(option(2), 'Option name (Turkish)'), 'Yarım');
    await user.type(within(option(2)).getByRole('textbox', { name: 'Price change (₺)' }), '-12.25');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        storeId: STORE,
        names: { tr: 'Porsiyon' },
        minChoices: 0,
        maxChoices: 1,
        active: true,
        options: [
          { names: { tr: 'Büyük' }, price: 2550, isDefault: false, active: true },
          { names: { tr: 'Yarım' }, price: -1225, isDefault: false, active: true },
        ],
      },
    ]);
  });

  it('shows a saved variation’s kuruş as lira and keeps its options’ ids, in the order set', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({
      id: 'm1',
      storeId: STORE,
      names: { tr: 'Sos', en: 'Sauce' },
      name: 'Sos',
      minChoices: 1,
      maxChoices: 1,
      active: true,
      sequence: 0,
      productIds: [],
      groupIds: [],
      createDate: '',
      updateDate: '',
      options: [
        { id: 'o1', names: { tr: 'Acı' }, name: 'Acı', price: -250, isDefault: true, active: true },
        { id: 'o2', names: { tr: 'Tatlı' }, name: 'Tatlı', price: 0, isDefault: false, active: true },
      ],
    });
    expect(within(option(1)).getByRole('textbox', { name: 'Price change (₺)' })).toHaveValue('-2.5');
    expect(within(option(2)).getByRole('textbox', { name: 'Price change (₺)' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Move Option 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect((sent[0] as { options: unknown[] }).options).toEqual([
      { id: 'o2', names: { tr: 'Tatlı' }, price: 0, isDefault: false, active: true },
      { id: 'o1', names: { tr: 'Acı' }, price: -250, isDefault: true, active: true },
    ]);
    expect(sent[0]).toMatchObject({ id: 'm1', names: { tr: 'Sos', en: 'Sauce' }, minChoices: 1 });
  });

  it('asks for the default language’s names and sane choice counts before sending', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(named(option(1), 'Option name (English)'), 'Large');
    const min = screen.getByRole('textbox', { name: /Least choices/ });
    await user.clear(min);
    await user.type(min, '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('textbox', { name: 'Name (Turkish)' })).toHaveAttribute('aria-invalid', 'true');
    expect(named(option(1), 'Option name (Turkish)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Cannot be more than the most choices.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('says plainly when the options would make a product’s price negative', async () => {
    const user = userEvent.setup({ delay: null });
    refuse = true;
    renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name (Turkish)' }), 'Porsiyon');
    await user.type(named(option(1), 'Option name (Turkish)'), 'Normal');
    await user.type(named(option(2), 'Option name (Turkish)'), 'Yarım');
    await user.type(within(option(2)).getByRole('textbox', { name: 'Price change (₺)' }), '-50');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent("This would make a product's price negative");
    expect(onSaved).not.toHaveBeenCalled();
  });
});
