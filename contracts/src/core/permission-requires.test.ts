import { describe, expect, test } from 'vitest';
import { staffPermissionRequires, withoutDependants, withRequirements } from './permission-requires.ts';
import { defaultStaffPermissions, staffPermissions } from './permissions.ts';

describe('staff permission requirements', () => {
  test('every requirement is a permission of the list and none needs itself, even through others', () => {
    for (const p of staffPermissions) {
      for (const r of staffPermissionRequires[p]) expect(staffPermissions).toContain(r);
      expect(withoutDependants(withRequirements([p]), p)).not.toContain(p);
      // Taking away what p needs takes p away too.
      for (const r of staffPermissionRequires[p]) expect(withoutDependants(withRequirements([p]), r)).not.toContain(p);
    }
  });

  test('granting one grants what it needs, transitively, in the list order', () => {
    expect(withRequirements(['menu.edit'])).toEqual(['store.view', 'menu.edit']);
    expect(withRequirements(['payments.refund'])).toEqual([
      'store.view',
      'folios.view',
      'payments.take',
      'payments.refund',
    ]);
    expect(withRequirements(['staff.view', 'tables.manage'])).toEqual(['tables.manage', 'staff.view']);
  });

  test('taking one away takes everything that needs it, and nothing else', () => {
    const all = [...staffPermissions];
    expect(withoutDependants(all, 'payments.take')).toEqual(
      all.filter((p) => !['payments.take', 'payments.refund', 'payments.close-day'].includes(p)),
    );
    expect(withoutDependants(all, 'store.view')).toEqual(['tables.manage', 'staff.view']);
  });

  test('the new staff defaults only look, and hold what they need', () => {
    expect(defaultStaffPermissions).toEqual(['store.view', 'folios.view']);
    expect(withRequirements(defaultStaffPermissions)).toEqual(defaultStaffPermissions);
  });
});
