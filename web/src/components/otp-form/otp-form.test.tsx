import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { OtpForm, type OtpFormProps } from './otp-form';
import { typeValue } from '../../test/type-value';

const setup = (props: Partial<OtpFormProps> = {}) => {
  const onSubmit = props.onSubmit ?? vi.fn().mockResolvedValue(undefined);
  const onResend = props.onResend ?? vi.fn().mockResolvedValue(true);
  const utils = renderWithProviders(
    <OtpForm opened gsm="+905321234567" onSubmit={onSubmit} onResend={onResend} onClose={vi.fn()} {...props} />,
  );
  return { ...utils, onSubmit, onResend, input: () => screen.getByLabelText('Code') };
};

// Fake timers drive the countdown; fireEvent keeps the test free of user-event's own timers.
const type = typeValue;
const pressEnter = async (input: HTMLElement) => {
  await act(async () => {
    fireEvent.submit(input.closest('form')!);
  });
};

describe('OtpForm', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
  afterEach(() => vi.useRealTimers());

  it('names its close button', () => {
    const onClose = vi.fn();
    setup({ onClose });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("shows 'Type the 6-digit code from the SMS.' when sent empty and refuses anything but 6 digits", async () => {
    const { onSubmit, input } = setup();
    await pressEnter(input());
    expect(screen.getByText('Type the 6-digit code from the SMS.')).toBeInTheDocument();

    type(input(), '12a45');
    await pressEnter(input());
    expect(screen.getByText('The code is 6 digits')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('Enter submits the 6 digits; a "reset" answer clears the code', async () => {
    const onSubmit = vi.fn().mockResolvedValue('reset');
    const { input } = setup({ onSubmit });
    expect(input()).toHaveAttribute('name', 'otp');
    type(input(), '123456');
    await pressEnter(input());
    expect(onSubmit).toHaveBeenCalledWith('123456');
    expect(input()).toHaveValue('');
    expect(screen.queryByText('Type the 6-digit code from the SMS.')).not.toBeInTheDocument();
  });

  it('resend only when the countdown of 60 s has reached 0; after a resend it counts 10 s', async () => {
    const { onResend } = setup();
    expect(screen.getByText('You can ask for a new code in 60 s')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the code again' })).not.toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(59_000);
    });
    expect(screen.getByText('You can ask for a new code in 1 s')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send the code again' }));
    });
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByText('You can ask for a new code in 10 s')).toBeInTheDocument();
  });

  it('a refused resend leaves the resend option at 0', async () => {
    const { onResend } = setup({ onResend: vi.fn().mockResolvedValue(false) });
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send the code again' }));
    });
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Send the code again' })).toBeInTheDocument();
  });

  it('leaving resets the code and the countdown to 60', async () => {
    const onSubmit = vi.fn();
    const onResend = vi.fn();
    const props = { gsm: '+905321234567', onSubmit, onResend, onClose: vi.fn() };
    const { rerender } = renderWithProviders(<OtpForm opened {...props} />);
    type(screen.getByLabelText('Code'), '12');
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.getByText('You can ask for a new code in 30 s')).toBeInTheDocument();

    rerender(<OtpForm opened={false} {...props} />);
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    rerender(<OtpForm opened {...props} />);
    await act(async () => {
      vi.advanceTimersByTime(300); // the modal's opening transition
    });
    expect(screen.getByText('You can ask for a new code in 60 s')).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveValue('');
  });
});
