import { Select, TextInput } from '@mantine/core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { mantineUseId } from '../../vite-mantine-use-id';
import { useId } from './mantine-use-id';

describe("Mantine's useId as the portal builds it", () => {
  it("replaces the hook the package's index imports", () => {
    const hooks = createRequire(import.meta.url).resolve('@mantine/hooks');
    const index = readFileSync(join(dirname(hooks), '../esm/index.mjs'), 'utf8');
    const imported = [...index.matchAll(/import \{ useId \} from "([^"]+)"/g)].map((m) => m[1]!);
    expect(imported).toHaveLength(1);
    expect(imported[0]).toMatch(mantineUseId.find);
  });

  it('draws a component once on mount, with one id for its life', async () => {
    const seen: string[] = [];
    function Probe() {
      const id = useId();
      seen.push(id);
      return <span id={id}>probe</span>;
    }
    const { rerender } = renderWithProviders(<Probe />);
    // The library's own hook set a random id in a layout effect: a second, synchronous render on every mount.
    expect(seen).toHaveLength(1);
    rerender(<Probe />);
    expect(new Set(seen).size).toBe(1);
    expect(screen.getByText('probe').id).toBe(seen[0]);
  });

  it('gives each field its own id, and its label names it', () => {
    renderWithProviders(
      <>
        <TextInput label="Name" />
        <TextInput label="Phone" />
      </>,
    );
    const name = screen.getByLabelText('Name');
    const phone = screen.getByLabelText('Phone');
    expect(name.id).not.toBe(phone.id);
  });
});

describe("the theme's selects", () => {
  it('draw their list only when it opens', async () => {
    renderWithProviders(<Select label="Status" data={['Open', 'Closed']} />);
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(await screen.findByRole('option', { name: 'Closed' })).toBeTruthy();
  });
});
