import {
  IconAdjustments,
  IconBulb,
  IconCalendarEvent,
  IconCalendarTime,
  IconLink,
  IconToolsKitchen2,
  IconBuildingStore,
  IconCash,
  IconCashRegister,
  IconDiscount,
  IconGift,
  IconHeartHandshake,
  IconReportMoney,
  IconSpeakerphone,
  IconListDetails,
  IconPercentage,
  IconPrinter,
  IconSitemap,
  IconTrashX,
  IconChartBar,
  IconChartPie,
  IconReceipt,
  IconReceipt2,
  IconFileText,
  IconLayoutBoard,
  IconLayoutGrid,
  IconLogout,
  IconMapPin,
  IconToolsKitchen,
  IconPhoto,
  IconPlugConnected,
  IconQrcode,
  IconSettings,
  IconTable,
  IconTicket,
  IconUserCircle,
  IconUsers,
  IconStar,
  type Icon,
} from '@tabler/icons-react';
import { urls } from '../../lib/urls';

export interface MenuItem {
  /** Translation key of the title. */
  title: string;
  icon: Icon;
  /** The screen's full path (lib/urls.ts); absent for a group. */
  path?: string;
  children?: MenuItem[];
  /** Shown to master users only (spec section 6: the folio report). */
  masterOnly?: boolean;
  /** Shown only to those who answer orders in the active store: its owners, and staff with orders.manage. */
  ordersOnly?: boolean;
  /** Shown only to those who may read the active store's reports: its owners, and staff with reports.view. */
  reportsOnly?: boolean;
  /** Shown only to those who may close the active store's day: its owners, and staff with payments.close-day. */
  closesDay?: boolean;
}

/** Who is looking: decides the entries shown. */
export interface MenuViewer {
  isMaster: boolean;
  /** Owner of the active store, or staff holding orders.manage there. */
  managesOrders: boolean;
  /** Owner of the active store, or staff holding reports.view there. */
  viewsReports?: boolean;
  /** Owner of the active store, or staff holding payments.close-day there. */
  closesDay?: boolean;
}

