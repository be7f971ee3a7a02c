import { Box, Text } from '@mantine/core';
import {
  DndContext,
  MouseSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type Modifier,
} from '@dnd-kit/core';
import { useEffect, useRef } from 'react';
import type { Reservation, ReservationPoint } from '@sofra/contracts/reservations/reservations.schemas';
import { useTranslation } from '../../../lib/i18n';
import { statusColor, TagMarks, useBookingLabel } from './booking-marks';
import { clockTime, hoursOf, isLive, MINUTE, toGrid, type Span } from './host-day';

/** Two pixels a minute: an hour is 120 px, a 15-minute step 30 px. */
export const PX_PER_MINUTE = 2;
const STEP_PX = 15 * PX_PER_MINUTE;
/** The points' names down the side (narrower on a phone, where the hours need the room). */
const LABEL_PX = 132;
const PHONE_LABEL_PX = 96;
/** A row and a block: a touch target's 44 px and then some. */
const ROW_PX = 52;

/** A block follows the pointer in 15-minute steps, as the server takes a start. */
const snapToSteps: Modifier = ({ transform }) => ({ ...transform, x: Math.round(transform.x / STEP_PX) * STEP_PX });

export interface DayTimelineProps {
  points: ReservationPoint[];
  bookings: Reservation[];
  span: Span;
  timeZone: string;
  /** Now, when the day is today: the now line. */
  now: number | null;
  readOnly: boolean;
  /** A phone's screen: a narrower column of names. */
  compact?: boolean;
  onOpen: (r: Reservation) => void;
  /** A block dropped at another start (on the 15-minute grid) or on another point. */
  onMove: (r: Reservation, startsAt: string, pointIds: string[]) => void;
}

/**
 * The day as a timeline: the points down the side, the store's hours across (past midnight when the day runs so),
 * the live bookings as blocks a host drags to another time or point (the details' Move does the same by keyboard).
 */
