import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { ActionIcon, Button, Group, Loader, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlus, IconWalk } from '@tabler/icons-react';
import { useState } from 'react';
import { addDays } from '@sofra/contracts/core/business-day';
import { MOBILE_MAX_WIDTH } from '@sofra/contracts/core/constants';
import type { Reservation, ReservationPoint } from '@sofra/contracts/reservations/reservations.schemas';
import type { Store } from '@sofra/contracts/stores/stores.schemas';
import { StorePage } from '../../../components/store-page/store-page';
import { useActiveStore } from '../../../lib/active-store';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useHasPermission } from '../../../lib/store-sync';
import { useDayReservations, useMoveReservation } from '../api/host-stand-api';
import { useReservationPoints } from '../api/reservation-points-api';
import { BookingDetails } from '../components/booking-details';
import { BookingDialog } from '../components/booking-dialog';
import { BookingList } from '../components/booking-list';
import { refusalText, TOUCH, touchInput } from '../components/booking-marks';
import { DayFigures } from '../components/day-figures';
import { DayTimeline } from '../components/day-timeline';
import { bookingsOfDay, dayOf, daySpan } from '../components/host-day';
import { useNow } from '../../../lib/use-now';
import { WalkInDialog } from '../components/walk-in-dialog';

/**
 * /main/reservations: the host stand (docs/reservation-screens.md). The store's day of bookings as a timeline of its
 * points (drag a block to move it) or a list (first on a phone), the day's figures, a booking's details and status
 * moves, new bookings and walk-ins. Staff without `reservations.manage` see the day read-only.
 */
export function Component() {
  const { t } = useTranslation();
  const storeId = useSession().activeStoreId ?? '';
  const store = useActiveStore();
  const points = useReservationPoints(storeId);
  const phone = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });
  // Undefined while the owned stores load: nothing that changes a booking is offered, and no read-only line shown yet.
  const permission = useHasPermission(storeId || null, 'reservations.manage');
  const mayManage = permission === true;
  const [date, setDate] = useState<string | null>(null);
  // The now line moves along and "free now" stays true: renewed every minute.
  const now = useNow(60_000);
  const today = store.data ? dayOf(now, store.data) : '';
  const day = date ?? today;
  const list = useDayReservations(storeId, day);
  const [creating, setCreating] = useState(false);
  const [walkIn, setWalkIn] = useState(false);

  return (
    <StorePage
      title={t('menu.reservations')}
      noStoreText={t('reservations.host.noStore')}
      maw={1400}
      queries={[store, points, ...(day ? [list] : [])]}
      loadFailedText={t('reservations.host.loadFailed')}
      actions={
        mayManage ? (
          <>
            <Button
              h={TOUCH}
              leftSection={<IconWalk size={18} aria-hidden />}
              variant="light"
              onClick={() => setWalkIn(true)}
            >
              {t('reservations.host.walkIn')}
            </Button>
            <Button h={TOUCH} leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
              {t('reservations.host.newBooking')}
            </Button>
          </>
        ) : null
      }
    >
      {(id) =>
        store.data && points.data && list.data ? (
          <HostStand
            storeId={id}
            store={store.data}
            points={points.data}
            all={list.data}
            loadingDay={list.isPlaceholderData}
            date={day}
            today={today}
            now={now}
            onDate={setDate}
            phone={phone}
            mayManage={mayManage}
            readOnlyKnown={permission === false}
            creating={creating}
            onCreating={setCreating}
            walkIn={walkIn}
            onWalkIn={setWalkIn}
          />
        ) : null
      }
    </StorePage>
  );
}

interface HostStandProps {
  storeId: string;
  store: Store;
  points: ReservationPoint[];
  all: Reservation[];
  /** Another day's bookings are shown while this day's load. */
  loadingDay: boolean;
  date: string;
  today: string;
  now: number;
  onDate: (date: string) => void;
  phone: boolean;
  mayManage: boolean;
  /** The user is known not to hold reservations.manage: the line saying why nothing can be changed. */
  readOnlyKnown: boolean;
  creating: boolean;
  onCreating: (open: boolean) => void;
  walkIn: boolean;
  onWalkIn: (open: boolean) => void;
}

