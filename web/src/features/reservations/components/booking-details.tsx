import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Timeline.css';
import {
  Alert,
  Anchor,
  Button,
  Drawer,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Table,
  Text,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { MOBILE_MAX_WIDTH } from '@sofra/contracts/core/constants';
import {
  reservationLimits,
  reservationTransitions,
  type Reservation,
} from '@sofra/contracts/reservations/reservations.schemas';
import { confirmAction } from '../../../components/confirm/confirm';
import { LoadFailed } from '../../../components/load-failed/load-failed';
import { formatDateTime } from '../../../lib/date-format';
import { useTranslation } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { urls } from '../../../lib/urls';
import {
  useAvailability,
  useCancelReservation,
  useMoveReservation,
  useReservationDetail,
  useReservationTypes,
  useSetStatus,
  type StatusMove,
} from '../api/host-stand-api';
import { refusalText, StatusBadge, TagMarks, TOUCH, touchInput } from './booking-marks';
import { clockTime } from './host-day';

export interface BookingDetailsProps {
  storeId: string;
  /** The booking shown (as the day's list has it); none: closed. */
  booking: Reservation | null;
  /** The store day it is shown in. */
  date: string;
  timeZone: string;
  currency: string;
  readOnly: boolean;
  now: number;
  onClose: () => void;
  onEdit: (r: Reservation) => void;
}

/**
 * Everything about a booking, its history (`reservation/get`), and what a host may do from its status: confirm, seat
 * (the table's folio opens), complete, no-show and cancel (asked first), move (the keyboard's way to drag) and edit.
 */
export function BookingDetails(props: BookingDetailsProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });
  return (
    <Drawer
      opened={Boolean(props.booking)}
      onClose={props.onClose}
      position="right"
      size={phone ? '100%' : 'md'}
      title={props.booking ? props.booking.guestName : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {props.booking ? <Details key={props.booking.id} {...props} booking={props.booking} /> : null}
    </Drawer>
  );
}

type Panel = 'none' | 'move' | 'cancel';

