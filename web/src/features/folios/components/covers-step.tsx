import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/NumberInput.css';
import { ActionIcon, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { MAX_COVERS } from '@sofra/contracts/folios/folios.schemas';
import { useTranslation } from '../../../lib/i18n';

/** The quick buttons a till offers for the number of guests. */
const QUICK = [1, 2, 3, 4, 5, 6];
/** A table's bill starts from two guests. */
export const DEFAULT_COVERS = 2;

const bounded = (n: number) => Math.min(MAX_COVERS, Math.max(1, Math.round(n)));

/** The number of guests: quick buttons 1–6 and a stepper for more (1–999). */
export function CoversPicker({ value, onChange }: { value: number; onChange: (covers: number) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Group gap="xs" role="group" aria-label={t('folios.covers.quick')}>
        {QUICK.map((n) => (
          <Button
            key={n}
            miw={44}
            variant={value === n ? 'filled' : 'default'}
            aria-pressed={value === n}
            onClick={() => onChange(n)}
          >
            {n}
          </Button>
        ))}
      </Group>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <ActionIcon
          size={36}
          variant="default"
          aria-label={t('folios.covers.less')}
          disabled={value <= 1}
          onClick={() => onChange(bounded(value - 1))}
        >
          <IconMinus size={18} aria-hidden />
        </ActionIcon>
        <NumberInput
          label={t('folios.covers.label')}
          value={value}
          min={1}
          max={MAX_COVERS}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          w={120}
          onChange={(v) => (typeof v === 'number' && Number.isFinite(v) ? onChange(bounded(v)) : undefined)}
        />
        <ActionIcon
          size={36}
          variant="default"
          aria-label={t('folios.covers.more')}
          disabled={value >= MAX_COVERS}
          onClick={() => onChange(bounded(value + 1))}
        >
          <IconPlus size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Stack>
  );
}

interface CoversStepProps {
  /** Where the step starts: the bill's number, or two for a new table's. */
  initial: number;
  submitLabel: string;
  busy?: boolean;
  onSubmit: (covers: number) => void;
  /** Goes on without a number (unknown). */
  onSkip: () => void;
  skipLabel: string;
}

/** Asks how many guests sit at the table: the first step of a table's new bill, and the bill's own change. */
export function CoversStep({ initial, submitLabel, busy, onSubmit, onSkip, skipLabel }: CoversStepProps) {
  const { t } = useTranslation();
  const [covers, setCovers] = useState(initial);
  return (
    <Stack gap="md">
      <Text fw={600}>{t('folios.covers.question')}</Text>
      <CoversPicker value={covers} onChange={setCovers} />
      <Group gap="xs" justify="flex-end">
        <Button variant="default" onClick={onSkip} disabled={busy}>
          {skipLabel}
        </Button>
        <Button loading={busy} onClick={() => onSubmit(covers)}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}

interface CoversModalProps {
  opened: boolean;
  /** The bill's number of guests now (null: not given). */
  covers: number | null;
  busy: boolean;
  onClose: () => void;
  onSave: (covers: number | null) => Promise<unknown>;
}

/** Changes a bill's number of guests (`folio/setCovers`); "Not known" takes it off. */
export function CoversModal({ opened, covers, busy, onClose, onSave }: CoversModalProps) {
  const { t } = useTranslation();
  const save = (value: number | null) => void onSave(value).then(onClose, () => undefined);
  return (
    <Modal opened={opened} onClose={onClose} title={t('folios.covers.changeTitle')}>
      {opened ? (
        <CoversStep
          initial={covers ?? DEFAULT_COVERS}
          submitLabel={t('common.save')}
          busy={busy}
          onSubmit={save}
          skipLabel={t('folios.covers.unknown')}
          onSkip={() => save(null)}
        />
      ) : null}
    </Modal>
  );
}
