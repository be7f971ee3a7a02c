import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/ThemeIcon.css';
import { Button, Card, Group, Progress, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleDashed } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { SetupChecklist, SetupStepKey } from '@sofra/contracts/reports/setup-checklist.calls';
import { useTranslation } from '../../../lib/i18n';
import { urls } from '../../../lib/urls';

/** Where each step is done: a screen, and the section of it when the screen is long (store settings). */
const stepLinks: Record<SetupStepKey, { to: string; hash?: string }> = {
  storeDetails: { to: urls.main.storeSettings },
  openingHours: { to: urls.main.storeSettings, hash: 'store-hours' },
  taxesAndPayments: { to: urls.main.taxRates },
  menuPublished: { to: urls.main.menuList },
  tableQrCodes: { to: urls.main.linkTable },
  webMenu: { to: urls.main.storeSettings, hash: 'store-features' },
  staffInvited: { to: urls.main.staffs },
};

/**
 * The setup checklist card (docs/report-screens.md, Setup checklist): how many of the steps are done, and a row per
 * step with its state, what it asks for and a link to the screen where it is done. Shown while a step is open.
 */
export function SetupChecklistCard({ steps }: SetupChecklist) {
  const { t } = useTranslation();
  const done = steps.filter((s) => s.done).length;
  if (done === steps.length) return null;
  return (
    <Card component="section" withBorder radius="md" padding="md" aria-labelledby="setup-checklist-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="setup-checklist-title">
            {t('setupChecklist.title')}
          </Title>
          <Text size="sm" fw={600}>
            {t('setupChecklist.progress', { done, total: steps.length })}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('setupChecklist.intro')}
        </Text>
        <Progress value={(done / steps.length) * 100} aria-label={t('setupChecklist.title')} color="teal" />
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {steps.map(({ key, done: stepDone }) => (
            <Group component="li" key={key} justify="space-between" wrap="nowrap" gap="sm" align="center">
              <Group wrap="nowrap" gap="sm" align="flex-start" style={{ minWidth: 0 }}>
                <ThemeIcon variant="transparent" color={stepDone ? 'teal' : 'gray'} size="md" aria-hidden>
                  {stepDone ? <IconCircleCheckFilled size={22} /> : <IconCircleDashed size={22} />}
                </ThemeIcon>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm" td={stepDone ? 'line-through' : undefined}>
                    {t(`setupChecklist.steps.${key}.title`)}
                    <VisuallyHidden>
                      {' — '}
                      {t(stepDone ? 'setupChecklist.done' : 'setupChecklist.open')}
                    </VisuallyHidden>
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`setupChecklist.steps.${key}.text`)}
                  </Text>
                </Stack>
              </Group>
              <Button
                component={Link}
                to={stepLinks[key].to}
                hash={stepLinks[key].hash}
                variant={stepDone ? 'subtle' : 'light'}
                size="xs"
                style={{ flexShrink: 0 }}
              >
                {t(`setupChecklist.steps.${key}.action`)}
              </Button>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
