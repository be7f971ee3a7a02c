import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { FieldIssue } from '../../../lib/api-error';
import { issueText } from '../../../lib/form';

/** A row error of a refused import: `{sheet}.{row}.{column}` and the rule broken. */
export const importRowOf = (issue: FieldIssue) => {
  const [sheet = '', row = '', ...column] = issue.path.split('.');
  return { sheet, row, column: column.join('.') };
};

/** Why an import changed nothing: each wrong cell with its sheet, row and column. */
export function ImportErrorsModal({ issues, onClose }: { issues: FieldIssue[] | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={issues !== null}
      onClose={onClose}
      size="lg"
      title={t('catalogue.sheet.errorsTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack>
        <Text size="sm">{t('errors.codes.menu_import_invalid')}</Text>
        <ScrollArea.Autosize mah={400}>
          <Table striped aria-label={t('catalogue.sheet.errorsTitle')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('catalogue.sheet.sheet')}</Table.Th>
                <Table.Th>{t('catalogue.sheet.row')}</Table.Th>
                <Table.Th>{t('catalogue.sheet.column')}</Table.Th>
                <Table.Th>{t('catalogue.sheet.problem')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(issues ?? []).map((issue, i) => {
                const at = importRowOf(issue);
                return (
                  <Table.Tr key={`${issue.path}-${i}`}>
                    <Table.Td>{at.sheet}</Table.Td>
                    <Table.Td>{at.row}</Table.Td>
                    <Table.Td>{at.column}</Table.Td>
                    <Table.Td>{issueText(issue)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      </Stack>
    </Modal>
  );
}
