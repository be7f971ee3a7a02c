import { Button, Group } from '@mantine/core';
import { useTranslation } from '../lib/i18n';
import { setLanguage, uiLanguages } from '../lib/i18n';

/**
 * TR / EN text toggles of the normal screens (spec section 2). A button's name is its visible text (TR, EN), so
 * speech input users can say what they see; the language's full name is its tooltip. `touch`: 44 px targets.
 */
export function LanguageToggle({ touch }: { touch?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap={2} role="group" aria-label={t('common.language')}>
      {uiLanguages.map((l) => (
        <Button
          key={l.code}
          size={touch ? 'md' : 'compact-sm'}
          h={touch ? 44 : undefined}
          miw={touch ? 44 : undefined}
          px={touch ? 'xs' : undefined}
          variant={i18n.language === l.code ? 'filled' : 'subtle'}
          aria-pressed={i18n.language === l.code}
          lang={l.code}
          title={l.label}
          onClick={() => void setLanguage(l.code)}
        >
          {l.short}
        </Button>
      ))}
    </Group>
  );
}
