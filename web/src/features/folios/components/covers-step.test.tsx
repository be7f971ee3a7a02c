import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { CoversModal, CoversStep } from './covers-step';

describe('the number of guests', { timeout: 30_000 }, () => {
  afterEach(() => setLanguage('en'));

  const step = (initial = 2) => {
    const onSubmit = vi.fn();
    const onSkip = vi.fn();
    renderWithProviders(
      <CoversStep initial={initial} submitLabel="Continue" onSubmit={onSubmit} skipLabel="Skip" onSkip={onSkip} />,
    );
    return { onSubmit, onSkip };
  };

  it('starts from 2; a quick button chooses 1–6 and is marked pressed', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = step();
    const quick = screen.getByRole('group', { name: 'Number of guests' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(within(quick).getByRole('button', { name: '2' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(quick).getByRole('button', { name: '4' }));
    expect(within(quick).getByRole('button', { name: '4' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(quick).getByRole('button', { name: '2' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('textbox', { name: 'Guests' })).toHaveValue('4');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith(4);
  });

  it('steps past the quick buttons, never below 1 nor above 999, and takes a typed number', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = step(6);
    await user.click(screen.getByRole('button', { name: 'One guest more' }));
    expect(screen.getByRole('textbox', { name: 'Guests' })).toHaveValue('7');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenLastCalledWith(7);

    const input = screen.getByRole('textbox', { name: 'Guests' });
    await user.clear(input);
    await user.type(input, '1');
    expect(screen.getByRole('button', { name: 'One guest fewer' })).toBeDisabled();
    // A fourth digit is not taken: 1200 cannot be typed.
    await user.clear(input);
    await user.type(input, '1200');
    expect(input).toHaveValue('120');
    await user.clear(input);
    await user.type(input, '999');
    expect(screen.getByRole('button', { name: 'One guest more' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenLastCalledWith(999);
  });

  it('can be skipped', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit, onSkip } = step();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onSkip).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("changes a bill's number from its own, or takes it off as not known, in Turkish", async () => {
    setLanguage('tr');
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    renderWithProviders(<CoversModal opened covers={4} busy={false} onClose={onClose} onSave={onSave} />);
    const dialog = await screen.findByRole('dialog', { name: 'Kişi sayısı' });
    expect(within(dialog).getByRole('button', { name: '4' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Bir kişi artır' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(onSave).toHaveBeenLastCalledWith(5);
    expect(onClose).toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Bilinmiyor' }));
    expect(onSave).toHaveBeenLastCalledWith(null);
  });
});
