import '@mantine/core/styles/NavLink.css';
import { NativeSelect, NavLink, Paper, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../../../lib/i18n';
import { MOBILE_MAX_WIDTH } from '@sofra/contracts/core/constants';

interface GroupPickerProps {
  groups: string[];
  /** Tables per group name ('' = no group). */
  counts: Map<string, number>;
  total: number;
  /** null = all groups. */
  value: string | null;
  onChange: (group: string | null) => void;
}

const ALL = '\u0000all';

/** All + one entry per table group: a column of links on a wide screen, a select on a phone. */
export function GroupPicker({ groups, counts, total, value, onChange }: GroupPickerProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`);
  const entries = [
    { key: ALL, label: t('tables.allGroups'), count: total },
    ...groups.map((g) => ({ key: g, label: g, count: counts.get(g) ?? 0 })),
    ...(counts.get('') ? [{ key: '', label: t('tables.noGroup'), count: counts.get('') ?? 0 }] : []),
  ];
  const current = value ?? ALL;
  const pick = (key: string) => onChange(key === ALL ? null : key);

  if (phone) {
    return (
      <NativeSelect
        w="100%"
        label={t('tables.group')}
        value={current}
        onChange={(e) => pick(e.currentTarget.value)}
        data={entries.map((e) => ({ value: e.key, label: `${e.label} (${e.count})` }))}
      />
    );
  }
  return (
    <Paper withBorder radius="md" p={4} w={220} style={{ flexShrink: 0 }}>
      <Stack gap={0} component="nav" aria-label={t('tables.groups')}>
        {entries.map((e) => (
          <NavLink
            key={e.key}
            component="button"
            label={e.label}
            rightSection={<span aria-hidden>{e.count}</span>}
            active={current === e.key}
            aria-current={current === e.key ? 'true' : undefined}
            onClick={() => pick(e.key)}
          />
        ))}
      </Stack>
    </Paper>
  );
}
