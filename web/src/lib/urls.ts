/**
 * Every path of the portal in one place: the router, the sidebar, links and navigate() take them from
 * here. In lib/ (not app/) because features link to each other's screens and must not import app/.
 */

/** The screens under /main, by their path segment (spec section 2). */
export const mainSegments = {
  reportDashboard: 'report-dashboard',
  /** Spec section 2: {prefix} (dashboard), the loyalty dashboard (docs/report-screens.md). */
  sofra: 'sofra',
  /** Spec section 2: {prefix}-pos-reports, the product sales report. */
  sofraPosReports: 'sofra-pos-reports',
  ownedStores: 'owned-stores',
  storeAdd: 'store-add',
  staffs: 'staffs',
  storeImages: 'store-images',
  storeSettings: 'store-settings',
  profile: 'profile',
  legalNotes: 'legal-notes',
  contractText: 'contract-text',
  sofraTables: 'sofra-tables',
  tableAndGroups: 'table-and-groups',
  linkTable: 'link-table',
  assignQrCode: 'assign-qr-code',
  invitations: 'invitations',
  taxRates: 'definitions/tax-rates',
  departments: 'definitions/department',
  printers: 'definitions/printer',
  discountReasons: 'definitions/discount',
  giftReasons: 'definitions/gift',
  deleteReasons: 'definitions/delete-product',
  paymentTypes: 'payment-type-definition',
  menuList: 'product-and-product-groups/list',
  integration: 'integration',
  variation: 'variation',
  suggestions: 'suggestions',
  productSuggestions: 'product-suggestions',
  sofraFolios: 'sofra-folios',
  folioList: 'folio-list',
  endOfDay: 'end-of-day',
  /** Spec section 2: {prefix}-folio-report, master users only (section 6). */
  folioReport: 'sofra-folio-report',
  /** Spec section 2: guests' orders (docs/live.md). */
  orderService: 'order-service',
  /** Spec section 2: the delivery board across the user's stores (docs/live.md). */
  orderTracking: 'order-tracking',
  /** Spec section 2: the store's coupons (docs/coupons.md). */
  couponManagement: 'coupon-management',
  /** Spec section 2: {prefix}-coupon-management, platform coupons of master users. */
  platformCoupons: 'sofra-coupon-management',
  /** Spec section 2: a guest's loyalty points (docs/loyalty.md). */
  userPointsOperations: 'user-points-operations',
  /** Spec section 2: loyalty campaigns (docs/campaigns.md). */
  campaignManagement: 'campaign-management',
  /** Issue 17: the store's guests, segments, consent and messages (docs/customers.md). */
  customerList: 'customer-list',
  /** Issue 38: the places a guest can book (docs/reservations.md, docs/reservation-screens.md). */
  reservationPoints: 'ticket-points/list',
  /** Issue 38: the host stand, the day's bookings (docs/reservation-screens.md). */
  reservations: 'reservations',
  logout: 'logout',
} as const;

export type MainSegment = (typeof mainSegments)[keyof typeof mainSegments];

const MAIN = '/main' as const;

/** The full path of a screen under /main, typed as that path (the router's typed links check it). */
export const mainPath = <S extends MainSegment>(segment: S) => `${MAIN}/${segment}` as `${typeof MAIN}/${S}`;

export const urls = {
  root: '/',
  login: '/login',
  register: '/register',
  paymentResult: '/payment-result',
  /** The router's pattern of the public legal note page (`{-$lang}`: the language may be left out). */
  legalNoteViewPattern: '/legal-notes/view/$type/{-$lang}',
  /** The SMS opt-out link (docs/customers.md). */
  optOutPattern: '/o/$token',
  legalNoteView: (type: string, lang: string, storeId?: string | null) =>
    `/legal-notes/view/${type}/${lang}${storeId ? `?store=${encodeURIComponent(storeId)}` : ''}`,
  main: {
    root: MAIN,
    reportDashboard: mainPath(mainSegments.reportDashboard),
    sofra: mainPath(mainSegments.sofra),
    sofraPosReports: mainPath(mainSegments.sofraPosReports),
    ownedStores: mainPath(mainSegments.ownedStores),
    storeAdd: mainPath(mainSegments.storeAdd),
    staffs: mainPath(mainSegments.staffs),
    storeImages: mainPath(mainSegments.storeImages),
    storeSettings: mainPath(mainSegments.storeSettings),
    profile: mainPath(mainSegments.profile),
    legalNotes: mainPath(mainSegments.legalNotes),
    contractText: mainPath(mainSegments.contractText),
    sofraTables: mainPath(mainSegments.sofraTables),
    tableAndGroups: mainPath(mainSegments.tableAndGroups),
    linkTable: mainPath(mainSegments.linkTable),
    assignQrCode: mainPath(mainSegments.assignQrCode),
    invitations: mainPath(mainSegments.invitations),
    taxRates: mainPath(mainSegments.taxRates),
    departments: mainPath(mainSegments.departments),
    printers: mainPath(mainSegments.printers),
    discountReasons: mainPath(mainSegments.discountReasons),
    giftReasons: mainPath(mainSegments.giftReasons),
    deleteReasons: mainPath(mainSegments.deleteReasons),
    paymentTypes: mainPath(mainSegments.paymentTypes),
    menuList: mainPath(mainSegments.menuList),
    integration: mainPath(mainSegments.integration),
    variation: mainPath(mainSegments.variation),
    suggestions: mainPath(mainSegments.suggestions),
    productSuggestions: mainPath(mainSegments.productSuggestions),
    sofraFolios: mainPath(mainSegments.sofraFolios),
    folioList: mainPath(mainSegments.folioList),
    endOfDay: mainPath(mainSegments.endOfDay),
    folioReport: mainPath(mainSegments.folioReport),
    orderService: mainPath(mainSegments.orderService),
    orderTracking: mainPath(mainSegments.orderTracking),
    couponManagement: mainPath(mainSegments.couponManagement),
    platformCoupons: mainPath(mainSegments.platformCoupons),
    userPointsOperations: mainPath(mainSegments.userPointsOperations),
    campaignManagement: mainPath(mainSegments.campaignManagement),
    customerList: mainPath(mainSegments.customerList),
    reservationPoints: mainPath(mainSegments.reservationPoints),
    reservations: mainPath(mainSegments.reservations),
    logout: mainPath(mainSegments.logout),
  },
} as const;
