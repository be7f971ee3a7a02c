import '@mantine/core/styles/Badge.css';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';

interface Named {
  id: string;
  name: string;
  active: boolean;
}

/** Names as chips, in order; a turned-off one is grey. */
function Chips({ ids, byId, variant }: { ids: string[]; byId: Map<string, Named>; variant: 'light' | 'outline' }) {
  const { t } = useTranslation();
  return ids
    .map((id) => byId.get(id))
    .filter((item): item is Named => item !== undefined)
    .map((item) => (
      <Badge
        key={item.id}
        variant={variant}
        color={item.active ? undefined : 'gray'}
        tt="none"
        title={item.active ? undefined : t('menuExtras.off')}
        style={{ maxWidth: '100%' }}
      >
        {item.name}
      </Badge>
    ));
}

/**
 * What a product or group offers, as chips: its own, then (for a product) its group's, marked as coming from the
 * group; "None" when neither.
 */
export function LinkChips({ own, fromGroup, byId }: { own: string[]; fromGroup: string[]; byId: Map<string, Named> }) {
  const { t } = useTranslation();
  const ownShown = own.filter((id) => byId.has(id));
  const groupShown = fromGroup.filter((id) => byId.has(id));
  if (!ownShown.length && !groupShown.length)
    return (
      <Text size="sm" c="dimmed">
        {t('menuExtras.links.none')}
      </Text>
    );
  return (
    <Stack gap={4} style={{ minWidth: 0 }}>
      {ownShown.length ? (
        <Group gap={4}>
          <Chips ids={ownShown} byId={byId} variant="light" />
        </Group>
      ) : null}
      {groupShown.length ? (
        <Group gap={4} align="center">
          <Text size="xs" c="dimmed">
            {t('menuExtras.links.fromGroupShort')}
          </Text>
          <Chips ids={groupShown} byId={byId} variant="outline" />
        </Group>
      ) : null}
    </Stack>
  );
}
