import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { useMemo, useState } from 'react';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Card.css';
import { Button, Card, Group, Loader, Modal, MultiSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type * as TableSchemas from '@sofra/contracts/tables/tables.schemas';
import * as validating from '@sofra/contracts/tables/tables.schemas?validate';
import type { StoreTables, TableSection } from '@sofra/contracts/tables/tables.schemas';
import { confirmAction } from '../../../components/confirm/confirm';
import { FormActions } from '../../../components/form-actions/form-actions';
import { showRefusal, useContractForm } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { tableLabel } from '../api/tables-api';
import { useDeleteTableSection, useSaveTableSection, useStaffList, useTableSections } from '../api/table-sections';
import { formatPhone } from '../../../lib/phone-format';
import { RowActions } from '../../../components/row-actions/row-actions';

// The contract's own rules, with the real zod, in this lazily loaded screen (docs/adr/0004-portal-validation.md).
const { ZTableSectionSave } = validating as unknown as typeof TableSchemas;

type Editing = { section?: TableSection } | null;

/** Sections of the floor: a name, its tables and the staff serving it. */
export function SectionsPanel({ storeId, data }: { storeId: string; data: StoreTables }) {
  const { t } = useTranslation();
  const sections = useTableSections(storeId);
  const staff = useStaffList(storeId);
  const deleteSection = useDeleteTableSection(storeId);
  const [editing, setEditing] = useState<Editing>(null);
  const tableNames = useMemo(() => new Map(data.tables.map((r) => [r.id, tableLabel(r)])), [data.tables]);
  const staffNames = useMemo(
    () => new Map((staff.data ?? []).map((s) => [s.userId, s.userName || formatPhone(s.gsm)])),
    [staff.data],
  );

  const remove = (section: TableSection) =>
    confirmAction({
      title: t('tables.deleteSection'),
      message: t('tables.confirmDeleteSection', { name: section.name }),
      confirmLabel: t('tables.delete'),
      danger: true,
      onConfirm: () => deleteSection.mutateAsync(section.id).then(() => notify('success', t('tables.sectionDeleted'))),
    });

  const list = (ids: string[], names: Map<string, string>) =>
    ids
      .map((id) => names.get(id))
      .filter(Boolean)
      .join(', ') || '—';

  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {t('tables.sectionsHint')}
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({})}>
          {t('tables.newSection')}
        </Button>
      </Group>
      {sections.isPending ? (
        <Loader aria-label={t('common.loading')} />
      ) : !sections.data?.length ? (
        <Text c="dimmed">{t('tables.noSections')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {sections.data.map((s) => (
            <Card key={s.id} withBorder radius="md" aria-label={s.name} component="section">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>{s.name}</Text>
                <RowActions
                  actions={[
                    {
                      label: t('tables.editSection', { name: s.name }),
                      icon: IconPencil,
                      onClick: () => setEditing({ section: s }),
                    },
                    {
                      label: t('tables.deleteSectionNamed', { name: s.name }),
                      icon: IconTrash,
                      color: 'red',
                      onClick: () => remove(s),
                    },
                  ]}
                />
              </Group>
              <Text size="sm" mt="xs">
                <b>{t('tables.sectionTables', { count: s.tables.length })}</b> {list(s.tables, tableNames)}
              </Text>
              <Text size="sm" mt={4}>
                <b>{t('tables.sectionStaff', { count: s.staffs.length })}</b> {list(s.staffs, staffNames)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <SectionModal
        storeId={storeId}
        data={data}
        editing={editing}
        staffOptions={(staff.data ?? []).map((s) => ({ value: s.userId, label: s.userName || formatPhone(s.gsm) }))}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}

function SectionModal({
  storeId,
  data,
  editing,
  staffOptions,
  onClose,
}: {
  storeId: string;
  data: StoreTables;
  editing: Editing;
  staffOptions: { value: string; label: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={editing?.section ? t('tables.editSectionTitle') : t('tables.newSection')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* A new form per opening: it starts from the section being edited (or empty). */}
      {editing && (
        <SectionForm
          storeId={storeId}
          data={data}
          section={editing.section}
          staffOptions={staffOptions}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function SectionForm({
  storeId,
  data,
  section,
  staffOptions,
  onClose,
}: {
  storeId: string;
  data: StoreTables;
  section?: TableSection;
  staffOptions: { value: string; label: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveTableSection(storeId);
  const form = useContractForm({
    schema: ZTableSectionSave,
    initialValues: { name: section?.name ?? '', tables: section?.tables ?? [], staffs: section?.staffs ?? [] },
    toInput: (v) => ({ ...v, id: section?.id, storeId, name: v.name.trim() }),
  });

  // The tables grouped as on the floor; a select of thousands shows the first matches as one types.
  const tableOptions = useMemo(() => {
    const byGroup = new Map<string, { value: string; label: string }[]>();
    for (const r of data.tables) {
      const key = r.groupName || t('tables.noGroup');
      byGroup.set(key, [...(byGroup.get(key) ?? []), { value: r.id, label: tableLabel(r) }]);
    }
    return [...byGroup].map(([group, items]) => ({ group, items }));
  }, [data.tables, t]);

  const submit = form.onSubmit((values) => {
    if (save.isPending) return;
    save.mutate(
      { ...values, id: section?.id, name: values.name.trim() },
      {
        onSuccess: () => {
          notify('success', t('tables.sectionSaved'));
          onClose();
        },
        onError: (error) => showRefusal(form, error, { fieldOf: { table_section_exists: 'name' }, fallback: 'toast' }),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={t('tables.sectionName')} withAsterisk data-autofocus {...form.getInputProps('name')} />
        <MultiSelect
          label={t('tables.sectionTablesLabel')}
          data={tableOptions}
          searchable
          clearable
          limit={100}
          maxDropdownHeight={260}
          nothingFoundMessage={t('common.notFound')}
          {...form.getInputProps('tables')}
        />
        <MultiSelect
          label={t('tables.sectionStaffLabel')}
          data={staffOptions}
          searchable
          clearable
          nothingFoundMessage={t('tables.noStaff')}
          {...form.getInputProps('staffs')}
        />
        <FormActions
          cancelLabel={t('common.close')}
          onCancel={onClose}
          submitLabel={t('common.save')}
          busy={save.isPending}
        />
      </Stack>
    </form>
  );
}
