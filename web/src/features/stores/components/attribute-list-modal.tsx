import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Checkbox, Modal, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { Attribute } from '@sofra/contracts/stores/categories.calls';
import { catalogueName } from './catalogue-name';

export interface AttributeListModalProps {
  opened: boolean;
  onClose: () => void;
  attributes: Attribute[];
  value: string[];
  onChange: (value: string[]) => void;
}

/**
 * The attribute list modal (spec section 2): 'Select attributes', a close icon and every attribute
 * with a checkbox, named in the portal's language. A tick applies at once to the settings form, which saves it with the rest.
 */
export function AttributeListModal({ opened, onClose, attributes, value, onChange }: AttributeListModalProps) {
  const { t, i18n } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('storeSettings.selectAttributes')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {attributes.length === 0 ? (
        <Text c="dimmed">{t('storeSettings.noAttributes')}</Text>
      ) : (
        <Checkbox.Group value={value} onChange={onChange} aria-label={t('storeSettings.attributes')}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            {attributes.map((a) => (
              <Checkbox key={a.id} value={a.id} label={catalogueName(a, i18n.language)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      )}
    </Modal>
  );
}
