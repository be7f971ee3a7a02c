import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Menu.css';
import { Badge, Button, Group, Menu, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '@tanstack/react-router';
import type { Folio } from '@sofra/contracts/folios/folios.schemas';
import type { StoreTables, Table } from '@sofra/contracts/tables/tables.schemas';
import { urls } from '../../../lib/urls';
import { minutesSince, statusBadgeColor, statusColor, useAgeText, useMoney, useNow } from './folio-format';

interface FloorBoardProps {
  tables: StoreTables;
  /** The store's open and locked folios, oldest first. */
  folios: Folio[];
  onOpenFolio: (id: string) => void;
  onNewFolio: (table: Table) => void;
}

interface FloorGroup {
  name: string;
  tables: Table[];
}

/**
 * The floor: each table group with its tables as cards, a table showing its open folios (total, age, status, served)
 * or that it is free; then the folios on no table (take-away, or a table deleted since).
 */
export function FloorBoard({ tables, folios, onOpenFolio, onNewFolio }: FloorBoardProps) {
  const { t } = useTranslation();
  const now = useNow();

  const byTable = useMemo(() => {
    const map = new Map<string, Folio[]>();
    for (const folio of folios) {
      if (folio.tableId) map.set(folio.tableId, [...(map.get(folio.tableId) ?? []), folio]);
    }
    return map;
  }, [folios]);

  const groups = useMemo<FloorGroup[]>(() => {
    // Tables out of use are left off the floor unless a folio is still open on them.
    const shown = tables.tables.filter((table) => table.active || byTable.has(table.id));
    const named = tables.groups.map((name) => ({ name, tables: shown.filter((table) => table.groupName === name) }));
    const known = new Set(tables.groups);
    const rest = shown.filter((table) => !known.has(table.groupName));
    return [...named, ...(rest.length ? [{ name: '', tables: rest }] : [])].filter((g) => g.tables.length > 0);
  }, [tables, byTable]);

  const offTable = useMemo(() => {
    const ids = new Set(tables.tables.map((table) => table.id));
    return folios.filter((folio) => !folio.tableId || !ids.has(folio.tableId));
  }, [folios, tables]);

  return (
    <Stack gap="lg">
      {groups.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" gap="sm">
            <Text ta="center">{t('folios.board.noTables')}</Text>
            <Button component={Link} to={urls.main.tableAndGroups} variant="light">
              {t('folios.board.goToTables')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        groups.map((group) => (
          <section key={group.name} aria-label={group.name || t('folios.board.noGroup')}>
            <Title order={2} size="h4" mb="xs">
              {group.name || t('folios.board.noGroup')}
            </Title>
            <CardGrid>
              {group.tables.map((table) => (
                <TableCard
                  key={table.id}
                  table={table}
                  folios={byTable.get(table.id) ?? []}
                  now={now}
                  onOpenFolio={onOpenFolio}
                  onNewFolio={onNewFolio}
                />
              ))}
            </CardGrid>
          </section>
        ))
      )}
      <section aria-label={t('folios.board.offTable')}>
        <Title order={2} size="h4" mb="xs">
          {t('folios.board.offTable')}
        </Title>
        {offTable.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('folios.board.noOffTable')}
          </Text>
        ) : (
          <CardGrid>
            {offTable.map((folio) => (
              <FolioCard
                key={folio.id}
                title={
                  folio.tableName
                    ? folio.tableName
                    : t('folios.numbered', { number: folio.number }) + ' · ' + t(`serviceTypes.${folio.serviceType}`)
                }
                folios={[folio]}
                now={now}
                onClick={() => onOpenFolio(folio.id)}
              />
            ))}
          </CardGrid>
        )}
      </section>
    </Stack>
  );
}

function CardGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, lg: 6 }} spacing="sm">
      {children}
    </SimpleGrid>
  );
}

interface TableCardProps {
  table: Table;
  folios: Folio[];
  now: number;
  onOpenFolio: (id: string) => void;
  onNewFolio: (table: Table) => void;
}

/** A table: free (tap to open a folio), one folio (tap to see it), or several (tap to choose one). */
function TableCard({ table, folios, now, onOpenFolio, onNewFolio }: TableCardProps) {
  const { t } = useTranslation();
  const money = useMoney();
  if (folios.length === 0) {
    return <FolioCard title={table.tableName} folios={[]} now={now} onClick={() => onNewFolio(table)} />;
  }
  if (folios.length === 1) {
    return <FolioCard title={table.tableName} folios={folios} now={now} onClick={() => onOpenFolio(folios[0]!.id)} />;
  }
  return (
    <Menu position="bottom-start" shadow="md" withinPortal>
      <Menu.Target>
        <FolioCard title={table.tableName} folios={folios} now={now} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{table.tableName}</Menu.Label>
        {folios.map((folio) => (
          <Menu.Item key={folio.id} onClick={() => onOpenFolio(folio.id)}>
            {t('folios.numbered', { number: folio.number })} · {money(folio.totals.total)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item leftSection={<IconPlus size={16} aria-hidden />} onClick={() => onNewFolio(table)}>
          {t('folios.board.anotherFolio')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

interface FolioCardProps {
  title: string;
  folios: Folio[];
  now: number;
  onClick?: () => void;
}

/** One card of the board; a Menu target too, so it forwards the props and ref the menu gives it. */
const FolioCard = ({ title, folios, now, onClick, ...rest }: FolioCardProps & Record<string, unknown>) => {
  const { t } = useTranslation();
  const money = useMoney();
  const age = useAgeText();
  const first = folios[0];
  const status = first?.status;
  const color = status ? statusColor[status] : undefined;
  const total = folios.reduce((sum, f) => sum + f.totals.total, 0);
  const served = folios.length > 0 && folios.every((f) => f.doneAt);
  return (
    <UnstyledButton
      {...rest}
      onClick={onClick}
      p="sm"
      style={{
        display: 'block',
        minHeight: 92,
        borderRadius: 'var(--mantine-radius-md)',
        borderStyle: first ? 'solid' : 'dashed',
        borderColor: color ? `var(--mantine-color-${color}-6)` : 'var(--mantine-color-default-border)',
        borderWidth: first ? '1px 1px 1px 5px' : 1,
        background: color ? `var(--mantine-color-${color}-light)` : undefined,
      }}
    >
      <Stack gap={4}>
        <Text fw={600} lineClamp={1}>
          {title}
        </Text>
        {first ? (
          <>
            <Text fw={700}>{money(total)}</Text>
            <Group gap={6} wrap="wrap">
              {folios.length > 1 ? (
                <Badge size="sm" variant="filled" color="gray.7">
                  {t('folios.board.count', { count: folios.length })}
                </Badge>
              ) : (
                <Badge size="sm" variant="filled" color={status ? statusBadgeColor[status] : undefined}>
                  {t(`folios.status.${status}`)}
                </Badge>
              )}
              <Text size="xs">{age(minutesSince(first.openedAt, now))}</Text>
              {served ? (
                <Badge size="sm" variant="outline" color="blue.9" leftSection={<IconCheck size={12} aria-hidden />}>
                  {t('folios.served')}
                </Badge>
              ) : null}
            </Group>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('folios.board.free')}
          </Text>
        )}
      </Stack>
    </UnstyledButton>
  );
};
