import '@mantine/core/styles/NumberInput.css';
import { Modal, NativeSelect, NumberInput, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { MOBILE_MAX_WIDTH } from '@sofra/contracts/core/constants';
import {
  reservationLimits,
  type Reservation,
  type ReservationPoint,
} from '@sofra/contracts/reservations/reservations.schemas';
import { FormActions } from '../../../components/form-actions/form-actions';
import { errorText } from '../../../lib/error-text';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useSaveReservation, useSetStatus } from '../api/host-stand-api';
import { isLive, MINUTE, toGrid } from './host-day';
import { touchInput } from './booking-marks';

export interface WalkInDialogProps {
  storeId: string;
  opened: boolean;
  points: ReservationPoint[];
  /** The bookings around now (today's), to offer only the points free now. */
  bookings: Reservation[];
  now: number;
  onClose: () => void;
}

/** The slot length a party takes at a point: the first rule its size fits in, else the last. */
const slotMinutes = (p: ReservationPoint, party: number) =>
  (p.slots.find((s) => s.upTo >= party) ?? p.slots[p.slots.length - 1])?.minutes ?? 90;

/** The active points that take the party and that no live booking holds from now for the party's slot and buffer. */
export const pointsFreeNow = (points: ReservationPoint[], bookings: Reservation[], party: number, now: number) => {
  const start = toGrid(now, 'floor');
  return points.filter((p) => {
    if (!p.active || party < p.minParty || party > p.maxParty) return false;
    const end = start + (slotMinutes(p, party) + p.bufferMinutes) * MINUTE;
    return !bookings.some(
      (r) =>
        isLive(r) &&
        r.pointIds.includes(p.id) &&
        Date.parse(r.startsAt) < end &&
        Date.parse(r.endsAt) + p.bufferMinutes * MINUTE > start,
    );
  });
};

/**
 * A walk-in (docs/reservations.md: requested ─► seated): the party and a point free now make a booking of channel
 * walk-in starting now (the 15-minute step just begun), then seated at once, which opens a table's folio.
 */
export function WalkInDialog({ storeId, opened, points, bookings, now, onClose }: WalkInDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('reservations.host.walkIn')}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened ? <WalkInForm storeId={storeId} points={points} bookings={bookings} now={now} onClose={onClose} /> : null}
    </Modal>
  );
}

function WalkInForm({ storeId, points, bookings, now, onClose }: Omit<WalkInDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const save = useSaveReservation(storeId);
  const seat = useSetStatus(storeId);
  const [party, setParty] = useState<number | string>(2);
  const [name, setName] = useState('');
  const [pointId, setPointId] = useState('');
  const [error, setError] = useState<{ party?: string; point?: string; root?: string }>({});
  const size = Number(party);
  const free = Number.isInteger(size) && size >= 1 ? pointsFreeNow(points, bookings, size, now) : [];
  const busy = save.isPending || seat.isPending;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const { min, max } = reservationLimits.partySize;
    if (!Number.isInteger(size) || size < min || size > max)
      return setError({ party: t('reservations.host.partyRange', { min, max }) });
    if (!pointId || !free.some((p) => p.id === pointId)) return setError({ point: t('reservations.host.choosePoint') });
    setError({});
    let booked: Reservation | null = null;
    try {
      booked = await save.mutateAsync({
        guest: { name: name.trim() || t('reservations.host.walkInGuest') },
        partySize: size,
        startsAt: new Date(toGrid(now, 'floor')).toISOString(),
        pointIds: [pointId],
        channel: 'walk-in',
        status: 'requested',
      });
      const seated = await seat.mutateAsync({ id: booked.id, status: 'seated', version: booked.version });
      notify('success', seated.folioId ? t('reservations.host.seatedWithFolio') : t('reservations.host.seatedNoFolio'));
      onClose();
    } catch (e) {
      // A seat refused once booked was said by its call (a toast): the booking stands, as requested.
      if (booked) return onClose();
      setError({ point: errorText(e) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <NumberInput
          styles={touchInput}
          label={t('reservations.host.partySize')}
          withAsterisk
          data-autofocus
          min={reservationLimits.partySize.min}
          max={reservationLimits.partySize.max}
          allowDecimal={false}
          allowNegative={false}
          value={party}
          error={error.party}
          onChange={(value) => {
            setParty(value);
            setPointId('');
          }}
        />
        <NativeSelect
          styles={touchInput}
          label={t('reservations.host.pointFreeNow')}
          withAsterisk
          description={free.length === 0 ? t('reservations.host.noneFreeNow') : undefined}
          data={[
            { value: '', label: t('reservations.host.choosePoint') },
            ...free.map((p) => ({ value: p.id, label: p.name })),
          ]}
          value={pointId}
          error={error.point}
          onChange={(event) => setPointId(event.currentTarget.value)}
        />
        <TextInput
          styles={touchInput}
          label={t('reservations.host.guestNameOptional')}
          maxLength={reservationLimits.guestName}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <FormActions
          cancelLabel={t('common.cancel')}
          onCancel={onClose}
          submitLabel={t('reservations.host.seatNow')}
          busy={busy}
          error={error.root}
        />
      </Stack>
    </form>
  );
}
