import '@mantine/core/styles/Card.css';
import { ActionIcon, Card, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link } from '@tanstack/react-router';
import { useActiveStore } from '../../lib/active-store';
import { useSession } from '../../lib/session';
import { LoadFailed } from '../load-failed/load-failed';
import { NoStoreNotice } from '../no-store-notice/no-store-notice';

/** What the frame reads of a query the content needs: TanStack Query's result. */
export interface PageQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface StorePageProps {
  title: ReactNode;
  /**
   * Why the screen needs a store, shown (with "Add store") while the user owns none. A user who owns stores but has
   * none active is asked to choose one instead (NoStoreNotice).
   */
  noStoreText: ReactNode;
  /** The screen this one sits under: a back button to it before the title. */
  backTo?: string;
  /** Shown under the title; the active store's name unless given. */
  subtitle?: ReactNode;
  /** Buttons at the title's right (Add, Print, …). */
  actions?: ReactNode;
  /** The queries the content needs: a loader while any is pending, a retry while any failed. */
  queries?: PageQuery[];
  /** What failed, in a sentence ('The staff could not be loaded.'); a generic text unless given. */
  loadFailedText?: ReactNode;
  /** The content's widest width in pixels (960 unless given). */
  maw?: number;
  /** Shown under the title in every state, store or none: what the screen offers without a store. */
  header?: ReactNode;
  /**
   * False when the content also works without an active store (a master user's platform-wide view): the queries
   * and content show anyway, and the content gets '' for the store id.
   */
  needsStore?: boolean;
  /** The content, once a store is chosen and its queries answered; gets the active store's id. */
  children: (storeId: string) => ReactNode;
}

/**
 * The one frame of a screen that works on the active store (docs/adding-an-area.md): title, back button, the
 * store's name, "choose a store first", loading, and load failure with retry, in the same place on every screen.
 */
export function StorePage({
  title,
  noStoreText,
  backTo,
  subtitle,
  actions,
  queries = [],
  loadFailedText,
  maw = 960,
  header,
  needsStore = true,
  children,
}: StorePageProps) {
  const { t } = useTranslation();
  const { activeStoreId } = useSession();
  const store = useActiveStore();
  const pending = queries.some((q) => q.isPending);
  // The content is drawn in React's background rendering, in slices between which the browser stays free, not in one
  // long task the moment the last answer arrives: the queries' answers reach React as urgent updates, which it would
  // otherwise render at once, however large the screen. The loader stays until the content is drawn.
  const drawn = !useDeferredValue(pending, true);

  let body: ReactNode;
  if (!activeStoreId && needsStore) {
    body = (
      <Card withBorder radius="md" padding="lg">
        <NoStoreNotice message={noStoreText} />
      </Card>
    );
  } else if (queries.some((q) => q.isError)) {
    body = (
      <Paper withBorder p="md" radius="md">
        <LoadFailed
          message={loadFailedText ?? t('errors.loadFailed')}
          onRetry={() => Promise.all(queries.filter((q) => q.isError).map((q) => q.refetch()))}
        />
      </Paper>
    );
  } else if (pending || !drawn) {
    body = <Loader size="sm" role="status" aria-label={t('common.loading')} />;
  } else {
    body = children(activeStoreId ?? '');
  }

  const shownSubtitle = subtitle ?? (activeStoreId ? store.data?.name : undefined);
  return (
    <Stack maw={maw}>
      <Group justify="space-between" wrap="wrap" gap="sm" align="flex-start">
        <Group gap="xs" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          {backTo ? (
            <ActionIcon component={Link} to={backTo} variant="subtle" size={44} aria-label={t('common.back')}>
              <IconArrowLeft size={20} aria-hidden />
            </ActionIcon>
          ) : null}
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {shownSubtitle ? (
              <Text size="sm" c="dimmed">
                {shownSubtitle}
              </Text>
            ) : null}
          </Stack>
        </Group>
        {(activeStoreId || !needsStore) && actions ? <Group gap="xs">{actions}</Group> : null}
      </Group>
      {header}
      {body}
    </Stack>
  );
}
