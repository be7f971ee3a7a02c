import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { urls } from '../../../lib/urls';

/** Back to the previous screen, or to the dashboard when the page was opened directly. */
export function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hasHistory = typeof window !== 'undefined' && (window.history.state as { idx?: number } | null)?.idx;
  return (
    <Button
      variant="subtle"
      px="xs"
      leftSection={<IconArrowLeft size={18} />}
      onClick={() => (hasHistory ? navigate(-1) : navigate(urls.main.reportDashboard))}
    >
      {t('tables.back')}
    </Button>
  );
}
