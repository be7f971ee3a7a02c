import '@mantine/core/styles/Switch.css';
import { NativeSelect, Switch, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { printerTypes } from '@sofra/contracts/core/enums';
import type * as DefinitionSchemas from '@sofra/contracts/definitions/definitions.schemas';
import { printerPaperWidths, type Printer, type PrinterType } from '@sofra/contracts/definitions/definitions.schemas';
import * as validating from '@sofra/contracts/definitions/definitions.schemas?validate';
import type { DefinitionFormProps } from '../../../components/definitions-table/definitions-table';
import { DefinitionFormFrame, useDefinitionForm } from './definition-form';

const { ZPrinterSave } = validating as unknown as typeof DefinitionSchemas;

/** A printer: name, type, how the POS reaches it, paper width, active. */
export function PrinterForm({ storeId, record, onClose, onSaved }: DefinitionFormProps<Printer>) {
  const { t } = useTranslation();
  const { form, submit, busy } = useDefinitionForm({
    kind: 'printers',
    storeId,
    record,
    schema: ZPrinterSave,
    initialValues: {
      name: record?.name ?? '',
      type: (record?.type ?? 'unit') as PrinterType,
      connection: record?.connection ?? '',
      paperWidth: String(record?.paperWidth ?? 80),
      active: record?.active ?? true,
    },
    toSave: (v) => ({
      name: v.name.trim(),
      type: v.type,
      connection: v.connection.trim(),
      paperWidth: Number(v.paperWidth) as (typeof printerPaperWidths)[number],
      active: v.active,
    }),
    onSaved,
  });
  return (
    <DefinitionFormFrame submit={submit} busy={busy} onClose={onClose}>
      <TextInput label={t('definitions.table.name')} withAsterisk data-autofocus {...form.getInputProps('name')} />
      <NativeSelect
        label={t('definitions.printers.type')}
        withAsterisk
        data={printerTypes.map((type) => ({ value: type, label: t(`definitions.printers.types.${type}`) }))}
        {...form.getInputProps('type')}
      />
      <TextInput
        label={t('definitions.printers.connection')}
        description={t('definitions.printers.connectionHint')}
        withAsterisk
        {...form.getInputProps('connection')}
      />
      <NativeSelect
        label={t('definitions.printers.paperWidthLabel')}
        withAsterisk
        data={printerPaperWidths.map((width) => ({
          value: String(width),
          label: t('definitions.printers.mm', { width }),
        }))}
        {...form.getInputProps('paperWidth')}
      />
      <Switch
        label={t('definitions.table.active')}
        description={t('definitions.printers.activeHint')}
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
    </DefinitionFormFrame>
  );
}
