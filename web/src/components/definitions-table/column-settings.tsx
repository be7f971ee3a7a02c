import '@mantine/core/styles/Checkbox.css';
import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';

interface ColumnSettingsProps {
  /** The columns a user may hide or show, in the grid's order. */
  columns: { accessor: string; title: string }[];
  hidden: ReadonlySet<string>;
  onChange: (hidden: Set<string>) => void;
  /** How many columns are always shown besides these (the name): with none, the last one shown cannot go. */
  alwaysShown: number;
  /** Touch-sized on a phone. */
  large?: boolean;
}

/** The grid's "Columns" menu: a checkbox per column to show or hide it; the grid keeps at least one column. */
export function ColumnSettings({ columns, hidden, onChange, alwaysShown, large }: ColumnSettingsProps) {
  const { t } = useTranslation();
  const shown = alwaysShown + columns.filter((c) => !hidden.has(c.accessor)).length;
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button
          variant="default"
          h={large ? 44 : undefined}
          leftSection={<IconColumns size={16} aria-hidden />}
          data-tour="columns"
        >
          {t('definitions.table.columns')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label={t('definitions.table.columnsLabel')}>
          <Text size="sm" fw={600}>
            {t('definitions.table.columnsLabel')}
          </Text>
          {columns.map((c) => {
            const on = !hidden.has(c.accessor);
            return (
              <Checkbox
                key={c.accessor}
                size={large ? 'md' : 'sm'}
                label={c.title}
                checked={on}
                disabled={on && shown <= 1}
                onChange={(e) => {
                  const next = new Set(hidden);
                  if (e.currentTarget.checked) next.delete(c.accessor);
                  else next.add(c.accessor);
                  onChange(next);
                }}
              />
            );
          })}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
