import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { GiftReason } from '@sofra/contracts/definitions/definitions.schemas';
import { DefinitionsTable, type DefinitionColumn } from '../../../components/definitions-table/definitions-table';
import { useSession } from '../../../lib/session';
import { useDeleteGiftReasons, useGiftReasons } from '../api/definitions-api';
import { activeColumn, nameColumn, screenTexts } from '../components/columns';
import { GiftReasonForm } from '../components/gift-reason-form';

/** /main/definitions/gift: the reasons a product is served on the house. */
export function Component() {
  const { t } = useTranslation();
  const storeId = useSession().activeStoreId ?? '';
  const list = useGiftReasons(storeId);
  const remove = useDeleteGiftReasons(storeId);
  const texts = useMemo(() => screenTexts(t, 'giftReasons'), [t]);
  const columns = useMemo<DefinitionColumn<GiftReason>[]>(() => [nameColumn(t), activeColumn(t)], [t]);
  return (
    <DefinitionsTable<GiftReason>
      screen="giftReasons"
      texts={texts}
      list={list}
      columns={columns}
      Form={GiftReasonForm}
      onDelete={(target) => remove.mutateAsync(target)}
    />
  );
}
