import { describe, expect, it } from 'vitest';
import type { Staff } from '@sofra/contracts/auth/auth.schemas';
import type { StoreTables } from '@sofra/contracts/tables/tables.schemas';
import type { FolioSummary } from '@sofra/contracts/folios/folios.schemas';
import { extraFilterCount, filterFromSearch, filterToSearch, periodTooLong } from './filter-params';
import { staffOptions, tableOptions } from './filter-options';

const NOW = new Date('2026-11-24T12:00:00Z');

describe('the folio filter in the address', () => {
  it('defaults to the last 7 business days of closed and cancelled folios', () => {
    expect(filterFromSearch({}, NOW)).toEqual({
      from: '2026-11-18',
      to: '2026-11-24',
      status: ['closed', 'cancelled'],
      tableId: null,
      paymentTypeId: null,
      staffId: null,
      includeHidden: false,
    });
  });

  it('reads back what it wrote, keeping the open folio', () => {
    const filter = {
      from: '2026-10-01',
      to: '2026-10-31',
      status: ['cancelled' as const, 'open' as const],
      tableId: 't1',
      paymentTypeId: null,
      staffId: 'u1',
      includeHidden: true,
    };
    const search = filterToSearch(filter, { folio: 'f9', payment: 'old' });
    expect(search).toEqual({
      folio: 'f9',
      from: '2026-10-01',
      to: '2026-10-31',
      status: 'cancelled,open',
      table: 't1',
      payment: undefined,
      staff: 'u1',
      hidden: '1',
    });
    expect(filterFromSearch(search, NOW)).toEqual(filter);
    expect(extraFilterCount(filter)).toBe(3);
  });

  it('falls back on an unreadable period or status', () => {
    const filter = filterFromSearch({ from: '2026-13-45', to: '2026-11-01', status: 'paid,x' }, NOW);
    expect(filter).toMatchObject({ from: '2026-11-18', to: '2026-11-24', status: ['closed', 'cancelled'] });
    expect(filterFromSearch({ from: '2026-11-20', to: '2026-11-01' }, NOW).from).toBe('2026-11-18');
  });

  it('knows a period longer than the server takes (366 days)', () => {
    expect(periodTooLong({ from: '2025-01-01', to: '2026-01-01' })).toBe(false); // 366 days
    expect(periodTooLong({ from: '2025-01-01', to: '2026-01-02' })).toBe(true);
  });
});

describe('the filters’ choices', () => {
  it('tables under their groups in the store’s order, tables without a group first', () => {
    const table = (id: string, groupName: string, tableName: string) =>
      ({ id, groupName, tableName }) as StoreTables['tables'][number];
    const data = {
      groups: ['Salon', 'Bahçe'],
      tables: [
        table('1', 'Bahçe', 'B2'),
        table('2', 'Salon', 'Masa 10'),
        table('3', 'Salon', 'Masa 2'),
        table('4', '', 'Bar'),
      ],
    };
    expect(tableOptions(data)).toEqual([
      { value: '4', label: 'Bar' },
      {
        group: 'Salon',
        items: [
          { value: '3', label: 'Masa 2' },
          { value: '2', label: 'Masa 10' },
        ],
      },
      { group: 'Bahçe', items: [{ value: '1', label: 'B2' }] },
    ]);
  });

  it('staff: the active staff, the signed-in owner and whoever is named on the folios, each once by name', () => {
    const staff = [
      { userId: 'u2', userName: 'Zeynep', status: 'active' },
      { userId: 'u3', userName: 'Davetli', status: 'invited' },
    ] as Staff[];
    const folios = [
      { openedBy: { id: 'u4', name: 'Can' }, closedBy: { id: 'u2', name: 'Zeynep' } },
      { openedBy: null, closedBy: null },
    ] as FolioSummary[];
    expect(staffOptions(staff, { id: 'u1', name: 'Ayşe' }, folios)).toEqual([
      { value: 'u1', label: 'Ayşe' },
      { value: 'u4', label: 'Can' },
      { value: 'u2', label: 'Zeynep' },
    ]);
  });
});
