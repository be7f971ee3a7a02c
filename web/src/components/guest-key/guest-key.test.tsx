import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '../../test/render';
import { GuestKeyInput, useGuestKey, type GuestKey } from './guest-key';

function Harness({
  onKey,
  unknown,
  phoneOnly,
}: {
  onKey: (k: GuestKey | null) => void;
  unknown?: boolean;
  phoneOnly?: boolean;
}) {
  const field = useGuestKey();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onKey(field.submit());
      }}
    >
      <GuestKeyInput field={field} unknown={unknown} phoneOnly={phoneOnly} />
      <button type="submit">Find</button>
    </form>
  );
}

describe('GuestKeyInput', () => {
  beforeEach(() => vi.stubGlobal('fetch', fakeApi({})));
  afterEach(() => vi.unstubAllGlobals());

  it('finds a guest by the trimmed app QR code, and asks for one when it is empty', async () => {
    const onKey = vi.fn();
    renderWithProviders(<Harness onKey={onKey} />);
    await userEvent.click(screen.getByRole('radio', { name: 'App QR code' }));
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(onKey).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('textbox', { name: "Guest's QR code" })).toHaveAccessibleDescription(
      /This field is required/,
    );
    await userEvent.type(screen.getByRole('textbox', { name: "Guest's QR code" }), '  QR-123 ');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(onKey).toHaveBeenLastCalledWith({ userQr: 'QR-123' });
  });

  it('an empty number yields no key; an unknown guest is said on the field in use', async () => {
    const onKey = vi.fn();
    const { rerender } = renderWithProviders(<Harness onKey={onKey} unknown />);
    expect(screen.getByText('No Sofra guest has this number.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(onKey).toHaveBeenLastCalledWith(null);
    await userEvent.click(screen.getByRole('radio', { name: 'App QR code' }));
    expect(screen.getByText('No Sofra guest has this QR code.')).toBeInTheDocument();
    rerender(<Harness onKey={onKey} phoneOnly />);
    expect(screen.queryByRole('radio', { name: 'App QR code' })).not.toBeInTheDocument();
  });
});
