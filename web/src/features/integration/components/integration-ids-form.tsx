import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type * as PosSchemas from '@sofra/contracts/pos/pos.schemas';
import * as validating from '@sofra/contracts/pos/pos.schemas?validate';
import type { Integration } from '@sofra/contracts/pos/pos.schemas';
import { showServerErrors, useContractForm } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { useSaveIntegration } from '../api/integration-api';

// The contract's own rules, with the real zod, in this lazily loaded screen (docs/adr/0004-portal-validation.md).
const { ZIntegrationSave } = validating as unknown as typeof PosSchemas;

/** The store's ids in its POS vendor's cloud and in the food-ordering apps (spec Store kerzzId, cloudId, properties). */
export function IntegrationIdsForm({ storeId, integration }: { storeId: string; integration: Integration }) {
  const { t } = useTranslation();
  const save = useSaveIntegration(storeId);
  const form = useContractForm({
    schema: ZIntegrationSave,
    initialValues: integration,
    toInput: (v) => ({ ...v, storeId }),
  });
  useUnsavedChanges(form.isDirty());

  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.setInitialValues(saved);
        form.reset();
        notify('success', t('integration.idsSaved'));
      },
      onError: (error) => showServerErrors(form, error),
    }),
  );

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="integration-ids-title">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Stack gap={4}>
            <Title order={2} size="h3" id="integration-ids-title">
              {t('integration.idsTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('integration.idsIntro')}
            </Text>
          </Stack>
          <TextInput label={t('integration.kerzzId')} maxLength={100} {...form.getInputProps('kerzzId')} />
          <TextInput label={t('integration.cloudId')} maxLength={100} {...form.getInputProps('cloudId')} />
          <TextInput
            label={t('integration.foodAppAccountId')}
            maxLength={100}
            {...form.getInputProps('foodAppAccountId')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
