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
    'definitions.edit',
    'tables.manage',
    'reports.view',
    'staff.view',
    'customers.view',
    'coupons.manage',
    'campaigns.manage',
    'reservations.manage',
    'points.manage',
  ],
  folio: [
    'folios.view',
    'folios.order',
    'folios.cancel',
    'folios.discount',
    'folios.gift',
    'folios.move-table',
    'orders.manage',
  ],
  payment: ['payments.take', 'payments.refund', 'payments.close-day'],
} as const;

export type StaffPermission = (typeof staffPermissionGroups)[keyof typeof staffPermissionGroups][number];

export const staffPermissions = Object.values(staffPermissionGroups).flat() as StaffPermission[];

/** What each permission needs (`requires`): permission-requires.ts, apart so the sign-in page does not load it. */

/**
 * What a new staff member may do until the owner changes it: look, not change. They open the store and see the
 * bills; changing tables and their QR codes, the menu or the settings, and taking money are granted by the owner.
 */
export const defaultStaffPermissions: StaffPermission[] = ['store.view', 'folios.view'];
