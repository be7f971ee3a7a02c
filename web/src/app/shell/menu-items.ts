import {
  IconBuildingStore, IconChartBar, IconFileText, IconLayoutGrid, IconLogout, IconPhoto, IconQrcode, IconSettings, IconTable,
  IconUserCircle, IconUsers, type Icon,
} from '@tabler/icons-react';

export interface MenuItem {
  /** Translation key of the title. */
  title: string;
  icon: Icon;
  /** Route under /main/; absent for a group. */
  path?: string;
  children?: MenuItem[];
}

/** The sidebar menu: only entries whose screens exist. Logout is drawn apart, at the end. */
export const menuItems: MenuItem[] = [
  { title: 'menu.reportDashboard', icon: IconChartBar, path: 'report-dashboard' },
  {
    title: 'menu.stores',
    icon: IconBuildingStore,
    children: [
      { title: 'menu.ownedStores', icon: IconBuildingStore, path: 'owned-stores' },
      { title: 'menu.storeAdd', icon: IconBuildingStore, path: 'store-add' },
      { title: 'menu.storeSettings', icon: IconSettings, path: 'store-settings' },
      { title: 'menu.storeImages', icon: IconPhoto, path: 'store-images' },
    ],
  },
  {
    title: 'menu.tables',
    icon: IconTable,
    children: [
      { title: 'menu.sofraTables', icon: IconTable, path: 'sofra-tables' },
      { title: 'menu.tableAndGroups', icon: IconLayoutGrid, path: 'table-and-groups' },
      { title: 'menu.linkTable', icon: IconQrcode, path: 'link-table' },
    ],
  },
  { title: 'menu.staffs', icon: IconUsers, path: 'staffs' },
  { title: 'menu.legalNotes', icon: IconFileText, path: 'legal-notes' },
  { title: 'menu.profile', icon: IconUserCircle, path: 'profile' },
];

export const logoutItem: MenuItem = { title: 'menu.logout', icon: IconLogout, path: 'logout' };
