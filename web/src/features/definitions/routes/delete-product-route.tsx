import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { DeleteReason } from '@sofra/contracts/definitions/definitions.schemas';
import { DefinitionsTable, type DefinitionColumn } from '../../../components/definitions-table/definitions-table';
import { useSession } from '../../../lib/session';
import { useDeleteDeleteReasons, useDeleteReasons } from '../api/definitions-api';
import { activeColumn, nameColumn, screenTexts, yesNoColumn } from '../components/columns';
import { DeleteReasonForm } from '../components/delete-reason-form';

/** /main/definitions/delete-product: the reasons a product is deleted from a bill; wasted ones count as waste. */
export function Component() {
  const { t } = useTranslation();
  const storeId = useSession().activeStoreId ?? '';
  const list = useDeleteReasons(storeId);
  const remove = useDeleteDeleteReasons(storeId);
  const texts = useMemo(() => screenTexts(t, 'deleteReasons'), [t]);
  const columns = useMemo<DefinitionColumn<DeleteReason>[]>(
    () => [nameColumn(t), yesNoColumn('wasted', t('definitions.deleteReasons.wasted'), t), activeColumn(t)],
    [t],
  );
  return (
    <DefinitionsTable<DeleteReason>
      screen="deleteReasons"
      texts={texts}
      list={list}
      columns={columns}
      Form={DeleteReasonForm}
      onDelete={(target) => remove.mutateAsync(target)}
    />
  );
}
