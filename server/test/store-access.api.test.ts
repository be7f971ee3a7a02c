import { afterAll, beforeAll, expect, test } from 'vitest';
import sharp from 'sharp';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { mediaCalls } from '@sofra/contracts/media/media.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import type { Store } from '@sofra/contracts/stores/stores.schemas';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import type { Table, TableQrImage } from '@sofra/contracts/tables/tables.schemas';
import { buildTestApp, freshGsm, type TestApp } from './build-app.ts';
import { newStore, type Session } from './factories.ts';
import { sendCall } from './send-call.ts';
import { posCalls } from '@sofra/contracts/pos/pos.calls';
import { folioCalls } from '@sofra/contracts/folios/folios.calls';
import type { Folio } from '@sofra/contracts/folios/folios.schemas';
import { couponCalls } from '@sofra/contracts/loyalty/coupons.calls';
import { campaignCalls } from '@sofra/contracts/loyalty/campaigns.calls';
import { pointCalls } from '@sofra/contracts/loyalty/points.calls';
import { customerCalls } from '@sofra/contracts/customers/customers.calls';

let t: TestApp;
let owner: Session;
let other: Session;
let store: Store;
/** A table and a QR code of the owner's store, so the samples name real records. */
let table: Table;
let qr: TableQrImage;
/** The store's logo, so a refused upload or delete would show as a change. */
let logoUrl: string;
/** The POS key of a cash register of the other owner's store: the calls made by POS key are walked with it. */
let otherPosKey: string;
/** A small real picture: the upload samples carry it, so only the guard can refuse them. */
let picture: Buffer;
/** An open folio of the owner's store: the folio samples name it, so a write that got through would bump its version. */
let folio: Folio;
/** The other owner's own store: the report samples name it FIRST, so only the guard of every id refuses them. */
let otherStoreId: string;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await t.signIn();
  other = await t.signIn();
  const otherStore = await t.call(other.token, storeCalls.saveStore, newStore({ name: 'Başkasının Dükkanı' }));
  otherPosKey = (await t.call(other.token, posCalls.createCashRegister, { storeId: otherStore.id, name: 'Kasa' })).key;
  otherStoreId = otherStore.id;
  store = await t.call(owner.token, storeCalls.saveStore, newStore({ name: 'Benim Dükkanım' }));
  table = await t.call(owner.token, tableCalls.saveStoreTable, {
    storeId: store.id,
    groupName: 'Salon',
    tableName: 'Salon 1',
  });
  qr = await t.call(owner.token, tableCalls.createTableQR, { storeId: store.id, width: 256 });
  folio = await t.call(owner.token, folioCalls.save, { storeId: store.id, serviceType: 'take-away' });
  picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 10, g: 120, b: 10 } } })
    .png()
    .toBuffer();
  const saved = await sendCall(
    t.app,
    owner.token,
    mediaCalls.saveImage,
    { storeId: store.id, itemType: 'store' },
    { file: picture },
  );
  expect(saved.statusCode).toBe(200);
  logoUrl = saved.json().message;
});
afterAll(async () => t.close());

const UNKNOWN_ID = '0000000000a-0000-0000-000000000000';

/**
 * A valid input for every call that names a store (path parameters included); a new such call without one here fails
 * the walk. Multipart calls are sent as forms with a real picture, GET calls as GETs.
 */
