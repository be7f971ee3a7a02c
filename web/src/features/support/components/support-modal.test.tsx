import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@sofra/contracts/auth/auth.schemas';
import { queryClient } from '../../../lib/query-client';
import { reloadSession } from '../../../lib/session';
import { storage } from '../../../lib/storage';
import { fakeApi, renderWithProviders } from '../../../test/render';
import { SupportModal } from './support-modal';

const STORE = '0000000000a-0000-0000-000000000001';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOiJ1MSJ9.c2VjcmV0LXNpZ25hdHVyZS1vZi10aGUtc2Vzc2lvbg';
const reference = createHash('sha256').update(TOKEN).digest('hex').slice(-6);

// jsdom has no font loading; Mantine's auto-sizing text area listens for it.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => undefined, removeEventListener: () => undefined },
});

const signedIn = (email = 'selin@example.com') => {
  storage.setLogin({ gsm: '+905321112233', token: TOKEN });
  storage.setUserInfo({ id: 'u1', gsm: '+905321112233', name: 'Selin Arslan', email } as unknown as User);
  storage.setActiveStoreId(STORE);
  reloadSession();
};

describe('SupportModal', () => {
  const sent: unknown[] = [];
  let answer: { status?: number; body: unknown } = { body: { message: 'ok' } };
  beforeEach(() => {
    localStorage.clear();
    queryClient.clear();
    sent.length = 0;
    answer = { body: { message: 'ok' } };
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'store/storeInfo': () => ({ body: { id: STORE, name: 'Selin Börek' } }),
        'helper/saveFeedback': (body) => {
          sent.push(body);
          return answer;
        },
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderModal = (onClose = vi.fn()) => {
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <SupportModal opened onClose={onClose} />
      </QueryClientProvider>,
    );
    return onClose;
  };

  it('shows who asks read-only and a reference of the session, never its token', async () => {
    signedIn();
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Live support' });
    // The form loads when the modal first opens.
    const ref = await within(dialog).findByDisplayValue(`…${reference}`, {}, { timeout: 10_000 });
    expect(ref).toHaveAccessibleName('Session reference');
    expect(ref).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Mobile number')).toHaveValue('+90 532 111 22 33');
    expect(within(dialog).getByLabelText('username')).toHaveValue('Selin Arslan');
    expect(within(dialog).getByLabelText('Cloud ID')).toHaveValue(STORE);
    expect(document.body.innerHTML).not.toContain(TOKEN);
    // Not even a part of it long enough to matter.
    expect(document.body.innerHTML).not.toContain(TOKEN.slice(-12));
  });

  it("sends only the store, subject, message and reference: no token, no one's number", async () => {
    const user = userEvent.setup();
    signedIn();
    const onClose = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Live support' });
    await within(dialog).findByDisplayValue(`…${reference}`);
    await user.type(within(dialog).getByLabelText(/Message/), 'The menu does not show prices.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getAllByText('Fill in this field.')).toHaveLength(1);
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Subject/), 'Menu prices');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Your Support Request has been Submitted!')).toBeInTheDocument();
    expect(sent).toEqual([
      { storeId: STORE, subject: 'Menu prices', message: 'The menu does not show prices.', sessionRef: reference },
    ]);
    expect(JSON.stringify(sent)).not.toContain(TOKEN);
    expect(onClose).toHaveBeenCalled();
  });

  it('without an e-mail on the profile says where to add it and sends nothing', async () => {
    const user = userEvent.setup();
    signedIn('');
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Live support' });
    expect(within(dialog).getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Add your e-mail address on your profile page so we can answer you.',
    );
    await user.type(within(dialog).getByLabelText(/Subject/), 'Menu');
    await user.type(within(dialog).getByLabelText(/Message/), 'Prices');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(dialog).getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true'));
    expect(sent).toEqual([]);
  });

  it("a field the server refuses is marked and the form stays; any other failure closes it with 'There was an Error'", async () => {
    const user = userEvent.setup();
    signedIn();
    const onClose = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Live support' });
    await within(dialog).findByDisplayValue(`…${reference}`);
    await user.type(within(dialog).getByLabelText(/Subject/), 'Menu');
    await user.type(within(dialog).getByLabelText(/Message/), 'Prices');
    // The profile had an e-mail when the form opened; the server's record has none any more.
    answer = {
      status: 400,
      body: { code: 'validation_failed', desc: 'email', fields: [{ path: 'email', code: 'invalid_type' }] },
    };
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(dialog).getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true'));
    expect(onClose).not.toHaveBeenCalled();

    answer = { status: 500, body: { code: 'internal_error', desc: 'down' } };
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('There was an Error')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });
});
