import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { Printer } from '@sofra/contracts/definitions/definitions.schemas';
import { DefinitionsTable, type DefinitionColumn } from '../../../components/definitions-table/definitions-table';
import { useSession } from '../../../lib/session';
import { useDeletePrinters, usePrinters } from '../api/definitions-api';
import { activeColumn, nameColumn, screenTexts } from '../components/columns';
import { PrinterForm } from '../components/printer-form';

/** /main/definitions/printer: the printers the point of sale prints on. */
export function Component() {
  const { t } = useTranslation();
  const storeId = useSession().activeStoreId ?? '';
  const list = usePrinters(storeId);
  const remove = useDeletePrinters(storeId);
  const texts = useMemo(() => screenTexts(t, 'printers'), [t]);
  const columns = useMemo<DefinitionColumn<Printer>[]>(
    () => [
      nameColumn(t),
      {
        accessor: 'type',
        title: t('definitions.printers.type'),
        sortable: true,
        text: (p) => t(`definitions.printers.types.${p.type}`),
      },
      { accessor: 'connection', title: t('definitions.printers.connection') },
      {
        accessor: 'paperWidth',
        title: t('definitions.printers.paperWidth'),
        sortable: true,
        text: (p) => t('definitions.printers.mm', { width: p.paperWidth }),
      },
      activeColumn(t),
    ],
    [t],
  );
  return (
    <DefinitionsTable<Printer>
      screen="printers"
      texts={texts}
      list={list}
      columns={columns}
      Form={PrinterForm}
      onDelete={(target) => remove.mutateAsync(target)}
    />
  );
}
