import { describe, expect, it } from 'vitest';
import { urls } from '../../lib/urls';
import { menuItems, visibleMenu, type MenuItem } from './menu-items';

const paths = (items: MenuItem[]): string[] =>
  items.flatMap((item) => (item.children ? paths(item.children) : item.path ? [item.path] : []));
const group = (items: MenuItem[], title: string) => items.find((i) => i.title === title);

describe('the sidebar menu', () => {
  it('shows the open folios and the folio list to everyone and the folio report to master users only, in the Folios group', () => {
    const everyone = visibleMenu(menuItems, { isMaster: false, managesOrders: true });
    expect(group(everyone, 'menu.folios')?.children?.map((c) => c.path)).toEqual([
      urls.main.sofraFolios,
      urls.main.folioList,
    ]);
    expect(paths(everyone)).not.toContain(urls.main.folioReport);

    const master = visibleMenu(menuItems, { isMaster: true, managesOrders: true });
    expect(group(master, 'menu.folios')?.children?.map((c) => c.path)).toEqual([
      urls.main.sofraFolios,
      urls.main.folioList,
      urls.main.folioReport,
    ]);
    // Nothing else differs but the platform coupons (below).
    const masterOnly: string[] = [urls.main.folioReport, urls.main.platformCoupons];
    expect(paths(master).filter((p) => !masterOnly.includes(p))).toEqual(paths(everyone));
  });

  it('shows the loyalty screens to everyone and the platform coupons to master users only, in the Loyalty group', () => {
    const loyalty = [
      urls.main.customerList,
      urls.main.campaignManagement,
      urls.main.userPointsOperations,
      urls.main.couponManagement,
    ];
    const everyone = visibleMenu(menuItems, { isMaster: false, managesOrders: false });
    expect(group(everyone, 'menu.loyalty')?.children?.map((c) => c.path)).toEqual(loyalty);
    const master = visibleMenu(menuItems, { isMaster: true, managesOrders: false });
    expect(group(master, 'menu.loyalty')?.children?.map((c) => c.path)).toEqual([
      ...loyalty,
      urls.main.platformCoupons,
    ]);
  });

  it('leaves out a group whose every entry is master-only', () => {
    const items: MenuItem[] = [
      {
        title: 'a',
        icon: menuItems[0]!.icon,
        children: [{ title: 'b', icon: menuItems[0]!.icon, path: '/b', masterOnly: true }],
      },
    ];
    expect(visibleMenu(items, { isMaster: false, managesOrders: true })).toEqual([]);
    expect(visibleMenu(items, { isMaster: true, managesOrders: true })).toEqual(items);
  });

  it('shows the order service and order tracking only to those who answer orders in the active store', () => {
    const staff = visibleMenu(menuItems, { isMaster: false, managesOrders: false });
    expect(group(staff, 'menu.orders')).toBeUndefined();
    expect(paths(staff)).not.toContain(urls.main.orderService);
    expect(paths(staff)).not.toContain(urls.main.orderTracking);

    const manager = visibleMenu(menuItems, { isMaster: false, managesOrders: true });
    expect(group(manager, 'menu.orders')?.children?.map((c) => c.path)).toEqual([
      urls.main.orderService,
      urls.main.orderTracking,
    ]);
  });

  it('shows the loyalty dashboard and product sales only to those who may read the store reports', () => {
    const staff = visibleMenu(menuItems, { isMaster: false, managesOrders: false, viewsReports: false });
    expect(paths(staff)).toContain(urls.main.reportDashboard);
    expect(paths(staff)).not.toContain(urls.main.sofra);
    expect(paths(staff)).not.toContain(urls.main.sofraPosReports);

    const reader = visibleMenu(menuItems, { isMaster: false, managesOrders: false, viewsReports: true });
    expect(paths(reader).slice(0, 3)).toEqual([urls.main.reportDashboard, urls.main.sofra, urls.main.sofraPosReports]);
  });
});
