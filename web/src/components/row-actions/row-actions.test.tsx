import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconExternalLink, IconPencil, IconTrash } from '@tabler/icons-react';
import { renderWithProviders } from '../../test/render';
import { RowActions, type RowAction } from './row-actions';

const actions = (overrides: Partial<Record<'edit' | 'delete', Partial<RowAction>>> = {}) => {
  const edit = vi.fn();
  const remove = vi.fn();
  const list: RowAction[] = [
    { label: 'Edit Çorba', short: 'Edit', icon: IconPencil, onClick: edit, ...overrides.edit },
    { label: 'Delete Çorba', icon: IconTrash, color: 'red', onClick: remove, ...overrides.delete },
  ];
  return { list, edit, remove };
};

describe('RowActions', () => {
  it('draws a button named by each label and runs its action', async () => {
    const { list, edit, remove } = actions();
    renderWithProviders(<RowActions actions={list} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Çorba' }));
    expect(edit).toHaveBeenCalledOnce();
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Çorba' }));
    expect(remove).toHaveBeenCalledOnce();
  });

  it('shows the short word as the tooltip', async () => {
    renderWithProviders(<RowActions actions={actions().list} />);
    await userEvent.hover(screen.getByRole('button', { name: 'Edit Çorba' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^Edit$/);
  });

  it('leaves hidden actions out and keeps disabled ones unpressable', async () => {
    const { list, remove } = actions({ edit: { hidden: true }, delete: { disabled: true } });
    renderWithProviders(<RowActions actions={list} />);
    expect(screen.queryByRole('button', { name: 'Edit Çorba' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Delete Çorba' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(remove).not.toHaveBeenCalled();
  });

  it('draws nothing when every action is hidden', () => {
    renderWithProviders(<RowActions actions={actions({ edit: { hidden: true }, delete: { hidden: true } }).list} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('keeps a click from reaching the row', async () => {
    const row = vi.fn();
    const { list, edit } = actions();
    renderWithProviders(
      <div onClick={row}>
        <RowActions actions={list} />
      </div>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit Çorba' }));
    expect(edit).toHaveBeenCalledOnce();
    expect(row).not.toHaveBeenCalled();
  });

  it('draws a link action as a link opening a new tab', () => {
    renderWithProviders(
      <RowActions actions={[{ label: 'View: Privacy', short: 'View', icon: IconExternalLink, href: '/legal/x' }]} />,
    );
    const link = screen.getByRole('link', { name: 'View: Privacy' });
    expect(link).toHaveAttribute('href', '/legal/x');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows the short word on text buttons, named by the label', () => {
    renderWithProviders(<RowActions withText actions={actions().list} />);
    expect(screen.getByRole('button', { name: 'Edit Çorba' })).toHaveTextContent('Edit');
    expect(screen.getByRole('button', { name: 'Delete Çorba' })).toHaveTextContent('Delete Çorba');
  });

  it('puts the actions in a menu when asked', async () => {
    const { list, remove } = actions({ edit: { hidden: true } });
    renderWithProviders(<RowActions menu="Actions for Çorba" actions={list} />);
    expect(screen.queryByRole('button', { name: 'Delete Çorba' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Çorba' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Edit Çorba' })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete Çorba' }));
    expect(remove).toHaveBeenCalledOnce();
  });

  it('is a 44 px touch target on a phone', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: true })) as typeof window.matchMedia;
    try {
      renderWithProviders(<RowActions actions={actions().list} />);
      expect(screen.getByRole('button', { name: 'Edit Çorba' }).style.getPropertyValue('--ai-size')).toBe(
        'calc(2.75rem * var(--mantine-scale))',
      );
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
