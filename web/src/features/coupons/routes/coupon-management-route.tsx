import { CouponList } from '../components/coupon-list';

/** /main/coupon-management (spec section 2): the active store's coupons (docs/coupons.md). */
export function Component() {
  return <CouponList />;
}
