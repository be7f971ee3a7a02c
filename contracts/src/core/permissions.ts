/**
 * What a store's staff may do, granted per person by the owner in the staff permissions modal
 * (General, Folio and Payment tabs). The server enforces them: a call declares the permission a staff
 * member needs (`staffPermission` in defineCall); owners and master users need none. docs/permissions.md.
 */
export const staffPermissionGroups = {
  general: [
    'store.view',
    'store.edit',
    'menu.edit',
    'tables.manage',
    'reports.view',
    'staff.view',
    'customers.view',
    'coupons.manage',
    'campaigns.manage',
    'reservations.manage',
  ],
  folio: ['folios.view', 'folios.cancel', 'folios.discount', 'folios.gift', 'folios.move-table'],
  payment: ['payments.take', 'payments.refund', 'payments.close-day'],
} as const;

export type StaffPermission = (typeof staffPermissionGroups)[keyof typeof staffPermissionGroups][number];

export const staffPermissions = Object.values(staffPermissionGroups).flat() as StaffPermission[];

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
  'tables.manage': [],
  'reports.view': ['store.view'],
  'staff.view': [],
  'customers.view': ['store.view'],
  'coupons.manage': ['store.view'],
  'campaigns.manage': ['store.view'],
  'reservations.manage': ['store.view'],
  'folios.view': ['store.view'],
  'folios.cancel': ['folios.view'],
  'folios.discount': ['folios.view'],
  'folios.gift': ['folios.view'],
  'folios.move-table': ['folios.view'],
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

/**
 * What a new staff member may do until the owner changes it: look, not change. They open the store and see the
 * bills; changing tables and their QR codes, the menu or the settings, and taking money are granted by the owner.
 */
export const defaultStaffPermissions: StaffPermission[] = ['store.view', 'folios.view'];