function HostStand({
  storeId,
  store,
  points,
  all,
  loadingDay,
  date,
  today,
  now,
  onDate,
  phone,
  mayManage,
  readOnlyKnown,
  creating,
  onCreating,
  walkIn,
  onWalkIn,
}: HostStandProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<'timeline' | 'list'>(phone ? 'list' : 'timeline');
  const [openId, setOpenId] = useState<string | null>(null);
  const [editing, setEditing] = useState<Reservation | null>(null);
  const moveIt = useMoveReservation(storeId);
  // While another day's answer is all there is, none of it is shown as this day's.
  const bookings = loadingDay ? [] : bookingsOfDay(all, store, date);
  const span = daySpan(store, date, bookings);
  const shownPoints = points.filter((p) => p.active || bookings.some((r) => r.pointIds.includes(p.id)));
  const open = bookings.find((r) => r.id === openId) ?? null;
  const readOnly = !mayManage;

  const onMove = (r: Reservation, startsAt: string, pointIds: string[]) =>
    moveIt.mutate(
      { reservation: r, startsAt, pointIds, date },
      {
        onSuccess: () => notify('success', t('reservations.host.moved')),
        onError: (error) => notify('danger', refusalText(error), { title: t('reservations.host.moveRefused') }),
      },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm" align="flex-end">
        <Group gap={4} wrap="nowrap" align="flex-end">
          <ActionIcon
            variant="default"
            size={44}
            aria-label={t('reservations.host.previousDay')}
            onClick={() => onDate(addDays(date, -1))}
          >
            <IconChevronLeft size={20} aria-hidden />
          </ActionIcon>
          <TextInput
            styles={touchInput}
            type="date"
            label={t('reservations.host.day')}
            value={date}
            onChange={(event) => event.currentTarget.value && onDate(event.currentTarget.value)}
          />
          <ActionIcon
            variant="default"
            size={44}
            aria-label={t('reservations.host.nextDay')}
            onClick={() => onDate(addDays(date, 1))}
          >
            <IconChevronRight size={20} aria-hidden />
          </ActionIcon>
          <Button variant="subtle" h={44} disabled={date === today} onClick={() => onDate(today)}>
            {t('reservations.host.today')}
          </Button>
          {loadingDay ? <Loader size="sm" role="status" aria-label={t('common.loading')} mb={12} /> : null}
        </Group>
        <SegmentedControl
          aria-label={t('reservations.host.view')}
          value={view}
          onChange={(value) => setView(value as 'timeline' | 'list')}
          data={[
            { value: 'timeline', label: t('reservations.host.timeline') },
            { value: 'list', label: t('reservations.host.list') },
          ]}
          styles={{ control: { minHeight: 44 }, label: { minHeight: 44, display: 'flex', alignItems: 'center' } }}
        />
      </Group>

      {readOnlyKnown ? (
        <Text size="sm" c="dimmed">
          {t('reservations.host.readOnly')}
        </Text>
      ) : null}

      <DayFigures bookings={bookings} span={span} timeZone={store.timeZone} />

      {bookings.length === 0 && !loadingDay ? (
        <Paper withBorder radius="md" p="lg">
          <Stack align="center" gap="sm">
            <Text>{t('reservations.host.empty')}</Text>
            {mayManage ? (
              <Button
                h={TOUCH}
                leftSection={<IconPlus size={18} aria-hidden />}
                variant="light"
                onClick={() => onCreating(true)}
              >
                {t('reservations.host.newBooking')}
              </Button>
            ) : null}
          </Stack>
        </Paper>
      ) : null}

      {shownPoints.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('reservations.host.noPoints')}
        </Text>
      ) : view === 'timeline' ? (
        <DayTimeline
          points={shownPoints}
          bookings={bookings}
          span={span}
          timeZone={store.timeZone}
          now={date === today ? now : null}
          readOnly={readOnly}
          compact={phone}
          onOpen={(r) => setOpenId(r.id)}
          onMove={onMove}
        />
      ) : bookings.length > 0 ? (
        <BookingList bookings={bookings} timeZone={store.timeZone} onOpen={(r) => setOpenId(r.id)} />
      ) : null}

      <BookingDetails
        storeId={storeId}
        booking={open}
        date={date}
        timeZone={store.timeZone}
        currency={store.storeCurrency}
        now={now}
        readOnly={readOnly}
        onClose={() => setOpenId(null)}
        onEdit={(r) => {
          setOpenId(null);
          setEditing(r);
        }}
      />
      {mayManage ? (
        <>
          <BookingDialog
            storeId={storeId}
            opened={creating || Boolean(editing)}
            date={date < today ? today : date}
            booking={editing}
            bookingDate={editing ? date : undefined}
            onClose={() => {
              onCreating(false);
              setEditing(null);
            }}
          />
          <WalkInDialog
            storeId={storeId}
            opened={walkIn}
            points={points}
            bookings={bookingsOfDay(all, store, today)}
            now={now}
            onClose={() => onWalkIn(false)}
          />
        </>
      ) : null}
    </Stack>
  );
}