function Details({
  storeId,
  booking,
  date,
  timeZone,
  currency,
  readOnly,
  now,
  onClose,
  onEdit,
}: BookingDetailsProps & { booking: Reservation }) {
  const { t, i18n } = useTranslation();
  const detail = useReservationDetail(storeId, booking.id);
  const types = useReservationTypes();
  const setStatus = useSetStatus(storeId);
  const cancel = useCancelReservation(storeId);
  const [panel, setPanel] = useState<Panel>('none');
  const [seatedNote, setSeatedNote] = useState<string | null>(null);
  // The latest of the two: the detail once read, the day's copy (renewed live) before.
  const r: Reservation = detail.data && detail.data.version >= booking.version ? detail.data : booking;
  const language = i18n.language;
  const channel =
    types.data?.channels.find((c) => c.id === r.channel)?.names[language.startsWith('en') ? 'en' : 'tr'] ?? r.channel;
  const next = reservationTransitions[r.status];
  const started = now >= Date.parse(r.startsAt);

  const move = (status: StatusMove) =>
    setStatus.mutateAsync({ id: r.id, status, version: r.version }).then((answer) => {
      if (status === 'seated') {
        const text = answer.folioId ? t('reservations.host.seatedWithFolio') : t('reservations.host.seatedNoFolio');
        // Said in the drawer, next to the folio's link.
        setSeatedNote(text);
      }
      return answer;
    });
  const ask = (status: 'no_show') =>
    confirmAction({
      title: t('reservations.host.noShowTitle'),
      message: t('reservations.host.noShowMessage', { name: r.guestName }),
      confirmLabel: t('reservations.host.actions.no_show'),
      danger: true,
      onConfirm: () => move(status),
    });

  return (
    <Stack gap="md">
      <Group gap="xs">
        <StatusBadge status={r.status} />
        <TagMarks tags={r.tags} />
        {r.tags.map((tag) => (
          <Text key={tag} size="sm">
            {t(`reservations.host.tags.${tag}`)}
          </Text>
        ))}
      </Group>
      <Table variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>
          <Row label={t('reservations.host.when')}>
            {formatDateTime(r.startsAt, language, timeZone)}–{clockTime(r.endsAt, timeZone)}
          </Row>
          <Row label={t('reservations.host.partySize')}>{t('reservations.host.guests', { count: r.partySize })}</Row>
          <Row label={t('reservations.host.point')}>{r.pointNames.join(', ')}</Row>
          <Row label={t('reservations.host.guestPhone')}>
            {r.guestPhone ? <Anchor href={`tel:${r.guestPhone}`}>{r.guestPhone}</Anchor> : '—'}
          </Row>
          <Row label={t('reservations.host.channel')}>{channel}</Row>
          {r.guestConfirmedAt ? (
            <Row label={t('reservations.host.guestConfirmed')}>
              {formatDateTime(r.guestConfirmedAt, language, timeZone)}
            </Row>
          ) : null}
          {r.notes ? (
            <Row label={t('reservations.host.notes')}>
              <span style={{ whiteSpace: 'pre-wrap' }}>{r.notes}</span>
            </Row>
          ) : null}
          {r.deposit.state !== 'none' ? (
            <Row label={t('reservations.host.deposit')}>
              {formatMoney(r.deposit.amount, currency, language)} ·{' '}
              {t(`reservations.host.depositStates.${r.deposit.state}`)}
            </Row>
          ) : null}
          {r.cancelReason ? (
            <Row label={t('reservations.host.cancelReason')}>
              {r.cancelReason} ({t(`reservations.host.by.${r.cancelledBy ?? 'store'}`)})
            </Row>
          ) : null}
          {r.folioId ? (
            <Row label={t('reservations.host.folio')}>
              <Anchor
                renderRoot={(props) => <Link {...props} to={urls.main.sofraFolios} search={{ folio: r.folioId! }} />}
              >
                {t('reservations.host.openFolio')}
              </Anchor>
            </Row>
          ) : null}
        </Table.Tbody>
      </Table>
      {seatedNote ? (
        <Alert color="teal" role="status">
          {seatedNote}
        </Alert>
      ) : null}

      {readOnly ? (
        <Text size="sm" c="dimmed">
          {t('reservations.host.readOnly')}
        </Text>
      ) : (
        <Group gap="xs">
          {next.includes('confirmed') ? (
            <Button h={TOUCH} variant="light" onClick={() => void move('confirmed').catch(() => undefined)}>
              {t('reservations.host.actions.confirmed')}
            </Button>
          ) : null}
          {next.includes('seated') ? (
            <Button h={TOUCH} color="teal.9" onClick={() => void move('seated').catch(() => undefined)}>
              {t('reservations.host.actions.seated')}
            </Button>
          ) : null}
          {next.includes('completed') ? (
            <Button h={TOUCH} variant="light" onClick={() => void move('completed').catch(() => undefined)}>
              {t('reservations.host.actions.completed')}
            </Button>
          ) : null}
          {next.includes('no_show') && started ? (
            <Button h={TOUCH} variant="light" color="orange" onClick={() => void ask('no_show')}>
              {t('reservations.host.actions.no_show')}
            </Button>
          ) : null}
          {next.includes('seated') ? (
            <>
              <Button h={TOUCH} variant="default" onClick={() => setPanel(panel === 'move' ? 'none' : 'move')}>
                {t('reservations.host.actions.move')}
              </Button>
              <Button h={TOUCH} variant="default" onClick={() => onEdit(r)}>
                {t('reservations.host.actions.edit')}
              </Button>
            </>
          ) : null}
          {next.includes('cancelled') ? (
            <Button
              h={TOUCH}
              variant="light"
              color="red"
              onClick={() => setPanel(panel === 'cancel' ? 'none' : 'cancel')}
            >
              {t('reservations.host.actions.cancel')}
            </Button>
          ) : null}
        </Group>
      )}
      {panel === 'move' && !readOnly ? (
        <MovePanel storeId={storeId} booking={r} date={date} onDone={() => setPanel('none')} />
      ) : null}
      {panel === 'cancel' && !readOnly ? (
        <CancelPanel
          name={r.guestName}
          busy={cancel.isPending}
          onCancel={(reason, by) =>
            confirmAction({
              title: t('reservations.host.cancelTitle'),
              message: t('reservations.host.cancelMessage', { name: r.guestName }),
              confirmLabel: t('reservations.host.actions.cancel'),
              cancelLabel: t('reservations.host.keep'),
              danger: true,
              onConfirm: () => cancel.mutateAsync({ id: r.id, reason, by, version: r.version }),
            }).then((done) => {
              if (done) onClose();
            })
          }
        />
      ) : null}

      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('reservations.host.history')}
        </Title>
        {detail.isPending ? (
          <Loader size="sm" role="status" aria-label={t('common.loading')} />
        ) : detail.isError ? (
          <LoadFailed message={t('errors.loadFailed')} onRetry={() => detail.refetch()} />
        ) : (
          <Timeline bulletSize={12} lineWidth={2}>
            {detail.data.history.map((e, i) => (
              <Timeline.Item
                key={`${e.at}-${i}`}
                title={t(`reservations.host.events.${e.action}`, { defaultValue: e.action })}
              >
                <Text size="xs" c="dimmed">
                  {formatDateTime(e.at, language, timeZone)}
                  {e.actor ? ` · ${e.actor.name}` : ''}
                  {typeof e.detail.reason === 'string' ? ` · ${e.detail.reason}` : ''}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    </Stack>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w="35%">{label}</Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

/** Move by keyboard: a point free for the party and a time free on it (`reservation/availability`). */
function MovePanel({
  storeId,
  booking,
  date,
  onDone,
}: {
  storeId: string;
  booking: Reservation;
  date: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  // The times as if the booking were not there: its own hold does not hide those near it.
  const availability = useAvailability(storeId, date, booking.partySize, { exceptId: booking.id });
  const moveIt = useMoveReservation(storeId);
  const points = (availability.data?.points ?? []).filter((p) => p.times.length > 0);
  const [pointId, setPointId] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const times = (points.find((p) => p.pointId === pointId)?.times ?? []).filter(
    (s) => s.startsAt !== booking.startsAt || pointId !== booking.pointIds[0],
  );
  return (
    <Stack gap="xs" role="group" aria-label={t('reservations.host.moveTitle')}>
      <Text size="sm" fw={500}>
        {t('reservations.host.moveTitle')}
      </Text>
      <NativeSelect
        styles={touchInput}
        label={t('reservations.host.point')}
        data={[
          { value: '', label: t('reservations.host.choosePoint') },
          ...points.map((p) => ({ value: p.pointId, label: p.name })),
        ]}
        value={pointId}
        onChange={(event) => {
          setPointId(event.currentTarget.value);
          setStartsAt('');
        }}
      />
      <NativeSelect
        styles={touchInput}
        label={t('reservations.host.startTime')}
        data={[
          { value: '', label: t('reservations.host.chooseTime') },
          ...times.map((s) => ({ value: s.startsAt, label: s.time })),
        ]}
        value={startsAt}
        onChange={(event) => setStartsAt(event.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button h={TOUCH} variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button
          h={TOUCH}
          disabled={!pointId || !startsAt}
          loading={moveIt.isPending}
          onClick={() =>
            moveIt.mutate(
              { reservation: booking, startsAt, pointIds: [pointId], date },
              {
                onSuccess: () => {
                  notify('success', t('reservations.host.moved'));
                  onDone();
                },
                onError: (error) => notify('danger', refusalText(error), { title: t('reservations.host.moveRefused') }),
              },
            )
          }
        >
          {t('reservations.host.moveHere')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Why the booking is cancelled and who asked; the cancel itself is asked first. */
function CancelPanel({
  busy,
  onCancel,
}: {
  name: string;
  busy: boolean;
  onCancel: (reason: string, by: 'guest' | 'store') => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [by, setBy] = useState<'guest' | 'store'>('guest');
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap="xs" role="group" aria-label={t('reservations.host.cancelTitle')}>
      <NativeSelect
        styles={touchInput}
        label={t('reservations.host.cancelledBy')}
        data={[
          { value: 'guest', label: t('reservations.host.by.guest') },
          { value: 'store', label: t('reservations.host.by.store') },
        ]}
        value={by}
        onChange={(event) => setBy(event.currentTarget.value as 'guest' | 'store')}
      />
      <Textarea
        label={t('reservations.host.cancelReason')}
        withAsterisk
        maxLength={reservationLimits.cancelReason}
        value={reason}
        error={error}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setError(null);
        }}
      />
      <Group justify="flex-end">
        <Button
          h={TOUCH}
          color="red"
          loading={busy}
          onClick={() => (reason.trim() ? onCancel(reason.trim(), by) : setError(t('common.fieldRequired')))}
        >
          {t('reservations.host.actions.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