const samples: Record<string, (storeId: string) => Record<string, unknown>> = {
  'user/getUserByGsm': (storeId) => ({ storeId, gsm: owner.gsm }),
  'user/linkOwnedStore': (storeId) => ({ userId: other.userId, storeId }),
  'user/unlinkOwnedStore': (storeId) => ({ userId: owner.userId, storeId }),
  'store/saveStore': (id) => ({ id, name: 'Ele geçirildi' }),
  'store/storeInfo': (id) => ({ id }),
  'store/getStoreStatus': (id) => ({ id }),
  'store/getStaffList': (id) => ({ id }),
  'store/saveStaff': (storeId) => ({ storeId, gsm: other.gsm, position: 'waiter' }),
  'store/removeStaff': (storeId) => ({ storeId, userId: owner.userId }),
  'store/saveStaffPermissions': (storeId) => ({ storeId, userId: other.userId, permissions: ['store.edit'] }),
  'store/saveStaffPosition': (storeId) => ({ storeId, userId: other.userId, position: 'manager' }),
  'store/getStaffInvitations': (id) => ({ id }),
  'store/cancelStaffInvitation': (storeId) => ({ storeId, gsm: '905321234567' }),
  'contract/getStoreContract': (storeId) => ({ storeId }),
  'contract/saveStoreContract': (storeId) => ({
    storeId,
    companyTitle: 'Ele Geçirme A.Ş.',
    taxOffice: 'Kadıköy',
    taxNumber: '1234567890',
    adminName: 'Başka',
    adminGsm: '905321234567',
    phone: '902121234567',
    email: 'x@example.com',
    address: 'İstanbul',
  }),
  'contract/sendLinkSms': (storeId) => ({ storeId, gsm: '905321234567' }),
  'store/getDeliveryQr': (id) => ({ id, width: 1024 }),
  'menu/menuQR': (id) => ({ id, width: 0 }),
  'menu/menuQR/{id}': (id) => ({ id, width: 0 }),
  'image/saveImage': (storeId) => ({ storeId, itemType: 'store' }),
  'image/deleteImage': (storeId) => ({ storeId, itemId: storeId, itemType: 'store' }),
  'image/coupon': (storeId) => ({ storeId, couponId: UNKNOWN_ID }),
  'image/deleteCouponImage': (storeId) => ({ storeId, couponId: UNKNOWN_ID }),
  'image/imageStore': (id) => ({ id }),
  'image/storeBanners': (id) => ({ id }),
  'image/popupBanners': (id) => ({ id }),
  'image/sortImages': (storeId) => ({
    storeId,
    itemType: 'store-banner',
    itemIds: ['0000000000a-0000-0000-000000000000'],
  }),
  'legal-notes/get': (storeId) => ({ storeId }),
  'legal-notes/save': (storeId) => ({
    storeId,
    type: 'privacy-policy',
    lang: 'tr',
    caption: 'Ele geçirildi',
    detail: '<p>x</p>',
  }),
  'legal-notes/delete': (storeId) => ({ storeId, id: '0000000000a-0000-0000-000000000000' }),
  'store/syncStoreMenu': (id) => ({ id }),
  'store/storeMenu': (id) => ({ id, language: 'en' }),
  'menu/publishState': (storeId) => ({ storeId }),
  'store/getStoreTables': (id) => ({ id }),
  'store/saveStoreTable': (storeId) => ({ storeId, id: table.id, tableName: 'Ele geçirildi' }),
  'store/saveStoreTables': (storeId) => ({
    storeId,
    groupName: 'Ele geçirildi',
    tables: [{ tableName: 'Ele geçirildi 1' }],
  }),
  'store/deleteStoreTable': (storeId) => ({ storeId, tableId: table.id }),
  'store/updateTablesStartAction': (storeId) => ({ storeId, tableIds: [table.id], startAction: 'delivery' }),
  'store/saveTableGroup': (storeId) => ({ storeId, name: 'Ele geçirildi', oldName: 'Salon' }),
  'store/deleteTableGroup': (storeId) => ({ storeId, name: 'Salon', moveTo: '' }),
  'store/getTableSections': (id) => ({ id }),
  'store/saveTableSection': (storeId) => ({ storeId, name: 'Ele geçirildi', staffs: [], tables: [table.id] }),
  'store/deleteTableSection': (storeId) => ({ storeId, id: '0000000000a-0000-0000-000000000000' }),
  'store/linkTableToCode': (id) => ({ id, tableId: table.id, code: qr.code }),
  'store/unlinkTable': (id) => ({ id, tableId: table.id }),
  'store/getTableQrs': (id) => ({ id }),
  'helper/createTableQR': (storeId) => ({ storeId, width: 1600, isBlackWhite: true }),
  'helper/getTableQrImage': (storeId) => ({ storeId, code: qr.code }),
  'helper/updateTableQrStoreId': (storeId) => ({ qrCode: qr.code, storeId }),
  'store/getTableLogs': (storeId) => ({ storeId, from: '2026-01-01T00:00:00Z', to: '2026-02-01T00:00:00Z' }),
  'pos/getTaxRates': (storeId) => ({ storeId }),
  'pos/saveTaxRate': (storeId) => ({ storeId, name: 'Ele geçirildi', rate: 5 }),
  'pos/deleteTaxRate': (storeId) => ({ storeId, id: '0000000000a-0000-0000-000000000000' }),
  'pos/getDepartments': (storeId) => ({ storeId }),
  'pos/saveDepartment': (storeId) => ({
    storeId,
    name: 'Ele geçirildi',
    departmentNo: 42,
    taxRateId: '0000000000a-0000-0000-000000000000',
  }),
  'pos/deleteDepartment': (storeId) => ({ storeId, ids: ['0000000000a-0000-0000-000000000000'] }),
  'pos/getPrinters': (storeId) => ({ storeId }),
  'pos/savePrinter': (storeId) => ({ storeId, name: 'Ele geçirildi', type: 'unit', connection: 'USB', paperWidth: 80 }),
  'pos/deletePrinter': (storeId) => ({ storeId, id: '0000000000a-0000-0000-000000000000' }),
  'pos/getDiscountReasons': (storeId) => ({ storeId }),
  'pos/saveDiscountReason': (storeId) => ({ storeId, name: 'Ele geçirildi', kind: 'percent', value: 100 }),
  'pos/deleteDiscountReason': (storeId) => ({ storeId, id: '0000000000a-0000-0000-000000000000' }),
  'pos/getGiftReasons': (storeId) => ({ storeId }),
  'pos/saveGiftReason': (storeId) => ({ storeId, name: 'Ele geçirildi' }),
  'pos/deleteGiftReason': (storeId) => ({ storeId, id: '0000000000a-0000-0000-000000000000' }),
  'pos/getDeleteReasons': (storeId) => ({ storeId }),
  'pos/saveDeleteReason': (storeId) => ({ storeId, name: 'Ele geçirildi', wasted: true }),
  'pos/deleteDeleteReason': (storeId) => ({ storeId, id: '0000000000a-0000-0000-000000000000' }),
  'pos/getPaymentTypes': (storeId) => ({ storeId }),
  'pos/savePaymentType': (storeId) => ({ storeId, name: 'Ele geçirildi', collectionType: 'cash' }),
  'pos/deletePaymentType': (storeId) => ({ storeId, id: '0000000000a-0000-0000-000000000000' }),
  'pos/getIntegration': (storeId) => ({ storeId }),
  'pos/saveIntegration': (storeId) => ({ storeId, kerzzId: 'x', cloudId: 'x', foodAppAccountId: 'x' }),
  'pos/getCashRegisters': (storeId) => ({ storeId }),
  'pos/createCashRegister': (storeId) => ({ storeId, name: 'Ele geçirildi' }),
  'pos/rotateCashRegisterKey': (storeId) => ({ storeId, id: '0000000000a-0000-0000-000000000000' }),
  'pos/deleteCashRegister': (storeId) => ({ storeId, id: '0000000000a-0000-0000-000000000000' }),
  'pos/getTables': (storeId) => ({ storeId }),
  'menu/getGroups': (storeId) => ({ storeId }),
  'menu/saveGroup': (storeId) => ({ storeId, names: { tr: 'Ele geçirildi' } }),
  'menu/deleteGroup': (storeId) => ({ storeId, id: '0000000000a-0000-0000-000000000000' }),
  'menu/setGroupStatus': (storeId) => ({ storeId, id: '0000000000a-0000-0000-000000000000', active: false }),
  'menu/sortGroups': (storeId) => ({ storeId, ids: ['0000000000a-0000-0000-000000000000'] }),
  'menu/getProducts': (storeId) => ({ storeId }),
  'menu/saveProduct': (storeId) => ({
    storeId,
    groupId: '0000000000a-0000-0000-000000000000',
    names: { tr: 'Ele geçirildi' },
    price: 100,
  }),
  'menu/deleteProduct': (storeId) => ({ storeId, id: '0000000000a-0000-0000-000000000000' }),
  'menu/setProductStatus': (storeId) => ({ storeId, id: '0000000000a-0000-0000-000000000000', active: false }),
  'menu/sortProducts': (storeId) => ({
    storeId,
    groupId: '0000000000a-0000-0000-000000000000',
    ids: ['0000000000a-0000-0000-000000000000'],
  }),
  'menu/exportMenu': (storeId) => ({ storeId }),
  'menu/importMenu': (storeId) => ({ storeId }),
  'menu/getModifiers': (storeId) => ({ storeId }),
  'menu/saveModifier': (storeId) => ({ storeId, names: { tr: 'Ele geçirildi' }, options: [{ names: { tr: 'Bir' } }] }),
  'menu/deleteModifier': (storeId) => ({ storeId, id: '0000000000a-0000-0000-000000000000' }),
  'menu/setModifierStatus': (storeId) => ({ storeId, id: '0000000000a-0000-0000-000000000000', active: false }),
  'menu/getAdvices': (storeId) => ({ storeId }),
  'menu/saveAdvice': (storeId) => ({
    storeId,
    names: { tr: 'Ele geçirildi' },
    productIds: ['0000000000a-0000-0000-000000000000'],
  }),
  'menu/deleteAdvice': (storeId) => ({ storeId, id: '0000000000a-0000-0000-000000000000' }),
  'menu/setAdviceStatus': (storeId) => ({ storeId, id: '0000000000a-0000-0000-000000000000', active: false }),
  'menu/setLinks': (storeId) => ({
    storeId,
    target: 'product',
    id: '0000000000a-0000-0000-000000000000',
    modifierIds: [],
  }),
  'image/product': (id) => ({ id }),
  'image/productGroups': (id) => ({ id }),
  'image/menuBanners': (id) => ({ id }),
  'pos/getTableGroups': (storeId) => ({ storeId }),
  'folio/getByStore': (storeId) => ({ storeId, from: '2026-03-01', to: '2026-03-31' }),
  'folio/getTotals': (storeId) => ({ storeId, from: '2026-03-01', to: '2026-03-31' }),
  'report/getDashboard': (storeId) => ({ storeIds: [otherStoreId, storeId], from: '2026-03-01', to: '2026-03-31' }),
  'report/getFolios': (storeId) => ({ storeIds: [otherStoreId, storeId], from: '2026-03-01', to: '2026-03-31' }),
  'report/getStores': (storeId) => ({ storeIds: [otherStoreId, storeId], from: '2026-03-01', to: '2026-03-31' }),
  'report/getUserCountStats': (storeId) => ({
    storeIds: [otherStoreId, storeId],
    from: '2026-03-01',
    to: '2026-03-31',
  }),
  'report/getLoyaltySummary': (storeId) => ({ storeIds: [otherStoreId, storeId] }),
  'report/getFolioDetails': (storeId) => ({ storeId, from: '2026-03-01', to: '2026-03-31' }),
  'report/getProductSales': (storeId) => ({ storeId, from: '2026-03-01', to: '2026-03-31', by: 'product' }),
  'report/getSetupChecklist': (storeId) => ({ storeId }),
  'closing/getDay': (storeId) => ({ storeId }),
  'closing/closeDay': (storeId) => ({ storeId, businessDay: '2026-03-14', counted: 0, reason: 'Sayılmadı' }),
  'closing/reopenDay': (storeId) => ({ storeId, businessDay: '2026-03-14', reason: 'Geç hesap' }),
  'closing/listDays': (storeId) => ({ storeId }),
  'closing/exportDay': (storeId) => ({ storeId, businessDay: '2026-03-14' }),
  'closing/getShifts': (storeId) => ({ storeId }),
  'closing/openShift': (storeId) => ({ storeId, till: 'Kasa 9' }),
  'closing/closeShift': (storeId) => ({ storeId, id: 'shift-1', counted: 0 }),
  'folio/getByDate': (storeId) => ({ storeId, date: '2026-03-14' }),
  'folio/getUserFolios': (storeId) => ({ storeId, userId: owner.userId }),
  'folio/getByUserQr': (storeId) => ({ storeId, userQr: 'QR-ele-gecirildi' }),
  'folio/receiveFromPos': (storeId) => ({ storeId }),
  'folio/controlFromPos': (storeId) => ({ storeId, folios: [{ id: folio.id, posFolioId: 'ELE-GECIRILDI' }] }),
  'pos/folioImport': (storeId) => ({
    storeId,
    folios: [
      {
        posFolioId: 'ELE-GECIRILDI',
        openedAt: '2026-03-14T12:00:00Z',
        closedAt: '2026-03-14T13:00:00Z',
        lines: [{ name: 'Çay', unitPrice: 1_500, quantity: 1, taxRate: 1 }],
        payments: [{ paymentTypeId: UNKNOWN_ID, amount: 1_500 }],
      },
    ],
  }),
  'folio/exportList': (storeId) => ({ storeId, from: '2026-03-01', to: '2026-03-31', language: 'tr' }),
  'report/exportProductSales': (storeId) => ({
    storeId,
    from: '2026-03-01',
    to: '2026-03-31',
    by: 'group',
    language: 'en',
  }),
  'folio/save': (storeId) => ({ storeId, id: folio.id, version: 1, serviceType: 'take-away', note: 'Ele geçirildi' }),
  'folio/getById': (storeId) => ({ storeId, id: folio.id }),
  'folio/get': (storeId) => ({ storeId }),
  'folio/refresh': (storeId) => ({ storeId, id: folio.id, version: 0 }),
  'folio/lock': (storeId) => ({ storeId, id: folio.id }),
  'folio/addPayment': (storeId) => ({ storeId, id: folio.id, paymentTypeId: UNKNOWN_ID, amount: 100 }),
  'folio/removePayment': (storeId) => ({ storeId, id: folio.id, paymentId: UNKNOWN_ID }),
  'folio/close': (storeId) => ({ storeId, id: folio.id }),
  'folio/cancel': (storeId) => ({ storeId, id: folio.id, reason: 'Ele geçirildi' }),
  'folio/done': (storeId) => ({ storeId, id: folio.id }),
  'folio/hide': (storeId) => ({ storeId, id: folio.id, reason: 'Deneme' }),
  'folio/applyDiscount': (storeId) => ({ storeId, id: folio.id, reasonId: null }),
  'folio/giftLine': (storeId) => ({ storeId, id: folio.id, lineId: UNKNOWN_ID, reasonId: null }),
  'folio/voidLine': (storeId) => ({ storeId, id: folio.id, lineId: UNKNOWN_ID, reasonId: UNKNOWN_ID }),
  'folio/moveTable': (storeId) => ({ storeId, id: folio.id, tableId: table.id }),
  'order/get': (storeId) => ({ storeId }),
  'order/accept': (storeId) => ({ storeId, id: folio.id, prepMinutes: 10 }),
  'order/reject': (storeId) => ({ storeId, id: folio.id, reason: 'Ele geçirildi' }),
  'order/getSettings': (storeId) => ({ storeId }),
  'order/saveSettings': (storeId) => ({ storeId, autoAccept: true, prepMinutes: 5 }),
  'order/setStoreStatus': (storeId) => ({ storeId, status: 'out-of-order' }),
  'folio/updateDeliveryStatus': (storeId) => ({ storeId, id: folio.id, status: 'preparing' }),
  'signal/get': (storeId) => ({ storeId }),
  'signal/acknowledge': (storeId) => ({ storeId, id: UNKNOWN_ID }),
  'notification/getStaff': (storeId) => ({ storeId }),
  'notification/deleteStaff': (storeId) => ({ storeId, ids: [UNKNOWN_ID] }),
  'notification/markRead': (storeId) => ({ storeId }),
  'notification/getUnreadCounts': (storeId) => ({ storeId }),
  'folio/noteLine': (storeId) => ({ storeId, id: folio.id, lineId: UNKNOWN_ID, note: 'Ele geçirildi' }),
  'folio/setCovers': (storeId) => ({ storeId, id: folio.id, covers: 4 }),
  'folio/receiptLink': (storeId) => ({ storeId, id: folio.id }),
  'folio/printReceipt': (storeId) => ({ storeId, id: folio.id }),
  'folio/sendReceipt': (storeId) => ({ storeId, id: folio.id, phone: '+905321112233' }),
  'user/streamTicket': (storeId) => ({ storeId }),
  'coupon/create': (storeId) => ({ storeId, name: 'Ele geçirildi', benefit: { kind: 'percent', value: 10 } }),
  'coupon/get': (storeId) => ({ storeId }),
  'coupon/getById': (storeId) => ({ storeId, couponId: UNKNOWN_ID }),
  'coupon/setStatus': (storeId) => ({ storeId, couponId: UNKNOWN_ID, status: 'disabled' }),
  'coupon/getUsage': (storeId) => ({ storeId, couponId: UNKNOWN_ID }),
  'coupon/exportCodes': (storeId) => ({ storeId, couponId: UNKNOWN_ID }),
  'coupon/load': (storeId) => ({ storeId, couponId: UNKNOWN_ID, guest: { gsm: other.gsm } }),
  'coupon/use': (storeId) => ({ storeId, code: 'ABCDEFGHJK', folioId: folio.id }),
  'coupon/getPosVariants': (storeId) => ({ storeId }),
  'coupon/getBenefits': (storeId) => ({ storeId, guest: { gsm: other.gsm } }),
  'coupon/savePool': (storeId) => ({
    storeId,
    name: 'Ele geçirildi',
    entries: [{ couponId: UNKNOWN_ID, weight: 1 }],
    noPrizeWeight: 1,
  }),
  'coupon/getPools': (storeId) => ({ storeId }),
  'coupon/scratch': (storeId) => ({ storeId, poolId: UNKNOWN_ID, guest: { gsm: other.gsm } }),
  'user-point/calcPointWithFolio': (storeId) => ({ storeId, folioId: folio.id }),
  'user-point/getPoints': (storeId) => ({ storeId, userId: owner.userId }),
  'user-point/addPoint': (storeId) => ({ storeId, userId: owner.userId, points: 5, reason: 'Ele geçirildi' }),
  'user-point/redeemStamps': (storeId) => ({ storeId, userId: UNKNOWN_ID }),
  'user-point/getStoreTotals': (storeId) => ({ storeId, from: '2026-01-01', to: '2026-01-31' }),
  'user-point/getCustomUserPoints': (storeId) => ({ storeId }),
  'store/getChildStores': (storeId) => ({ storeId }),
  'report/getUserReport': (storeId) => ({ storeId, segment: 'lapsed' }),
  'report/exportUserReport': (storeId) => ({ storeId }),
  'user/countMessageAudience': (storeId) => ({ storeId, segment: 'all', channel: 'sms' }),
  'user/sendMessage': (storeId) => ({ storeId, segment: 'all', channel: 'sms', text: 'Ele geçirildi' }),
  'user/createVirtualUser': (storeId) => ({ storeId, name: 'Ele Geçirildi', gsm: '+905550009999' }),
  'user/recordConsent': (storeId) => ({ storeId, userId: owner.userId, channel: 'sms', value: false }),
  'user/getPermissionLog': (storeId) => ({ storeId, userId: owner.userId }),
  'helper/saveFeedback': (storeId) => ({
    storeId,
    gsm: other.gsm,
    email: 'x@example.com',
    message: 'merhaba',
    subject: 'konu',
    token: other.token,
    name: 'Başka',
  }),
  'campaign/get': (storeId) => ({ storeId }),
  'campaign/save': (storeId) => ({
    storeId,
    name: 'Ele geçirildi',
    kind: 'welcome',
    rule: { reward: { kind: 'percent', value: 100 } },
    segment: 'all',
    schedule: { from: '2026-01-01', to: null, days: [1], startTime: '00:00', endTime: '00:00' },
    status: 'running',
  }),
  'campaign/setStatus': (storeId) => ({ storeId, id: UNKNOWN_ID, status: 'running' }),
  'campaign/delete': (storeId) => ({ storeId, id: UNKNOWN_ID }),
  'campaign/getAudience': (storeId) => ({ storeId, segment: 'all' }),
  'campaign/getMessageAudience': (storeId) => ({ storeId, kind: 'win-back', channel: 'sms', lapseDays: 30 }),
  'campaign/getResults': (storeId) => ({ storeId, from: '2026-11-01', to: '2026-11-30' }),
  'reservation/getPoints': (storeId) => ({ storeId }),
  'reservation/savePoint': (storeId) => ({
    storeId,
    name: 'Ele geçirildi',
    kind: 'area',
    minParty: 1,
    maxParty: 4,
    slots: [{ upTo: 4, minutes: 90 }],
  }),
  'reservation/deletePoint': (storeId) => ({ storeId, id: UNKNOWN_ID }),
  'reservation/availability': (storeId) => ({ storeId, date: '2031-03-14', partySize: 2 }),
  'reservation/save': (storeId) => ({
    storeId,
    guest: { name: 'Ele geçirildi' },
    partySize: 2,
    startsAt: '2031-03-14T17:00:00Z',
    pointIds: [UNKNOWN_ID],
  }),
  'reservation/get': (storeId) => ({ storeId, id: UNKNOWN_ID }),
  'reservation/byStore': (storeId) => ({ storeId, from: '2031-03-14' }),
  'reservation/setStatus': (storeId) => ({ storeId, id: UNKNOWN_ID, status: 'confirmed' }),
  'reservation/cancel': (storeId) => ({ storeId, id: UNKNOWN_ID, reason: 'Ele geçirildi' }),
  'reservation/getSettings': (storeId) => ({ storeId }),
  'reservation/saveSettings': (storeId) => ({ storeId, guestConfirmation: 'instant', reminderMinutes: 60 }),
};

