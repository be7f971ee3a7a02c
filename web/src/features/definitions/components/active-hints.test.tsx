import type { ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DefinitionFormProps } from '../../../components/definitions-table/definitions-table';
import { queryClient } from '../../../lib/query-client';
import { fakeApi, renderWithProviders } from '../../../test/render';
import { DeleteReasonForm } from './delete-reason-form';
import { DepartmentForm } from './department-form';
import { DiscountReasonForm } from './discount-reason-form';
import { GiftReasonForm } from './gift-reason-form';
import { PaymentTypeForm } from './payment-type-form';
import { PrinterForm } from './printer-form';
import { TaxRateForm } from './tax-rate-form';

// Each kind's form, with what turning its "Active" switch off does for that kind.
const forms: [string, ComponentType<DefinitionFormProps<never>>, RegExp][] = [
  ['payment types', PaymentTypeForm, /not offered when taking a payment; bills already paid with it keep it/],
  ['tax rates', TaxRateForm, /rate is not offered for new products/],
  ['departments', DepartmentForm, /department is not offered for products/],
  ['printers', PrinterForm, /printer is not offered for products/],
  ['discount reasons', DiscountReasonForm, /not offered when giving a discount/],
  ['gift reasons', GiftReasonForm, /not offered when giving something as a gift/],
  ['deletion reasons', DeleteReasonForm, /not offered when deleting an item from a bill/],
];

describe('the hint beside a definition’s Active switch', () => {
  beforeEach(() => {
    queryClient.clear();
    vi.stubGlobal('fetch', fakeApi({}));
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each(forms)('says what an inactive one means for %s', (_kind, Form, hint) => {
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <Form storeId="s1" record={null} onClose={() => {}} onSaved={() => {}} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('switch', { name: /^Active\b/ })).toHaveAccessibleDescription(hint);
    expect(screen.queryByText('Offered on new products and bills')).toBeNull();
  });
});
