import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { urls } from '../../../lib/urls';
import { CouponList } from '../components/coupon-list';

/**
 * /main/sofra-coupon-management: the coupons master users give every store. Anyone else who comes here is told
 * 'You do not have access to this module!' (spec section 8) and stays where they were.
 */
export function Component() {
  const isMaster = Boolean(useSession().user?.isMaster);
  return isMaster ? <CouponList platform /> : <NoAccess />;
}

function NoAccess() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { key } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    notify('warning', t('errors.codes.master_only'));
    if (key !== 'default') void navigate(-1);
    else void navigate(urls.main.reportDashboard, { replace: true });
  }, [key, navigate, t]);
  return null;
}
