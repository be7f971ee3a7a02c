import { Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { MOBILE_MAX_WIDTH } from '@sofra/contracts/core/constants';

/** A row's Edit and Delete: text only on a desktop, touch-sized with icons on a phone. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete?: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });
  const size = phone ? 'md' : 'compact-sm';
  return (
    <>
      <Button
        variant="light"
        size={size}
        leftSection={phone ? <IconPencil size={16} aria-hidden /> : undefined}
        aria-label={t('menuExtras.editOf', { name })}
        onClick={onEdit}
      >
        {t('menuExtras.edit')}
      </Button>
      {onDelete ? (
        <Button
          variant="subtle"
          color="red"
          size={size}
          leftSection={phone ? <IconTrash size={16} aria-hidden /> : undefined}
          aria-label={t('menuExtras.deleteOf', { name })}
          onClick={onDelete}
        >
          {t('menuExtras.delete')}
        </Button>
      ) : null}
    </>
  );
}
