/** @jsxRuntime automatic @jsxImportSource react */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { GuestBooked, GuestSlots } from '@sofra/contracts/reservations/reservations.schemas';
import type { TFunction } from '../../lib/translate';
import { post } from '../api.ts';
import { forgetSession, isSessionOver, type GuestSession } from '../session.ts';
import { SignIn } from '../wallet/sign-in.tsx';
import { walletT } from '../wallet/wallet-texts.ts';
import { BOOK_REFUSALS, bookingT, dayText } from './booking-texts.ts';
import '../wallet/wallet.css';

/**
 * "Book a table" on the guest web menu (docs/reservations.md, The guest page), loaded only when the guest opens it: the
 * party and the day, the free times the server answers for them (`guest/reservationSlots`), then — signed in with the
 * phone and SMS code of the wallet's sign-in — the name and notes, and `guest/book`. The answer says whether the
 * restaurant confirms later or has confirmed, and links the booking's own page (`/b/{token}`).
 */

export interface BookingPanelProps {
  storeId: string;
  /** The menu's language: Turkish for a Turkish menu, English otherwise. */
  language: string;
  /** The signed-in guest; null: the panel signs them in first. */
  session: GuestSession | null;
}

/** How many days ahead a guest may book: reservationLimits.daysAhead (the contracts' module is not loaded: it brings zod). */
export const DAYS_AHEAD = 180;
/** Party sizes offered until the store's answer names its largest. */
const FIRST_MAX_PARTY = 12;
/** Until the store's answer names its time zone: the one of most stores. */
const FIRST_TIME_ZONE = 'Europe/Istanbul';

type Times = { kind: 'loading' } | { kind: 'failed'; code: string } | { kind: 'ready'; times: GuestSlots['times'] };

/** Today on the store's clock, YYYY-MM-DD. */
export const todayIn = (timeZone: string, now = new Date()): string => {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      now,
    );
  } catch {
    return now.toISOString().slice(0, 10);
  }
};

const addDays = (date: string, days: number): string => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

type Store = { timeZone: string; maxParty: number | null };

/**
 * The free times of a party on a day, read again on `reload`; the store's zone and largest party go to `learnt` as they
 * come. Loading while the answer for these is not in yet.
 */
