import '@mantine/core/styles/Switch.css';
import { Switch } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';

/** A row's active toggle, saved at once; busy while its call runs. */
export function ActiveSwitch({
  name,
  active,
  busy,
  onChange,
}: {
  name: string;
  active: boolean;
  busy: boolean;
  onChange: (active: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Switch
      checked={active}
      disabled={busy}
      aria-label={t('menuExtras.activeOf', { name })}
      label={active ? t('menuExtras.on') : t('menuExtras.off')}
      onChange={(e) => onChange(e.currentTarget.checked)}
    />
  );
}
