import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { setLanguage, uiLanguages } from '../lib/i18n';

/** TR / EN text toggles of the normal screens (spec section 2). */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  return (
    <Group gap={2} role="group" aria-label={t('common.language')}>
      {uiLanguages.map((l) => (
        <Button
          key={l.code}
          size="compact-sm"
          variant={i18n.language === l.code ? 'filled' : 'subtle'}
          aria-pressed={i18n.language === l.code}
          aria-label={l.label}
          onClick={() => void setLanguage(l.code)}
        >
          {l.short}
        </Button>
      ))}
    </Group>
  );
}
