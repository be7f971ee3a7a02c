import '@mantine/core/styles/Typography.css';
import '@mantine/core/styles/Badge.css';
import { useState } from 'react';
import { Badge, Button, Group, Loader, Modal, Paper, ScrollArea, Stack, Text, Title, Typography } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import type * as ContractCalls from '@sofra/contracts/legal/contract.calls';
import * as validating from '@sofra/contracts/legal/contract.calls?validate';
import type { MainContract } from '@sofra/contracts/legal/contract.calls';
import { LazyRichTextEditor as RichTextEditor } from '../../../components/rich-text-editor/lazy-rich-text-editor';
import { formatFolioTime } from '../../../components/folio-view/folio-format';
import { showServerErrors, useContractForm } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { safeHtml } from '../../../lib/safe-html';
import { useSession } from '../../../lib/session';
import { mainContractQuery, usePublishMainContract } from '../api/contract-api';
import { FormActions } from '../../../components/form-actions/form-actions';
import { LoadFailed } from '../../../components/load-failed/load-failed';
import { isBlankHtml } from './blank-html';

// The contract's own rules, with the real zod, in this lazily loaded screen (docs/adr/0004-portal-validation.md).
const { contractCalls } = validating as unknown as typeof ContractCalls;
const fieldTexts = { detail: 'contracts.bodyRequired' };

/** The platform's main contract: version, date and text; a master user publishes a new version from here. */
export function MainContractCard({ fullScreenEditor }: { fullScreenEditor: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const contract = useQuery(mainContractQuery());
  const [editing, setEditing] = useState(false);

  const body = () => {
    if (contract.isPending) return <Loader size="sm" role="status" aria-label={t('common.loading')} />;
    if (contract.isError) {
      return (
        <LoadFailed message={t('contracts.loadFailed')} onRetry={contract.refetch} retryLabel={t('contracts.retry')} />
      );
    }
    if (!contract.data) return <Text c="dimmed">{t('contracts.noMain')}</Text>;
    return (
      <>
        <Group gap="xs">
          <Badge variant="light">{t('contracts.version', { version: contract.data.version })}</Badge>
          <Text size="sm" c="dimmed">
            {t('contracts.publishedOn', { date: formatFolioTime(contract.data.createDate) })}
          </Text>
        </Group>
        <ScrollArea.Autosize mah={480} type="auto">
          <Typography>
            <div dangerouslySetInnerHTML={{ __html: safeHtml(contract.data.detail) }} />
          </Typography>
        </ScrollArea.Autosize>
      </>
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="main-contract-title">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h3" id="main-contract-title">
            {t('contracts.mainTitle')}
          </Title>
          {user?.isMaster && !contract.isPending && !contract.isError && (
            <Button variant="light" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
              {t('contracts.edit')}
            </Button>
          )}
        </Group>
        {body()}
      </Stack>
      <Modal
        opened={editing}
        onClose={() => setEditing(false)}
        title={t('contracts.editTitle')}
        size="xl"
        fullScreen={fullScreenEditor}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {editing && <MainContractForm current={contract.data ?? null} onDone={() => setEditing(false)} />}
      </Modal>
    </Paper>
  );
}

function MainContractForm({ current, onDone }: { current: MainContract | null; onDone: () => void }) {
  const { t } = useTranslation();
  const publish = usePublishMainContract();
  const form = useContractForm({
    schema: contractCalls.saveMainContract.input,
    initialValues: { detail: current?.detail ?? '' },
    toInput: (v) => ({ detail: isBlankHtml(v.detail) ? '' : v.detail }),
    fieldTexts,
  });

  // A failure is shown as a toast by the hook (spec section 8); the editor stays open.
  const submit = form.onSubmit(({ detail }) =>
    publish.mutate(detail, {
      onSuccess: (published) => {
        notify('success', t('contracts.published', { version: published.version }));
        onDone();
      },
      onError: (error) => showServerErrors(form, error, { fieldTexts }),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <RichTextEditor
          label={t('contracts.body')}
          withAsterisk
          value={form.getValues().detail}
          onChange={(html) => form.setFieldValue('detail', html)}
          minHeight={320}
          error={form.errors.detail as string | undefined}
        />
        <FormActions
          cancelLabel={t('common.cancel')}
          onCancel={onDone}
          submitLabel={t('contracts.publish')}
          busy={publish.isPending}
        />
      </Stack>
    </form>
  );
}
