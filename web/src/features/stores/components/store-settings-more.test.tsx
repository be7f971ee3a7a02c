import { useForm } from '@mantine/form';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultStoreProperties, type Store } from '@sofra/contracts/stores/stores.schemas';
import { queryClient } from '../../../lib/query-client';
import { fakeApi, renderWithProviders } from '../../../test/render';
import { MoreStoreSettings, type SettingsDialogs } from './store-settings-more';
import { toForm } from './store-settings-form';
import { testStore } from './test-store';

const store = testStore({ properties: { ...defaultStoreProperties(), foodAppAccountId: 'fa-42' } });

const dialogs: SettingsDialogs = { hours: null, hoursUsed: false, attributes: false, set: () => {} };

function Settings({ of }: { of: Store }) {
  const form = useForm({ initialValues: toForm(of) });
  return <MoreStoreSettings form={form} store={of} categories={[]} attributes={[]} dialogs={dialogs} />;
}

const renderSettings = (of: Store) =>
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <Settings of={of} />
    </QueryClientProvider>,
  );

describe('store settings: the food-app account id', () => {
  beforeEach(() => {
    queryClient.clear();
    vi.stubGlobal('fetch', fakeApi({}));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is shown to an owner, whose answer carries it, and not to staff, whose answer leaves it out', () => {
    const { unmount } = renderSettings(store);
    expect(screen.getByRole('textbox', { name: 'Food app account id' })).toHaveValue('fa-42');
    unmount();
    const { foodAppAccountId: _left, ...staffProperties } = store.properties;
    renderSettings({ ...store, properties: staffProperties });
    expect(screen.getByRole('switch', { name: 'Call waiter' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Food app account id' })).toBeNull();
  });
});
