import type { Staff } from '@sofra/contracts/auth/auth.schemas';
import type { PaymentType } from '@sofra/contracts/definitions/definitions.schemas';
import type { FolioSummary } from '@sofra/contracts/folios/folios.schemas';
import type { StoreTables } from '@sofra/contracts/tables/tables.schemas';
import type { Option, OptionGroup } from './folio-filters';

const collator = new Intl.Collator('tr', { numeric: true, sensitivity: 'base' });
const byLabel = (a: Option, b: Option) => collator.compare(a.label, b.label);

/** The store's tables for the table filter, under their groups in the store's order (tables without one first). */
export const tableOptions = (data: StoreTables): (Option | OptionGroup)[] => {
  const option = (t: StoreTables['tables'][number]) => ({ value: t.id, label: t.tableName });
  const loose = data.tables
    .filter((t) => !t.groupName)
    .map(option)
    .sort(byLabel);
  const groups = data.groups
    .map((group) => ({
      group,
      items: data.tables
        .filter((t) => t.groupName === group)
        .map(option)
        .sort(byLabel),
    }))
    .filter((g) => g.items.length > 0);
  return [...loose, ...groups];
};

/** Every payment type, inactive ones too (an old folio may have been paid with one), in the till's order. */
export const paymentTypeOptions = (types: PaymentType[]): Option[] =>
  [...types]
    .sort((a, b) => a.sequence - b.sequence || collator.compare(a.name, b.name))
    .map((p) => ({
      value: p.id,
      label: p.name,
    }));

/**
 * Who may have opened or closed a folio: the store's staff (getStaffList lists staff, not owners), the signed-in
 * user (the owner, usually) and anyone named on the folios loaded. By name, each once.
 */
export const staffOptions = (
  staff: Staff[] | undefined,
  me: { id: string; name: string } | null,
  folios: FolioSummary[],
): Option[] => {
  const people = new Map<string, string>();
  const add = (id: string | undefined, name: string | undefined) => {
    if (id && name && !people.has(id)) people.set(id, name);
  };
  for (const s of staff ?? []) if (s.status === 'active') add(s.userId, s.userName);
  if (me) add(me.id, me.name);
  for (const f of folios) {
    add(f.openedBy?.id, f.openedBy?.name);
    add(f.closedBy?.id, f.closedBy?.name);
  }
  return [...people].map(([value, label]) => ({ value, label })).sort(byLabel);
};
