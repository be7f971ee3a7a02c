import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Chip.css';
import { useState } from 'react';
import { Chip, Group, Modal, NativeSelect, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_MAX_WIDTH } from '@sofra/contracts/core/constants';
import {
  reservationChannels,
  reservationLimits,
  reservationTags,
  type Reservation,
} from '@sofra/contracts/reservations/reservations.schemas';
import type * as ReservationSchemas from '@sofra/contracts/reservations/reservations.schemas';
import * as validating from '@sofra/contracts/reservations/reservations.schemas?validate';
import { FormActions } from '../../../components/form-actions/form-actions';
import { GrowTextarea } from '../../../components/grow-textarea/grow-textarea';
import { showRefusal, useContractForm } from '../../../lib/form';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useHasPermission } from '../../../lib/store-sync';
import { useAvailability, useReservationTypes, useSaveReservation } from '../api/host-stand-api';
import { touchInput } from './booking-marks';
import { GuestPicker, type PickedGuest } from './guest-picker';

const { ZReservationSave } = validating as unknown as typeof ReservationSchemas;

type Channel = (typeof reservationChannels)[number];
type Tag = (typeof reservationTags)[number];

interface BookingValues extends Record<string, unknown> {
  guest: { name: string; phone: string };
  /** A registered guest chosen for a new booking ('' : a name and phone typed). */
  guestUserId: string;
  partySize: number | string;
  date: string;
  startsAt: string;
  pointIds: string[];
  channel: Channel;
  notes: string;
  tags: Tag[];
  status: 'requested' | 'confirmed';
}

export interface BookingDialogProps {
  storeId: string;
  opened: boolean;
  /** The day the dialog starts on (a new booking). */
  date: string;
  /** The booking to edit; none for a new one. */
  booking?: Reservation | null;
  /** The booking's store day (an edit). */
  bookingDate?: string;
  onClose: () => void;
}

/**
 * A new booking or an edit: the guest (name and phone), party, day, a free start time and a point free then (from
 * `reservation/availability` for the party), channel, notes, tags, and requested or confirmed. Checked by the save's
 * own schema; a refusal is said under its field (an overlap or a time that cannot be booked under the time).
 */
export function BookingDialog(props: BookingDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t(props.booking ? 'reservations.host.editBooking' : 'reservations.host.newBooking')}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {props.opened ? <BookingForm {...props} /> : null}
    </Modal>
  );
}