export function DayTimeline({
  points,
  bookings,
  span,
  timeZone,
  now,
  readOnly,
  compact = false,
  onOpen,
  onMove,
}: DayTimelineProps) {
  const labelPx = compact ? PHONE_LABEL_PX : LABEL_PX;
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A finger held still picks a block up; a swipe scrolls the timeline.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
  );
  const width = ((span.end - span.start) / MINUTE) * PX_PER_MINUTE;
  const hours = hoursOf(span, timeZone);
  const onBoard = bookings.filter(isLive);
  // A new day opens at now (today) or at its first booking, not at the store's opening hour.
  const region = useRef<HTMLDivElement>(null);
  const firstStart = onBoard.length > 0 ? Math.min(...onBoard.map((r) => Date.parse(r.startsAt))) : span.start;
  const focus = now !== null && now >= span.start && now <= span.end ? now : firstStart;
  const focusLeft = Math.max(0, ((focus - span.start) / MINUTE) * PX_PER_MINUTE - 60);
  const scrolledFor = useRef<number | null>(null);
  useEffect(() => {
    if (!region.current || scrolledFor.current === span.start) return;
    scrolledFor.current = span.start;
    region.current.scrollLeft = focusLeft;
  }, [span.start, focusLeft]);
  // The click that ends a drag is no click on the block: it does not open the details.
  const droppedAt = useRef(0);
  const open = (r: Reservation) => {
    if (Date.now() - droppedAt.current > 300) onOpen(r);
  };

  const dragEnd = ({ active, over, delta }: DragEndEvent) => {
    droppedAt.current = Date.now();
    const data = active.data.current as { reservation: Reservation; pointId: string } | undefined;
    if (!data) return;
    const r = data.reservation;
    const shift = toGrid(Math.round(delta.x / PX_PER_MINUTE) * MINUTE);
    const target = over ? String(over.id) : data.pointId;
    if (shift === 0 && target === data.pointId) return;
    const pointIds = target === data.pointId ? r.pointIds : [target];
    onMove(r, new Date(Date.parse(r.startsAt) + shift).toISOString(), pointIds);
  };

  return (
    <DndContext
      sensors={sensors}
      modifiers={[snapToSteps]}
      onDragEnd={dragEnd}
      onDragCancel={() => (droppedAt.current = Date.now())}
      accessibility={{
        screenReaderInstructions: { draggable: t('reservations.host.dragHint') },
        announcements: {
          onDragStart: () => '',
          onDragMove: () => '',
          onDragOver: () => '',
          onDragEnd: () => '',
          onDragCancel: () => '',
        },
      }}
    >
      <Box
        ref={region}
        role="region"
        aria-label={t('reservations.host.timeline')}
        tabIndex={0}
        style={{ overflowX: 'auto', border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
      >
        <div style={{ width: labelPx + width, position: 'relative' }}>
          <div style={{ display: 'flex', height: 28, borderBottom: '1px solid var(--mantine-color-default-border)' }}>
            <div style={{ ...sticky, width: labelPx }} />
            {hours.map((h) => (
              <Text
                key={h.at}
                size="xs"
                c="dimmed"
                style={{
                  width: 60 * PX_PER_MINUTE,
                  paddingLeft: 4,
                  borderLeft: '1px solid var(--mantine-color-default-border)',
                }}
              >
                {h.label}
              </Text>
            ))}
          </div>
          {points.map((p) => (
            <PointRow
              key={p.id}
              point={p}
              labelPx={labelPx}
              span={span}
              width={width}
              timeZone={timeZone}
              readOnly={readOnly}
              bookings={onBoard.filter((r) => r.pointIds.includes(p.id))}
              onOpen={open}
            />
          ))}
          {now !== null && now >= span.start && now <= span.end ? (
            <div
              aria-hidden
              data-testid="now-line"
              style={{
                position: 'absolute',
                top: 0,
                bottom: 0,
                left: labelPx + ((now - span.start) / MINUTE) * PX_PER_MINUTE,
                width: 2,
                background: 'var(--mantine-color-red-7)',
                pointerEvents: 'none',
                zIndex: 3,
              }}
            />
          ) : null}
        </div>
      </Box>
    </DndContext>
  );
}

const sticky = {
  position: 'sticky',
  left: 0,
  zIndex: 2,
  background: 'var(--mantine-color-body)',
  flex: 'none',
} as const;

interface PointRowProps {
  point: ReservationPoint;
  labelPx: number;
  span: Span;
  width: number;
  timeZone: string;
  readOnly: boolean;
  bookings: Reservation[];
  onOpen: (r: Reservation) => void;
}

function PointRow({ point, labelPx, span, width, timeZone, readOnly, bookings, onOpen }: PointRowProps) {
  const { setNodeRef, isOver } = useDroppable({ id: point.id, disabled: readOnly });
  return (
    <div
      role="group"
      aria-label={point.name}
      style={{ display: 'flex', height: ROW_PX, borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Text
        size="sm"
        fw={500}
        style={{ ...sticky, width: labelPx, padding: '0 8px', display: 'flex', alignItems: 'center' }}
        truncate
      >
        {point.name}
      </Text>
      <div
        ref={setNodeRef}
        style={{
          position: 'relative',
          width,
          flex: 'none',
          background: isOver ? 'var(--mantine-color-blue-light)' : undefined,
          backgroundImage: `repeating-linear-gradient(to right, var(--mantine-color-default-border) 0 1px, transparent 1px ${60 * PX_PER_MINUTE}px)`,
        }}
      >
        {bookings.map((r) => (
          <Block
            key={r.id}
            r={r}
            pointId={point.id}
            span={span}
            timeZone={timeZone}
            readOnly={readOnly}
            onOpen={onOpen}
          />
        ))}
      </div>
    </div>
  );
}

interface BlockProps {
  r: Reservation;
  pointId: string;
  span: Span;
  timeZone: string;
  readOnly: boolean;
  onOpen: (r: Reservation) => void;
}

function Block({ r, pointId, span, timeZone, readOnly, onOpen }: BlockProps) {
  const { t } = useTranslation();
  const label = useBookingLabel();
  const { setNodeRef, listeners, attributes, transform, isDragging } = useDraggable({
    id: `${r.id}:${pointId}`,
    data: { reservation: r, pointId },
    disabled: readOnly,
  });
  const start = Date.parse(r.startsAt);
  const left = ((start - span.start) / MINUTE) * PX_PER_MINUTE;
  const blockWidth = Math.max(((Date.parse(r.endsAt) - start) / MINUTE) * PX_PER_MINUTE, STEP_PX);
  const time = `${clockTime(r.startsAt, timeZone)}–${clockTime(r.endsAt, timeZone)}`;
  const color = statusColor[r.status];
  return (
    <button
      ref={setNodeRef}
      type="button"
      {...(readOnly ? {} : listeners)}
      aria-roledescription={readOnly ? undefined : attributes['aria-roledescription']}
      aria-describedby={readOnly ? undefined : attributes['aria-describedby']}
      aria-label={label(r, time)}
      onClick={() => onOpen(r)}
      data-start={clockTime(r.startsAt, timeZone)}
      style={{
        position: 'absolute',
        top: 4,
        left,
        width: blockWidth - 2,
        height: ROW_PX - 8,
        minHeight: 44,
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        zIndex: isDragging ? 4 : 1,
        boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
        touchAction: readOnly ? undefined : 'manipulation',
        cursor: readOnly ? 'pointer' : 'grab',
        textAlign: 'left',
        overflow: 'hidden',
        padding: '2px 6px',
        border: 0,
        borderLeft: `4px solid var(--mantine-color-${color}-filled)`,
        borderRadius: 6,
        background: `var(--mantine-color-${color}-light)`,
        color: 'var(--mantine-color-text)',
        font: 'inherit',
      }}
    >
      <Text size="xs" fw={600} truncate component="span" style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{r.guestName}</span>
        <TagMarks tags={r.tags} size={12} />
      </Text>
      <Text size="xs" truncate component="span" style={{ display: 'block' }}>
        {t('reservations.host.guests', { count: r.partySize })} · {time}
      </Text>
    </button>
  );
}