/** The sidebar menu: only entries whose screens exist. Logout is drawn apart, at the end. */
export const menuItems: MenuItem[] = [
  { title: 'menu.reportDashboard', icon: IconChartBar, path: urls.main.reportDashboard },
  { title: 'menu.sofra', icon: IconHeartHandshake, path: urls.main.sofra, reportsOnly: true },
  { title: 'menu.sofraPosReports', icon: IconReportMoney, path: urls.main.sofraPosReports, reportsOnly: true },
  {
    title: 'menu.stores',
    icon: IconBuildingStore,
    children: [
      { title: 'menu.ownedStores', icon: IconBuildingStore, path: urls.main.ownedStores },
      { title: 'menu.storeAdd', icon: IconBuildingStore, path: urls.main.storeAdd },
      { title: 'menu.storeSettings', icon: IconSettings, path: urls.main.storeSettings },
      { title: 'menu.storeImages', icon: IconPhoto, path: urls.main.storeImages },
    ],
  },
  {
    title: 'menu.tables',
    icon: IconTable,
    children: [
      { title: 'menu.sofraTables', icon: IconTable, path: urls.main.sofraTables },
      { title: 'menu.tableAndGroups', icon: IconLayoutGrid, path: urls.main.tableAndGroups },
      { title: 'menu.linkTable', icon: IconQrcode, path: urls.main.linkTable },
      // Issue 38: the places a guest can book, next to the tables they stand for.
      { title: 'menu.reservationPoints', icon: IconCalendarEvent, path: urls.main.reservationPoints },
      // The host stand: the day's bookings on those points.
      { title: 'menu.reservations', icon: IconCalendarTime, path: urls.main.reservations },
    ],
  },
  {
    title: 'menu.productGroup',
    icon: IconToolsKitchen2,
    children: [
      { title: 'menu.productList', icon: IconListDetails, path: urls.main.menuList },
      { title: 'menu.variation', icon: IconAdjustments, path: urls.main.variation },
      { title: 'menu.suggestions', icon: IconBulb, path: urls.main.suggestions },
      { title: 'menu.productSuggestions', icon: IconLink, path: urls.main.productSuggestions },
    ],
  },
  {
    title: 'menu.definitions',
    icon: IconListDetails,
    children: [
      { title: 'menu.taxRates', icon: IconPercentage, path: urls.main.taxRates },
      { title: 'menu.departments', icon: IconSitemap, path: urls.main.departments },
      { title: 'menu.printers', icon: IconPrinter, path: urls.main.printers },
      { title: 'menu.discountReasons', icon: IconDiscount, path: urls.main.discountReasons },
      { title: 'menu.giftReasons', icon: IconGift, path: urls.main.giftReasons },
      { title: 'menu.deleteReasons', icon: IconTrashX, path: urls.main.deleteReasons },
    ],
  },
  {
    title: 'menu.folios',
    icon: IconReceipt,
    children: [
      { title: 'menu.sofraFolios', icon: IconLayoutBoard, path: urls.main.sofraFolios },
      { title: 'menu.folioList', icon: IconReceipt2, path: urls.main.folioList },
      { title: 'menu.endOfDay', icon: IconCashRegister, path: urls.main.endOfDay, closesDay: true },
      { title: 'menu.folioReport', icon: IconChartPie, path: urls.main.folioReport, masterOnly: true },
    ],
  },
  {
    title: 'menu.orders',
    icon: IconToolsKitchen,
    children: [
      { title: 'menu.orderService', icon: IconToolsKitchen, path: urls.main.orderService, ordersOnly: true },
      { title: 'menu.orderTracking', icon: IconMapPin, path: urls.main.orderTracking, ordersOnly: true },
    ],
  },
  {
    title: 'menu.loyalty',
    icon: IconStar,
    children: [
      { title: 'menu.customerList', icon: IconUsers, path: urls.main.customerList },
      { title: 'menu.campaignManagement', icon: IconSpeakerphone, path: urls.main.campaignManagement },
      { title: 'menu.userPointsOperations', icon: IconStar, path: urls.main.userPointsOperations },
      { title: 'menu.couponManagement', icon: IconTicket, path: urls.main.couponManagement },
      { title: 'menu.platformCoupons', icon: IconTicket, path: urls.main.platformCoupons, masterOnly: true },
    ],
  },
  // The spec lists it at the top level (payment-type-definition), beside the definitions.
  { title: 'menu.paymentTypes', icon: IconCash, path: urls.main.paymentTypes },
  { title: 'menu.staffs', icon: IconUsers, path: urls.main.staffs },
  { title: 'menu.integration', icon: IconPlugConnected, path: urls.main.integration },
  { title: 'menu.legalNotes', icon: IconFileText, path: urls.main.legalNotes },
  { title: 'menu.profile', icon: IconUserCircle, path: urls.main.profile },
];

/**
 * The menu as a user sees it: master-only entries left out for everyone else, order entries for those who do not
 * answer orders, report entries for those who may not read reports, and groups left empty by that.
 */
export const visibleMenu = (items: MenuItem[], viewer: MenuViewer): MenuItem[] =>
  items.flatMap((item) => {
    if (item.masterOnly && !viewer.isMaster) return [];
    if (item.ordersOnly && !viewer.managesOrders) return [];
    if (item.reportsOnly && !viewer.viewsReports) return [];
    if (item.closesDay && !viewer.closesDay) return [];
    if (!item.children) return [item];
    const children = visibleMenu(item.children, viewer);
    return children.length ? [{ ...item, children }] : [];
  });

export const logoutItem: MenuItem = { title: 'menu.logout', icon: IconLogout, path: urls.main.logout };
