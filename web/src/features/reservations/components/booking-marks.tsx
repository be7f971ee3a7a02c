import '@mantine/core/styles/Badge.css';
import { Badge, Group } from '@mantine/core';
import { IconAlertTriangle, IconCake, IconStar } from '@tabler/icons-react';
import type { Reservation, ReservationStatus } from '@sofra/contracts/reservations/reservations.schemas';
import { ApiError } from '../../../lib/api-error';
import { errorText } from '../../../lib/error-text';
import { i18n, useTranslation } from '../../../lib/i18n';

/** Touch targets: at least 44 × 44 px (WCAG 2.5.5), on the host's tablet or phone. */
export const TOUCH = 44;
/** A field's input as tall as a touch target. */
export const touchInput = { input: { minHeight: TOUCH } };

/** A status's colour on the timeline and in the list. */
export const statusColor: Record<ReservationStatus, string> = {
  requested: 'yellow',
  confirmed: 'blue',
  seated: 'teal',
  completed: 'gray',
  cancelled: 'red',
  no_show: 'orange',
};

const tagIcons = { birthday: IconCake, allergy: IconAlertTriangle, vip: IconStar } as const;

/** A booking's tags as small marks (each named for screen readers by the text around it). */
export function TagMarks({ tags, size = 14 }: { tags: Reservation['tags']; size?: number }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <Group gap={2} wrap="nowrap" component="span">
      {tags.map((tag) => {
        const Icon = tagIcons[tag];
        return (
          <span key={tag} title={t(`reservations.host.tags.${tag}`)} style={{ display: 'inline-flex' }}>
            <Icon size={size} aria-hidden />
          </span>
        );
      })}
    </Group>
  );
}

export function StatusBadge({ status }: { status: ReservationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={statusColor[status]} variant="light" autoContrast>
      {t(`reservations.host.statuses.${status}`)}
    </Badge>
  );
}

/** What a booking is, in one line for screen readers: who, how many, when, status and tags. */
export const useBookingLabel = () => {
  const { t } = useTranslation();
  return (r: Reservation, time: string) =>
    [
      r.guestName,
      t('reservations.host.guests', { count: r.partySize }),
      time,
      t(`reservations.host.statuses.${r.status}`),
      ...r.tags.map((tag) => t(`reservations.host.tags.${tag}`)),
    ].join(', ');
};

/** Why a save of a booking was refused, in the user's language: a stale version says the booking changed meanwhile. */
export const refusalText = (error: unknown) =>
  error instanceof ApiError && error.code === 'conflict'
    ? i18n.t('reservations.host.changedMeanwhile')
    : errorText(error);
