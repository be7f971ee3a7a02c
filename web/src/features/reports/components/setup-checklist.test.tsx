import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupStepKeys, type SetupStepKey } from '@sofra/contracts/reports/setup-checklist.calls';
import { renderWithProviders } from '../../../test/render';
import { InRouter } from '../../../test/render-at';
import { SetupChecklistCard } from './setup-checklist';

const stepsDone = (...done: SetupStepKey[]) => setupStepKeys.map((key) => ({ key, done: done.includes(key) }));

const renderCard = (done: SetupStepKey[]) =>
  renderWithProviders(
    <InRouter at="/main/report-dashboard">
      <SetupChecklistCard steps={stepsDone(...done)} />
    </InRouter>,
  );

describe('SetupChecklistCard', () => {
  it('counts the steps done and lists each with its state, its explanation and a link to its screen', () => {
    renderCard(['taxesAndPayments', 'menuPublished', 'webMenu']);
    const card = screen.getByRole('region', { name: 'Set up your store' });
    expect(within(card).getByText('3 of 7 done')).toBeInTheDocument();
    const rows = within(card).getAllByRole('listitem');
    expect(rows).toHaveLength(7);
    expect(rows[0]).toHaveTextContent('Store details — not done yet');
    expect(rows[0]).toHaveTextContent('Phone number, city and address line');
    expect(rows[3]).toHaveTextContent('Menu published — done');
    const link = (name: string) => within(card).getByRole('link', { name }).getAttribute('href');
    expect(link('Fill in details')).toBe('/main/store-settings');
    expect(link('Set hours')).toBe('/main/store-settings#store-hours');
    expect(link('Review definitions')).toBe('/main/definitions/tax-rates');
    expect(link('Go to the menu')).toBe('/main/product-and-product-groups/list');
    expect(link('Link QR codes')).toBe('/main/link-table');
    expect(link('Switch the web menu on')).toBe('/main/store-settings#store-features');
    expect(link('Invite staff')).toBe('/main/staffs');
    expect(within(card).getByRole('progressbar', { name: 'Set up your store' })).toHaveAttribute(
      'aria-valuenow',
      String((3 / 7) * 100),
    );
  });

  it('hides itself once every step is done', () => {
    renderCard([...setupStepKeys]);
    expect(screen.queryByRole('region', { name: 'Set up your store' })).not.toBeInTheDocument();
  });
});