const useTimes = (
  storeId: string,
  partySize: number,
  date: string,
  reload: number,
  learnt: (store: Store) => void,
): Times => {
  const key = `${storeId}|${partySize}|${date}|${reload}`;
  const [answered, setAnswered] = useState<{ key: string; times: Times } | null>(null);
  useEffect(() => {
    let live = true;
    void post<GuestSlots>('guest/reservationSlots', { storeId, date, partySize }).then((answer) => {
      if (!live) return;
      if (answer.ok) learnt({ timeZone: answer.value.timeZone, maxParty: answer.value.maxParty });
      setAnswered({
        key,
        times: answer.ok ? { kind: 'ready', times: answer.value.times } : { kind: 'failed', code: answer.code },
      });
    });
    return () => {
      live = false;
    };
    // `learnt` is a state setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return answered?.key === key ? answered.times : { kind: 'loading' };
};

const Booked = ({
  t,
  booked,
  language,
  again,
}: {
  t: TFunction;
  booked: GuestBooked;
  language: string;
  again: () => void;
}) => {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const r = booked.reservation;
  const confirmed = r.status === 'confirmed';
  return (
    <div className="booking-done">
      <h3 ref={heading} tabIndex={-1}>
        {t(confirmed ? 'confirmedTitle' : 'requested')}
      </h3>
      <p>{t(confirmed ? 'confirmedHint' : 'requestedHint')}</p>
      <dl className="booking-summary">
        <div>
          <dt>{t('store')}</dt>
          <dd>{r.storeName}</dd>
        </div>
        <div>
          <dt>{t('when')}</dt>
          <dd>{`${dayText(language, r.date)}, ${r.startTime}`}</dd>
        </div>
        <div>
          <dt>{t('guests')}</dt>
          <dd>{t('people', { count: r.partySize })}</dd>
        </div>
      </dl>
      <p>
        <a className="booking-link" href={`/b/${encodeURIComponent(booked.token)}`}>
          {t('seeBooking')}
        </a>
      </p>
      <button type="button" className="link" onClick={again}>
        {t('bookAnother')}
      </button>
    </div>
  );
};

const BookingPanel = ({ storeId, language, session }: BookingPanelProps) => {
  const t = bookingT(language);
  const [store, setStore] = useState<Store>({ timeZone: FIRST_TIME_ZONE, maxParty: null });
  const [wantedParty, setPartySize] = useState(2);
  const [reload, setReload] = useState(0);
  const [wantedDate, setDate] = useState(() => todayIn(FIRST_TIME_ZONE));
  const [wantedTime, setChosen] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState('');
  const [booked, setBooked] = useState<GuestBooked | null>(null);

  const { timeZone, maxParty } = store;
  const today = todayIn(timeZone);
  const days = useMemo(() => Array.from({ length: DAYS_AHEAD }, (_, i) => addDays(today, i)), [today]);
  // The store's day may differ from the browser's: a day before the store's today is its today; a party larger than
  // any the store takes, its largest.
  const date = wantedDate < today ? today : wantedDate;
  const partySize = maxParty && wantedParty > maxParty ? maxParty : wantedParty;
  const times = useTimes(storeId, partySize, date, reload, setStore);
  const offered = times.kind === 'ready' ? times.times : [];
  // A time no longer offered (another party, another day, taken meanwhile) is no longer chosen.
  const chosen = wantedTime && offered.some((x) => x.startsAt === wantedTime) ? wantedTime : null;

  const parties = Math.max(1, maxParty || FIRST_MAX_PARTY, partySize);

  const book = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!session || !chosen) return;
    const form = new FormData(event.currentTarget);
    setSending(true);
    setMessage('');
    const answer = await post<GuestBooked>(
      'guest/book',
      {
        storeId,
        partySize,
        startsAt: chosen,
        name: String(form.get('name') ?? '').trim(),
        notes: String(form.get('notes') ?? '').trim(),
      },
      session.token,
    );
    setSending(false);
    if (answer.ok) {
      setBooked(answer.value);
      return;
    }
    if (isSessionOver(answer.code)) {
      forgetSession();
      setMessage(t('refused.sessionOver'));
      return;
    }
    setMessage(t(`refused.${BOOK_REFUSALS.has(answer.code) ? answer.code : 'failed'}`));
    if (answer.code === 'reservation_unavailable' || answer.code === 'reservation_conflict') {
      // Someone took it meanwhile: the day's times as they are now.
      setChosen(null);
      setReload((n) => n + 1);
    }
  };

  if (booked)
    return (
      <Booked
        t={t}
        booked={booked}
        language={language}
        again={() => {
          setBooked(null);
          setChosen(null);
          setReload((n) => n + 1);
        }}
      />
    );

  const dayName = (day: string, i: number) =>
    i === 0
      ? `${t('today')} · ${dayText(language, day)}`
      : i === 1
        ? `${t('tomorrow')} · ${dayText(language, day)}`
        : dayText(language, day);

  return (
    <div className="booking-panel">
      <div className="booking-choice">
        <label htmlFor="booking-party">{t('party')}</label>
        <select id="booking-party" value={partySize} onChange={(event) => setPartySize(Number(event.target.value))}>
          {Array.from({ length: parties }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {t('people', { count: n })}
            </option>
          ))}
        </select>
        <label htmlFor="booking-date">{t('date')}</label>
        <select id="booking-date" value={date} onChange={(event) => setDate(event.target.value)}>
          {days.map((day, i) => (
            <option key={day} value={day}>
              {dayName(day, i)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="booking-times" aria-busy={times.kind === 'loading'}>
        <legend>{t('times')}</legend>
        {times.kind === 'loading' && <p role="status">{t('timesLoading')}</p>}
        {times.kind === 'failed' &&
          (times.code === 'reservations_off' ? (
            <p role="status">{t('refused.reservations_off')}</p>
          ) : (
            <p role="status">
              {t('timesFailed')}{' '}
              <button type="button" className="link" onClick={() => setReload((n) => n + 1)}>
                {t('retry')}
              </button>
            </p>
          ))}
        {times.kind === 'ready' && offered.length === 0 && <p role="status">{t('noTimes', { count: partySize })}</p>}
        {offered.length > 0 && (
          <div className="booking-slots">
            {offered.map((x) => (
              <label key={x.startsAt} className="booking-slot">
                <input
                  type="radio"
                  name="booking-time"
                  value={x.startsAt}
                  checked={chosen === x.startsAt}
                  onChange={() => setChosen(x.startsAt)}
                />
                <span>{x.time}</span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
      {session ? (
        <form className="wallet-form booking-form" aria-labelledby="booking-details" onSubmit={(e) => void book(e)}>
          <h3 id="booking-details">{t('details')}</h3>
          <label htmlFor="booking-name">{t('name')}</label>
          <input
            id="booking-name"
            name="name"
            autoComplete="name"
            defaultValue={session.name}
            maxLength={80}
            required
          />
          <p>
            <span className="muted">{`${t('phone')}: `}</span>
            <span>{session.gsm}</span>
          </p>
          <button type="button" className="link" onClick={forgetSession}>
            {t('notYou')}
          </button>
          <label htmlFor="booking-notes">{t('notes')}</label>
          <textarea id="booking-notes" name="notes" rows={2} maxLength={500} />
          <button type="submit" className="button" disabled={sending || !chosen}>
            {sending ? t('booking') : t('book')}
          </button>
          {!chosen && <p className="muted">{t('chooseTime')}</p>}
        </form>
      ) : (
        <SignIn t={walletT(language)} language={language} title={t('signInTitle')} hint={t('signInHint')} />
      )}
      <p className="note" role="status">
        {message}
      </p>
    </div>
  );
};

export default BookingPanel;