function BookingForm({ storeId, date, booking, bookingDate, onClose }: BookingDialogProps) {
  const { t, i18n } = useTranslation();
  const save = useSaveReservation(storeId);
  const types = useReservationTypes();
  const language = i18n.language.startsWith('en') ? 'en' : 'tr';
  const form = useContractForm<BookingValues>({
    schema: ZReservationSave,
    initialValues: {
      guest: { name: booking?.guestName ?? '', phone: booking?.guestPhone ?? '' },
      guestUserId: '',
      partySize: booking?.partySize ?? 2,
      date: bookingDate ?? date,
      startsAt: booking?.startsAt ?? '',
      pointIds: booking ? [...booking.pointIds] : [''],
      channel: booking?.channel ?? 'phone',
      notes: booking?.notes ?? '',
      tags: booking ? [...booking.tags] : [],
      status: 'confirmed',
    },
    toInput: (v) => toSave(v, storeId, booking),
  });
  const v = form.values;
  const party = Number(v.partySize);
  // A new booking may be a registered guest's, found among the store's guests (customers.view).
  const canFind = useHasPermission(storeId, 'customers.view') === true && !booking;
  const [picked, setPicked] = useState<PickedGuest | null>(null);
  const pick = (guest: PickedGuest | null) => {
    setPicked(guest);
    form.setFieldValue('guestUserId', guest?.userId ?? '');
    form.setFieldValue('guest', { name: guest?.name ?? '', phone: guest?.gsm ?? '' });
  };
  const registered = Boolean(booking?.guestUserId || picked);
  // An edit is offered the times as if the booking were not there (its own hold does not count).
  const availability = useAvailability(storeId, v.date, party, { exceptId: booking?.id });
  const points = availability.data?.points ?? [];

  // Start times free at any point for the party; an edit keeps its own time even when the rules no longer offer it
  // (a time past, hours changed since), so its notes can still be changed.
  const times = new Map<string, string>();
  for (const p of points) for (const s of p.times) times.set(s.startsAt, s.time);
  const own = booking && v.date === bookingDate ? booking : null;
  if (own && !times.has(own.startsAt)) times.set(own.startsAt, own.startTime);
  const timeOptions = [...times].sort(([a], [b]) => a.localeCompare(b));
  const freePoints = points.filter((p) => p.times.some((s) => s.startsAt === v.startsAt));
  const pointOptions = freePoints.map((p) => ({ value: p.pointId, label: p.name }));
  if (own && v.startsAt === own.startsAt)
    own.pointIds.forEach((id, i) => {
      if (!pointOptions.some((o) => o.value === id)) pointOptions.push({ value: id, label: own.pointNames[i] ?? id });
    });

  /** A new day or party offers other times: the time and point are chosen again. */
  const resetTime = () => {
    form.setFieldValue('startsAt', '');
    form.setFieldValue('pointIds', ['']);
  };

  const submit = form.onSubmit((values) => {
    if (save.isPending) return;
    const input = toSave(values, storeId, booking);
    save.mutate(input, {
      onSuccess: () => {
        notify('success', t('reservations.host.saved'));
        onClose();
      },
      onError: (error) =>
        showRefusal(form, error, {
          fieldOf: {
            reservation_conflict: 'startsAt',
            reservation_unavailable: 'startsAt',
            reservation_point_not_found: 'pointIds.0',
          },
          textOf: { conflict: 'reservations.host.changedMeanwhile' },
        }),
    });
  });

  const named = (list: { id: string; names: { tr: string; en: string } }[] | undefined, id: string) =>
    list?.find((x) => x.id === id)?.names[language] ?? id;
  const noTimes = availability.isSuccess && timeOptions.length === 0;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {canFind ? <GuestPicker storeId={storeId} value={picked} onChange={pick} /> : null}
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            styles={touchInput}
            label={t('reservations.host.guestName')}
            withAsterisk
            data-autofocus
            maxLength={reservationLimits.guestName}
            disabled={registered}
            {...form.getInputProps('guest.name')}
          />
          <TextInput
            styles={touchInput}
            label={t('reservations.host.guestPhone')}
            type="tel"
            autoComplete="off"
            disabled={registered}
            description={registered ? t('reservations.host.registeredGuest') : undefined}
            {...form.getInputProps('guest.phone')}
          />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput
            styles={touchInput}
            label={t('reservations.host.partySize')}
            withAsterisk
            min={reservationLimits.partySize.min}
            max={reservationLimits.partySize.max}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('partySize')}
            onChange={(value) => {
              form.setFieldValue('partySize', value);
              resetTime();
            }}
          />
          <TextInput
            styles={touchInput}
            label={t('reservations.host.date')}
            type="date"
            withAsterisk
            {...form.getInputProps('date')}
            onChange={(event) => {
              form.setFieldValue('date', event.currentTarget.value);
              resetTime();
            }}
          />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <NativeSelect
            styles={touchInput}
            label={t('reservations.host.startTime')}
            withAsterisk
            description={
              availability.isPending
                ? t('reservations.host.timesLoading')
                : noTimes
                  ? t('reservations.host.noTimes')
                  : undefined
            }
            data={[
              { value: '', label: t('reservations.host.chooseTime') },
              ...timeOptions.map(([value, label]) => ({ value, label })),
            ]}
            {...form.getInputProps('startsAt')}
            onChange={(event) => {
              const startsAt = event.currentTarget.value;
              form.setFieldValue('startsAt', startsAt);
              const still = points.some(
                (p) => p.pointId === v.pointIds[0] && p.times.some((s) => s.startsAt === startsAt),
              );
              const ownPoint = own && startsAt === own.startsAt && own.pointIds.includes(v.pointIds[0] ?? '');
              if (!still && !ownPoint) form.setFieldValue('pointIds', ['']);
            }}
          />
          <NativeSelect
            styles={touchInput}
            label={t('reservations.host.point')}
            withAsterisk
            data={[{ value: '', label: t('reservations.host.choosePoint') }, ...pointOptions]}
            {...form.getInputProps('pointIds.0')}
          />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <NativeSelect
            styles={touchInput}
            label={t('reservations.host.channel')}
            data={reservationChannels.map((c) => ({ value: c, label: named(types.data?.channels, c) }))}
            {...form.getInputProps('channel')}
          />
          {booking ? null : (
            <NativeSelect
              styles={touchInput}
              label={t('reservations.host.status')}
              data={[
                { value: 'confirmed', label: named(types.data?.statuses, 'confirmed') },
                { value: 'requested', label: named(types.data?.statuses, 'requested') },
              ]}
              {...form.getInputProps('status')}
            />
          )}
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="booking-tags">
            {t('reservations.host.tagsLabel')}
          </Text>
          <Chip.Group multiple value={v.tags} onChange={(tags) => form.setFieldValue('tags', tags as Tag[])}>
            <Group gap="xs" role="group" aria-labelledby="booking-tags">
              {reservationTags.map((tag) => (
                <Chip key={tag} value={tag} size="md" styles={{ label: { minHeight: 44 } }}>
                  {t(`reservations.host.tags.${tag}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
        <GrowTextarea
          label={t('reservations.host.notes')}
          minRows={2}
          maxRows={6}
          maxLength={reservationLimits.notes}
          {...form.getInputProps('notes')}
        />
        <FormActions
          cancelLabel={t('common.cancel')}
          onCancel={onClose}
          submitLabel={t('common.save')}
          busy={save.isPending}
          error={form.errors.root}
        />
      </Stack>
    </form>
  );
}

/**
 * The call's input from the form: a registered guest (kept on an edit, or chosen for a new booking) is their account (no
 * guest sent); an edit carries its version.
 */
const toSave = (v: BookingValues, storeId: string, booking: Reservation | null | undefined) => ({
  storeId,
  ...(booking ? { id: booking.id, version: booking.version } : {}),
  ...(booking?.guestUserId
    ? {}
    : v.guestUserId
      ? { guestUserId: v.guestUserId }
      : { guest: { name: v.guest.name.trim(), ...(v.guest.phone.trim() ? { phone: v.guest.phone.trim() } : {}) } }),
  partySize: v.partySize === '' ? Number.NaN : Number(v.partySize),
  startsAt: v.startsAt,
  pointIds: v.pointIds,
  channel: v.channel,
  notes: v.notes,
  tags: v.tags,
  ...(booking ? {} : { status: v.status }),
});
