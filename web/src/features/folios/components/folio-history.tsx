import { Button, Collapse, Group, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FolioDetail } from '@sofra/contracts/folios/folios.schemas';
import { dayjs } from '../../../lib/dates';
import { useMoney } from './folio-format';

type FolioEvent = FolioDetail['history'][number];

/** Fields of an event's detail that hold money (minor units). */
const MONEY = /amount|total|tip|price|paid|balance|gross/i;

/** What an event's detail says, in a line: names, reasons, amounts as money; ids and flags are left out. */
export const useDetailText = () => {
  const money = useMoney();
  const part = (key: string, value: unknown): string[] => {
    if (typeof value === 'string') return value && !/id$/i.test(key) ? [value] : [];
    if (typeof value === 'number') return [MONEY.test(key) ? money(value) : String(value)];
    if (Array.isArray(value)) return value.flatMap((v) => part(key, v));
    if (value && typeof value === 'object')
      return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => part(k, v));
    return [];
  };
  return (detail: Record<string, unknown>) =>
    Object.entries(detail)
      .flatMap(([k, v]) => part(k, v))
      .join(' · ');
};

/** A folio's history (folio_events), newest first, behind a button: who did what, when. */
export function FolioHistory({ history }: { history: FolioEvent[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailText = useDetailText();
  const events = [...history].sort((a, b) => b.version - a.version || b.at.localeCompare(a.at));
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        justify="space-between"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        rightSection={open ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
      >
        {t('folios.history.title', { count: history.length })}
      </Button>
      <Collapse expanded={open}>
        <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('folios.history.list')}>
          {events.map((event) => {
            const detail = detailText(event.detail);
            return (
              <li key={event.id}>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {dayjs(event.at).format('HH:mm')}
                  </Text>
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm">
                      {t(`folios.history.actions.${event.action}`, { defaultValue: event.action })}
                      {detail ? `: ${detail}` : ''}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {event.staff?.name ?? t('folios.history.system')}
                    </Text>
                  </Stack>
                </Group>
              </li>
            );
          })}
        </Stack>
      </Collapse>
    </Stack>
  );
}