test('every registered call that takes a store id refuses another owner with store_forbidden', async () => {
  const storeCallsRegistered = t.app.calls.filter((c) => c.storeKey);
  expect(storeCallsRegistered.length).toBeGreaterThanOrEqual(Object.keys(samples).length);
  for (const call of storeCallsRegistered) {
    const sample = samples[call.path];
    expect(sample, `no sample body for ${call.path}`).toBeDefined();
    // A call made by POS key only is walked with the other store's key, below.
    const res =
      call.access === 'pos'
        ? await sendCall(t.app, null, call, sample!(store.id), { headers: { 'x-pos-key': otherPosKey } })
        : await sendCall(t.app, other.token, call, sample!(store.id), { file: picture });
    expect({ path: call.path, status: res.statusCode, code: res.json().code }).toEqual({
      path: call.path,
      status: 403,
      code: 'store_forbidden',
    });
    // What a cash register may read, another store's register may not.
    if (call.pos) {
      const byKey = await sendCall(t.app, null, call, sample!(store.id), { headers: { 'x-pos-key': otherPosKey } });
      expect({ path: call.path, status: byKey.statusCode, code: byKey.json().code }).toEqual({
        path: call.path,
        status: 403,
        code: 'store_forbidden',
      });
    }
  }
  // The upload and delete-image routes are in the walk like every other call.
  expect(storeCallsRegistered.map((c) => c.path)).toEqual(
    expect.arrayContaining(['image/saveImage', 'image/deleteImage', 'menu/menuQR/{id}']),
  );
  // Nothing was changed by the refused calls.
  expect((await t.call(owner.token, mediaCalls.imageStore, { id: store.id }))?.url).toBe(logoUrl);
  const after = await t.call(owner.token, storeCalls.storeInfo, { id: store.id });
  expect(after.name).toBe('Benim Dükkanım');
  expect(after.menuVersion).toBe(0);
  const tables = await t.call(owner.token, tableCalls.getStoreTables, { id: store.id });
  expect(tables).toEqual({ groups: ['Salon'], tables: [table] });
  expect(
    (await t.call(owner.token, tableCalls.getTableQrs, { id: store.id })).items.map((q) => [q.code, q.tableId]),
  ).toEqual([[qr.code, null]]);
  expect(await t.call(owner.token, folioCalls.getById, { storeId: store.id, id: folio.id })).toMatchObject({
    version: 1,
    status: 'open',
    note: '',
    tableId: null,
  });
  // No coupon, campaign, points or guest was written by the refused loyalty calls.
  expect(await t.call(owner.token, couponCalls.get, { storeId: store.id })).toEqual([]);
  expect(await t.call(owner.token, campaignCalls.get, { storeId: store.id })).toEqual([]);
  expect(await t.call(owner.token, pointCalls.getCustomUserPoints, { storeId: store.id })).toEqual({
    rows: [],
    total: 0,
  });
  expect((await t.call(owner.token, customerCalls.getUserReport, { storeId: store.id })).total).toBe(0);
  expect((await t.call(owner.token, authCalls.getOwnedStores, {})).map((o) => o.storeId)).toEqual([store.id]);
  expect(await t.call(other.token, authCalls.getOwnedStores, {})).not.toContainEqual(
    expect.objectContaining({ storeId: store.id }),
  );
});

test('an id that does not exist is refused the same way, so ids cannot be probed', async () => {
  const res = await t.raw(other.token, storeCalls.storeInfo, { id: '0000000000a-0000-0000-000000000000' });
  expect(res.json()).toMatchObject({ code: 'store_forbidden' });
});

test('the owner and a master user may use the store', async () => {
  expect((await t.raw(owner.token, storeCalls.storeInfo, { id: store.id })).statusCode).toBe(200);
  const master = await t.signIn(freshGsm());
  await t.makeMaster(master.userId);
  const res = await t.raw(master.token, storeCalls.storeInfo, { id: store.id });
  expect(res.statusCode).toBe(200);
  expect(res.json().name).toBe('Benim Dükkanım');
});
