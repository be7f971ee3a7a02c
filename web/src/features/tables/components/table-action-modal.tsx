import { useState } from 'react';
import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tableStartActions, type TableStartAction } from '@sofra/contracts/core/enums';

interface TableActionModalProps {
  opened: boolean;
  count: number;
  onClose: () => void;
  onSave: (action: TableStartAction) => void;
}

/** The table action change modal (spec section 2): one start action for the selected tables. */
export function TableActionModal({ opened, count, onClose, onSave }: TableActionModalProps) {
  const { t } = useTranslation();
  const [action, setAction] = useState<TableStartAction>('in-store');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('tables.management')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack>
        <Text size="sm">{t('tables.selectedCount', { count })}</Text>
        <NativeSelect
          label={t('tables.startAction')}
          value={action}
          onChange={(e) => setAction(e.currentTarget.value as TableStartAction)}
          data={tableStartActions.map((a) => ({ value: a, label: t(`tables.actions.${a}`) }))}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button onClick={() => onSave(action)}>{t('common.save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
