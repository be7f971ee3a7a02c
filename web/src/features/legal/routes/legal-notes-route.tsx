import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Switch.css';
import { Anchor, Button, Card, Group, Loader, Paper, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconExternalLink, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MOBILE_MAX_WIDTH } from '@sofra/contracts/core/constants';
import type { LegalNote } from '@sofra/contracts/legal/legal.calls';
import { useActiveStore } from '../../../lib/active-store';
import { dayjs } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { legalNoteViewPath, useDeleteLegalNote, legalNotesQuery, type NoteOwner } from '../api/legal-api';
import { LegalNoteModal } from '../components/legal-note-modal';
import { LoadFailed } from '../../../components/load-failed/load-failed';

/**
 * /main/legal-notes: the active store's legal notes, one per type and language; a master user may
 * switch to the platform's own notes. The open dialog lives in the URL (?note=new or ?note=<id>,
 * ?platform=1), so it survives a reload.
 */
export function Component() {
  const { t } = useTranslation();
  const { user, activeStoreId } = useSession();
  const store = useActiveStore();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });
  const [params, setParams] = useSearchParams();
  const platform = Boolean(user?.isMaster) && params.get('platform') === '1';
  const owner: NoteOwner = platform ? null : activeStoreId;
  const notes = useQuery({ ...legalNotesQuery(owner), enabled: platform || Boolean(activeStoreId) });
  const remove = useDeleteLegalNote(owner);

  const setParam = (key: string, value: string | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value === null) next.delete(key);
      else next.set(key, value);
      return next;
    });

  const noteParam = params.get('note');
  const editing = noteParam && noteParam !== 'new' ? notes.data?.find((n) => n.id === noteParam) : undefined;
  const modalOpen = noteParam === 'new' || Boolean(editing);

  const typeName = (n: LegalNote) => t(`legalNotes.types.${n.type}`);
  const langName = (n: LegalNote) => t(`legalNotes.languages.${n.lang}`);
  const updated = (n: LegalNote) => dayjs(n.updateDate).format('DD.MM.YYYY HH:mm');

  const confirmDelete = (n: LegalNote) =>
    modals.openConfirmModal({
      title: t('legalNotes.deleteTitle'),
      children: (
        <Text size="sm">
          {t('legalNotes.deleteConfirm', { caption: n.caption, type: typeName(n), language: langName(n) })}
        </Text>
      ),
      labels: { confirm: t('legalNotes.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(n.id, { onSuccess: () => notify('success', t('legalNotes.deleted')) }),
    });

  const actions = (n: LegalNote) => (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconPencil size={14} />}
        onClick={() => setParam('note', n.id)}
        aria-label={`${t('legalNotes.edit')}: ${n.caption}`}
      >
        {t('legalNotes.edit')}
      </Button>
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        leftSection={<IconTrash size={14} />}
        onClick={() => confirmDelete(n)}
        aria-label={`${t('legalNotes.delete')}: ${n.caption}`}
      >
        {t('legalNotes.delete')}
      </Button>
      <Anchor
        href={legalNoteViewPath(n.type, n.lang, owner)}
        target="_blank"
        rel="noopener"
        size="sm"
        aria-label={`${t('legalNotes.view')}: ${n.caption}`}
      >
        <Group gap={4} wrap="nowrap">
          {t('legalNotes.view')}
          <IconExternalLink size={14} />
        </Group>
      </Anchor>
    </Group>
  );

  const list = () => {
    if (!platform && !activeStoreId) return <Text c="dimmed">{t('legalNotes.noStore')}</Text>;
    if (notes.isPending) return <Loader size="sm" role="status" aria-label={t('common.loading')} />;
    if (notes.isError) {
      return (
        <LoadFailed message={t('legalNotes.loadFailed')} onRetry={notes.refetch} retryLabel={t('legalNotes.retry')} />
      );
    }
    if (notes.data.length === 0) {
      return (
        <Stack gap={4} align="flex-start">
          <Text fw={600}>{t('legalNotes.empty')}</Text>
          <Text c="dimmed" size="sm">
            {t('legalNotes.emptyHint')}
          </Text>
        </Stack>
      );
    }
    if (mobile) {
      return (
        <Stack gap="sm" role="list" aria-label={t('legalNotes.title')}>
          {notes.data.map((n) => (
            <Card key={n.id} withBorder padding="sm" role="listitem" aria-label={n.caption}>
              <Text fw={600}>{n.caption}</Text>
              <Text size="sm" c="dimmed">
                {typeName(n)} · {langName(n)} · {updated(n)}
              </Text>
              <Group mt="xs">{actions(n)}</Group>
            </Card>
          ))}
        </Stack>
      );
    }
    return (
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('legalNotes.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('legalNotes.type')}</Table.Th>
              <Table.Th>{t('legalNotes.language')}</Table.Th>
              <Table.Th>{t('legalNotes.caption')}</Table.Th>
              <Table.Th>{t('legalNotes.updated')}</Table.Th>
              <Table.Th>{t('legalNotes.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {notes.data.map((n) => (
              <Table.Tr key={n.id}>
                <Table.Td>{typeName(n)}</Table.Td>
                <Table.Td>{langName(n)}</Table.Td>
                <Table.Td>{n.caption}</Table.Td>
                <Table.Td>{updated(n)}</Table.Td>
                <Table.Td>{actions(n)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  };

  return (
    <Stack maw={1100}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('legalNotes.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {platform ? t('legalNotes.platformIntro') : store.data?.name}
          </Text>
        </Stack>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setParam('note', 'new')}
          disabled={!platform && !activeStoreId}
        >
          {t('legalNotes.add')}
        </Button>
      </Group>
      {user?.isMaster && (
        <Switch
          label={t('legalNotes.platformSwitch')}
          checked={platform}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            setParams(on ? { platform: '1' } : {});
          }}
        />
      )}
      {!platform && <Text size="sm">{t('legalNotes.intro')}</Text>}
      <Paper withBorder p="md" radius="md">
        {list()}
      </Paper>
      <LegalNoteModal
        opened={modalOpen}
        note={editing}
        owner={owner}
        existing={notes.data ?? []}
        fullScreen={mobile}
        onClose={() => setParam('note', null)}
      />
    </Stack>
  );
}
