import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  IconDiscount,
  IconGift,
  IconGiftOff,
  IconNote,
  IconSpeakerphone,
  IconTrashX,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { formatPercent } from '../../../components/folio-view/folio-format';
import type { FolioLine } from '@sofra/contracts/folios/folios.schemas';
import { useMoney } from './folio-format';
import { RowActions } from '../../../components/row-actions/row-actions';

export interface LineActions {
  onDiscount: (line: FolioLine) => void;
  onRemoveDiscount: (line: FolioLine) => void;
  onGift: (line: FolioLine) => void;
  onRemoveGift: (line: FolioLine) => void;
  onVoid: (line: FolioLine) => void;
  /** Changing a line's note: only while the folio is open (a locked bill is printed). */
  onNote?: (line: FolioLine) => void;
}

interface FolioLinesProps {
  lines: FolioLine[];
  /** The line menus, when the folio's state allows discounts, gifts and voids (open or locked). */
  actions?: LineActions;
}

/**
 * A folio's lines as ordered: name, options, note, quantity × unit price and what the line comes to. A gift, a void
 * and a discount are marked; a voided line stays, struck through.
 */
export function FolioLines({ lines, actions }: FolioLinesProps) {
  const { t } = useTranslation();
  if (lines.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('folios.lines.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('folios.lines.title')}>
      {lines.map((line) => (
        <LineRow key={line.id} line={line} actions={actions} />
      ))}
    </Stack>
  );
}

function LineRow({ line, actions }: { line: FolioLine; actions?: LineActions }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const voided = line.state === 'void';
  const gift = line.state === 'gift';
  const struck = voided ? { textDecoration: 'line-through' } : undefined;
  const options = line.options.map((o) => o.name).join(', ');
  return (
    <Paper component="li" withBorder radius="sm" p="xs">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} style={struck} c={voided ? 'dimmed' : undefined}>
            {line.quantity} × {line.name}
          </Text>
          {options ? (
            <Text size="sm" c="dimmed" style={struck}>
              {options}
            </Text>
          ) : null}
          {line.note ? (
            <Text size="sm" fs="italic">
              {t('folios.lines.note', { note: line.note })}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {t('folios.lines.unitPrice', { price: money(line.unitPrice) })}
          </Text>
          {gift && line.gift ? (
            <Mark color="grape.9" icon={<IconGift size={14} aria-hidden />}>
              {t('folios.lines.gift', { reason: line.gift.reasonName })}
            </Mark>
          ) : null}
          {voided && line.void ? (
            <Mark color="red.9" icon={<IconX size={14} aria-hidden />}>
              {t(line.void.wasted ? 'folios.lines.voidWasted' : 'folios.lines.void', { reason: line.void.reasonName })}
            </Mark>
          ) : null}
          {line.campaign ? (
            <Mark color="teal.9" icon={<IconSpeakerphone size={14} aria-hidden />}>
              {t('campaigns.folio.line', { name: line.campaign.campaignName })}
            </Mark>
          ) : null}
          {line.discount ? (
            <Mark color="blue.9" icon={<IconDiscount size={14} aria-hidden />}>
              {t('folios.lines.discount', {
                reason: line.discount.reasonName,
                value:
                  line.discount.kind === 'percent'
                    ? formatPercent(line.discount.value, i18n.language)
                    : money(line.discount.amount),
              })}
            </Mark>
          ) : null}
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text fw={600} style={voided || gift ? { textDecoration: 'line-through' } : undefined}>
            {money(line.gross)}
          </Text>
          {line.campaign ? (
            <Text size="sm" c="teal.9">
              −{money(line.campaign.amount)}
            </Text>
          ) : null}
          {line.discount ? (
            <Text size="sm" c="blue.9">
              −{money(line.discount.amount)}
            </Text>
          ) : null}
          {gift ? <Text size="sm">{money(0)}</Text> : null}
        </Stack>
        {actions && !voided ? <LineMenu line={line} actions={actions} /> : null}
      </Group>
    </Paper>
  );
}

/** A gift, a void or a discount on a line: an icon and words in the mark's colour, wrapping on a narrow screen. */
function Mark({ color, icon, children }: { color: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" c={color}>
      {icon}
      <Text size="xs" fw={600} c={color}>
        {children}
      </Text>
    </Group>
  );
}

function LineMenu({ line, actions }: { line: FolioLine; actions: LineActions }) {
  const { t } = useTranslation();
  const active = line.state === 'active';
  const { onNote } = actions;
  return (
    <RowActions
      menu={t('folios.lines.actionsFor', { name: line.name })}
      actions={[
        {
          label: line.note ? t('folios.actions.editNote') : t('folios.actions.addNote'),
          icon: IconNote,
          hidden: !onNote,
          onClick: () => onNote?.(line),
        },
        {
          label: t('folios.actions.discount'),
          icon: IconDiscount,
          hidden: !active,
          onClick: () => actions.onDiscount(line),
        },
        {
          label: t('folios.actions.removeDiscount'),
          icon: IconX,
          hidden: !active || !line.discount,
          onClick: () => actions.onRemoveDiscount(line),
        },
        active
          ? { label: t('folios.actions.gift'), icon: IconGift, onClick: () => actions.onGift(line) }
          : { label: t('folios.actions.removeGift'), icon: IconGiftOff, onClick: () => actions.onRemoveGift(line) },
        { label: t('folios.actions.void'), icon: IconTrashX, color: 'red.9', onClick: () => actions.onVoid(line) },
      ]}
    />
  );
}
