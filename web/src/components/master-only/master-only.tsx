import { useEffect, useRef, type ReactNode } from 'react';
import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { useTranslation } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { urls } from '../../lib/urls';

/**
 * A screen for master users only (spec section 6): anyone else who comes here, by a link or the address, is told
 * 'You do not have access to this module!' (spec section 8) and stays where they were; the screen is not drawn.
 */
export function MasterOnly({ children }: { children: ReactNode }) {
  const isMaster = Boolean(useSession().user?.isMaster);
  return isMaster ? children : <NoAccess />;
}

function NoAccess() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { history } = useRouter();
  const canGoBack = useCanGoBack();
  // Once, also when React runs the effect twice in development.
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    notify('warning', t('errors.codes.master_only'));
    // Back to the screen they came from; a visit that opened on this address has none, and starts at the dashboard.
    if (canGoBack) history.back();
    else void navigate({ to: urls.main.reportDashboard, replace: true });
  }, [canGoBack, history, navigate, t]);
  return null;
}
