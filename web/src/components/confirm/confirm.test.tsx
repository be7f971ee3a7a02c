import { ModalsProvider } from '@mantine/modals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { confirmAction } from './confirm';

const open = () => renderWithProviders(<ModalsProvider />);

describe('confirmAction: the one confirmation', () => {
  it('resolves true on the confirm button and false on Cancel', async () => {
    open();
    let answer!: Promise<boolean>;
    act(
      () =>
        void (answer = confirmAction({
          title: 'Delete banner 2?',
          message: 'It is removed.',
          confirmLabel: 'Delete',
          danger: true,
        })),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await expect(answer).resolves.toBe(true);

    act(() => void (answer = confirmAction({ title: 'Delete banner 3?', message: 'It is removed.' })));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it('keeps the dialog busy until the work ends; a failure keeps it open for another try', async () => {
    open();
    let finish!: () => void;
    let fail!: () => void;
    let attempt = 0;
    const work = () =>
      new Promise<void>((resolve, reject) => {
        attempt += 1;
        finish = resolve;
        fail = () => reject(new Error('refused'));
      });
    let answer!: Promise<boolean>;
    act(
      () =>
        void (answer = confirmAction({
          title: 'Remove Ayşe?',
          message: 'She loses access.',
          confirmLabel: 'Remove',
          onConfirm: work,
        })),
    );
    const remove = await screen.findByRole('button', { name: 'Remove' });
    await userEvent.click(remove);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove' })).toHaveAttribute('data-loading', 'true'));
    await act(async () => fail());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove' })).not.toHaveAttribute('data-loading'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(attempt).toBe(2);
    await act(async () => finish());
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
