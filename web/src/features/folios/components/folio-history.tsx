import { Button, Collapse, Stack } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { FolioDetail } from '@sofra/contracts/folios/folios.schemas';
import { FolioHistory } from '../../../components/folio-view/folio-history';
import { useCurrency } from './folio-format';

/** A folio's history (folio_events: who did what, when) behind a button, so the bill comes first. */
export function CollapsibleHistory({ history }: { history: FolioDetail['history'] }) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        justify="space-between"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        rightSection={open ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
      >
        {t('folios.history.title', { count: history.length })}
      </Button>
      <Collapse expanded={open}>
        <FolioHistory events={history} currency={currency} />
      </Collapse>
    </Stack>
  );
}
