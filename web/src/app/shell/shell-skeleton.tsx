import './shell-skeleton.css';
import { useTranslation } from '../../lib/i18n';

const NAV_ITEMS = 9;
const BLOCKS = 3;

/**
 * The main area's frame while a signed-in visit checks the session and reads the stores: painted from the page's own
 * HTML before any script (prerender.tsx), then drawn by the portal until the real frame can show (main-shell.tsx,
 * router.tsx), so the two meet without a jump.
 */
export function ShellSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} aria-busy="true">
      <div className="shell-skeleton-header">Sofra</div>
      <div className="shell-skeleton-navbar" aria-hidden="true">
        {Array.from({ length: NAV_ITEMS }, (_, i) => (
          <div key={i} className="shell-skeleton-bar" style={{ width: `${60 + ((i * 17) % 35)}%` }} />
        ))}
      </div>
      <div className="shell-skeleton-main" aria-hidden="true">
        <div className="shell-skeleton-title" />
        {Array.from({ length: BLOCKS }, (_, i) => (
          <div key={i} className="shell-skeleton-block" />
        ))}
      </div>
    </div>
  );
}
