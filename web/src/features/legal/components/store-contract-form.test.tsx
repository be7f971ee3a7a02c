import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import maxMetadata from 'libphonenumber-js/metadata.max.json';
import mobileMetadata from 'libphonenumber-js/metadata.mobile.json';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { fakeApi, renderWithProviders } from '../../../test/render';
import { StoreContractSection } from './store-contract-form';

// jsdom has no font loading; Mantine's auto-sizing text area listens for it.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => undefined, removeEventListener: () => undefined },
});

const STORE = '0000000000a-0000-0000-000000000001';
const empty = {
  storeId: STORE,
  companyTitle: 'Moda Gıda Ltd. Şti.',
  taxOffice: '',
  taxNumber: '1234567890',
  adminName: 'Ayşe Demir',
  adminGsm: '+905321112233',
  phone: '',
  email: 'muhasebe@moda.example',
  address: '',
  mainContractVersion: 1,
  updateDate: null,
};

describe('StoreContractSection', () => {
  // libphonenumber comes with the first phone rules (lib/phone-rules.ts): loaded once before the tests type numbers.
  beforeAll(() => import('../../../lib/phone-numbers'));
  const saved: unknown[] = [];
  let refuse = false;
  beforeEach(() => {
    localStorage.clear();
    queryClient.clear();
    saved.length = 0;
    refuse = false;
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'helper/getPhoneRules': (b) => ({
          body: { countryCode: 'TR', metadata: (b as { kind: string }).kind === 'any' ? maxMetadata : mobileMetadata },
        }),
        'contract/saveStoreContract': (body) => {
          saved.push(body);
          if (refuse)
            return {
              status: 400,
              body: { code: 'validation_failed', desc: 'phone', fields: [{ path: 'phone', code: 'invalid_format' }] },
            };
          return { body: { ...empty, ...(body as object), updateDate: '2026-11-20T10:00:00.000Z' } };
        },
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderForm = () =>
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <StoreContractSection storeId={STORE} storeName="Moda Kahve Evi" contract={empty} />
      </QueryClientProvider>,
    );

  it('shows the saved mobile number in its groups and saves a landline typed the Turkish way in E.164', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByLabelText('Signatory mobile')).toHaveValue('532 111 22 33');
    await user.type(screen.getByLabelText('Phone'), '212 244 55 66');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ storeId: STORE, adminGsm: '+905321112233', phone: '+902122445566' });
  });

  it("marks a number the country's rules refuse, and one the server refuses, with the phone field's own text", async () => {
    const user = userEvent.setup();
    renderForm();
    const phone = screen.getByLabelText('Phone');
    await user.type(phone, '212 244');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await screen.findByText('This phone number is not valid')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toEqual([]);

    refuse = true;
    await user.type(phone, ' 55 66');
    expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await screen.findByText('This phone number is not valid')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
  });
});
