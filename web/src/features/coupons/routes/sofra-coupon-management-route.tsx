import { MasterOnly } from '../../../components/master-only/master-only';
import { CouponList } from '../components/coupon-list';

/** /main/sofra-coupon-management: the coupons master users give every store; no one else is let in. */
export function Component() {
  return (
    <MasterOnly>
      <CouponList platform />
    </MasterOnly>
  );
}
