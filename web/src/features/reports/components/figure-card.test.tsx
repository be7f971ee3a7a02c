import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { FigureCard } from './figure-card';
import { formatAmount } from './report-format';

const display = { language: 'en', currency: 'TRY' };
const money = (value: number) => formatAmount(value, display);
const card = (current: number, previous: number, more: { soFar?: boolean; lowerIsBetter?: boolean } = {}) =>
  renderWithProviders(
    <FigureCard label="Revenue" current={current} previous={previous} format={money} display={display} {...more} />,
  );

describe('FigureCard against the period before', () => {
  it('says a fall as a fall when the period is over', () => {
    card(1_000, 50_000);
    const badge = screen.getByRole('group', { name: 'Revenue' });
    expect(badge).toHaveTextContent('↓ -98%');
    expect(badge).not.toHaveTextContent('so far');
  });

  it('early today: below all of the period before is "so far", not a fall; a figure already above it is a rise', () => {
    const { unmount } = card(1_000, 50_000, { soFar: true });
    const tile = screen.getByRole('group', { name: 'Revenue' });
    expect(tile).toHaveTextContent('↓ -98% so far');
    expect(screen.getByTitle(/so far against the whole period before \(.*500\.00\); today is not over/)).toBeVisible();
    unmount();
    card(60_000, 50_000, { soFar: true });
    expect(screen.getByRole('group', { name: 'Revenue' })).toHaveTextContent('↑ +20%');
    expect(screen.getByRole('group', { name: 'Revenue' })).not.toHaveTextContent('so far');
  });
});
