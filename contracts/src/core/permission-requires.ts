import { staffPermissions, type StaffPermission } from './permissions.ts';

/**
 * What each permission needs to be of use: editing the menu is done on a store the person can open, cancelling a
 * bill on a bill they can see. Granting one grants what it needs (the server completes a saved set, the modal ticks
 * them); taking one away takes its dependants. `staff.view` and `tables.manage` stand alone: the staff list and the
 * table changes (a waiter's app) are guarded apart from opening the store (docs/tables.md).
 */
export const staffPermissionRequires: Readonly<Record<StaffPermission, readonly StaffPermission[]>> = {
  'store.view': [],
  'store.edit': ['store.view'],
  'menu.edit': ['store.view'],
  'definitions.edit': ['store.view'],
  'tables.manage': [],
  'reports.view': ['store.view'],
  'staff.view': [],
  'customers.view': ['store.view'],
  'coupons.manage': ['store.view'],
  'campaigns.manage': ['store.view'],
  'reservations.manage': ['store.view'],
  'points.manage': ['store.view'],
  'folios.view': ['store.view'],
  'folios.order': ['folios.view'],
  'folios.cancel': ['folios.view'],
  'folios.discount': ['folios.view'],
  'folios.gift': ['folios.view'],
  'folios.move-table': ['folios.view'],
  'orders.manage': ['folios.view'],
  'payments.take': ['folios.view'],
  'payments.refund': ['payments.take'],
  'payments.close-day': ['payments.take'],
};

/** The set with everything its permissions need, in the list's own order. */
export const withRequirements = (granted: Iterable<StaffPermission>): StaffPermission[] => {
  const all = new Set<StaffPermission>();
  const add = (p: StaffPermission) => {
    if (all.has(p)) return;
    all.add(p);
    staffPermissionRequires[p].forEach(add);
  };
  [...granted].forEach(add);
  return staffPermissions.filter((p) => all.has(p));
};

/** The set without `removed` and without everything that needs it (directly or through another), in list order. */
export const withoutDependants = (granted: Iterable<StaffPermission>, removed: StaffPermission): StaffPermission[] => {
  const gone = new Set<StaffPermission>([removed]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const p of staffPermissions) {
      if (!gone.has(p) && staffPermissionRequires[p].some((r) => gone.has(r))) {
        gone.add(p);
        grew = true;
      }
    }
  }
  const kept = new Set(granted);
  return staffPermissions.filter((p) => kept.has(p) && !gone.has(p));
};
