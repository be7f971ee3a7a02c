// As web/tsconfig.json's `jsx`, said here for tsx too, which renders this on the server from the sources.
/** @jsxRuntime automatic @jsxImportSource react */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { GuestReservation } from '@sofra/contracts/reservations/reservations.schemas';
import type { TFunction } from '../../lib/translate';
import { post } from '../api.ts';
import { bookingT, dayText, LINK_REFUSALS } from './booking-texts.ts';

/**
 * The guest's link page of a booking, `/b/{token}` (docs/reservations.md, The guest's link): what, when and where, its
 * status, and what the link allows now — "I'm coming" for a booking the store confirmed, and cancelling (after a
 * second tap) until its start. The server renders it with `guest/reservation`'s answer (server-entry.tsx) and the
 * browser hydrates it (main.tsx loads this chunk for `/b/` only); without that answer (the dev server) it reads it.
 */

/** What the server rendered the page from: the booking, or none (a link not valid, or the read failed). */
export interface BookingPageData {
  booking: GuestReservation | null;
  /** `tr` or `en`. */
  language: string;
  failed?: boolean;
}

type Shown =
  { kind: 'loading' } | { kind: 'invalid' } | { kind: 'failed' } | { kind: 'ready'; booking: GuestReservation };

/** The element the page is rendered in (the menu's is `app`: main.tsx starts only that one). */
export const BOOKING_ROOT_ID = 'booking';

/** The token of a `/b/{token}` address. */
export const tokenOfPath = (path: string): string => {
  const raw = /^\/b\/([^/?#]+)\/?$/.exec(path)?.[1] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

/** The guest's language as the server chooses it (booking-page.routes.ts): Turkish or English, Turkish by default. */
export const browserLanguage = (): 'tr' | 'en' => {
  const saved = /(?:^|;\s*)sofra-guest-language=([a-z]{2})\b/.exec(document.cookie)?.[1];
  const wished = [saved, ...(navigator.languages ?? [navigator.language])]
    .filter((l): l is string => Boolean(l))
    .map((l) => l.slice(0, 2).toLowerCase());
  return wished.length === 0 ? 'tr' : ((wished.find((l) => l === 'tr' || l === 'en') ?? 'en') as 'tr' | 'en');
};

const shownOf = (initial: BookingPageData): Shown =>
  initial.booking ? { kind: 'ready', booking: initial.booking } : { kind: initial.failed ? 'failed' : 'invalid' };

const noSubscription = () => () => {};
/**
 * As hydrated.ts's `useHydrated` (false on the server and while hydrating, then true), written out here: the menu's
 * first load, which holds that one, need not export it for this chunk.
 */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** The booking the link names, as the page shows it. */
const load = async (token: string): Promise<Shown> => {
  const answer = await post<GuestReservation>('guest/reservation', { token });
  if (answer.ok) return { kind: 'ready', booking: answer.value };
  return {
    kind: answer.code === 'reservation_link_invalid' || answer.code === 'validation_failed' ? 'invalid' : 'failed',
  };
};

const Summary = ({ t, booking, language }: { t: TFunction; booking: GuestReservation; language: string }) => (
  <dl className="booking-summary">
    <div>
      <dt>{t('when')}</dt>
      <dd>{`${dayText(language, booking.date, true)}, ${booking.startTime}–${booking.endTime}`}</dd>
    </div>
    <div>
      <dt>{t('guests')}</dt>
      <dd>{t('people', { count: booking.partySize })}</dd>
    </div>
    <div>
      <dt>{t('bookedName')}</dt>
      <dd>{booking.guestName}</dd>
    </div>
    {booking.notes && (
      <div>
        <dt>{t('bookedNotes')}</dt>
        <dd className="booking-notes">{booking.notes}</dd>
      </div>
    )}
    <div>
      <dt>{t('status')}</dt>
      <dd>
        <strong>{t(`statuses.${booking.status}`)}</strong>
      </dd>
    </div>
  </dl>
);

export const BookingLinkPage = ({ token, initial }: { token: string; initial?: BookingPageData }) => {
  const [language] = useState(() => initial?.language ?? browserLanguage());
  const t = bookingT(language);
  const [shown, setShown] = useState<Shown>(() => (initial ? shownOf(initial) : { kind: 'loading' }));
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState<'' | 'confirm' | 'cancel'>('');
  const [message, setMessage] = useState('');
  const hydrated = useHydrated();
  const keepButton = useRef<HTMLButtonElement>(null);

  const read = () => void load(token).then(setShown);

  useEffect(() => {
    // Rendered by the server with its answer: nothing to read for the first paint.
    if (!initial) void load(token).then(setShown);
    // Once, for the page as it opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    document.documentElement.lang = language;
    document.title =
      shown.kind === 'ready'
        ? `${t('pageTitle')} · ${shown.booking.storeName}`
        : t(shown.kind === 'failed' ? 'pageFailed' : 'invalid');
  }, [shown, language, t]);

  useEffect(() => {
    if (asking) keepButton.current?.focus();
  }, [asking]);

  const act = async (kind: 'confirm' | 'cancel') => {
    setBusy(kind);
    setMessage('');
    const answer = await post<GuestReservation>(
      kind === 'confirm' ? 'guest/reservationConfirm' : 'guest/reservationCancel',
      { token },
    );
    setBusy('');
    setAsking(false);
    if (answer.ok) {
      setShown({ kind: 'ready', booking: answer.value });
      setMessage(t(kind === 'confirm' ? 'confirmDone' : 'cancelDone'));
      return;
    }
    if (answer.code === 'reservation_link_invalid') {
      setShown({ kind: 'invalid' });
      return;
    }
    setMessage(t(`linkRefused.${LINK_REFUSALS.has(answer.code) ? answer.code : 'failed'}`));
    // The booking may have moved on meanwhile (the host seated or cancelled it): show it as it is now.
    if (answer.code === 'reservation_status_invalid') read();
  };

  if (shown.kind === 'loading')
    return (
      <main className="state">
        <p role="status" className="state-text">
          {t('loading')}
        </p>
      </main>
    );
  if (shown.kind !== 'ready')
    return (
      <main className="state">
        <h1 className="state-text">{t(shown.kind === 'failed' ? 'pageFailed' : 'invalid')}</h1>
        {shown.kind === 'invalid' ? (
          <p>{t('invalidHint')}</p>
        ) : (
          <button
            type="button"
            className="button"
            disabled={!hydrated}
            onClick={() => {
              setShown({ kind: 'loading' });
              read();
            }}
          >
            {t('retry')}
          </button>
        )}
      </main>
    );

  const { booking } = shown;
  return (
    <>
      <header className="top">
        <div>
          <h1>{booking.storeName}</h1>
          {booking.address && <p className="muted">{booking.address}</p>}
        </div>
      </header>
      <main className="booking-page">
        <section className="booking-card" aria-labelledby="booking-title">
          <h2 id="booking-title">{t('pageTitle')}</h2>
          <Summary t={t} booking={booking} language={language} />
          {booking.guestConfirmed && booking.status === 'confirmed' && <p className="muted">{t('coming')}</p>}
        </section>
        {(booking.canConfirm || booking.canCancel) && (
          <section className="service booking-actions" aria-label={t('actions')}>
            {asking ? (
              <div role="group" aria-labelledby="cancel-ask">
                <p id="cancel-ask" className="booking-ask">
                  {t('cancelAsk')}
                </p>
                <div className="service-buttons">
                  <button
                    type="button"
                    className="button danger"
                    disabled={busy !== ''}
                    onClick={() => void act('cancel')}
                  >
                    {busy === 'cancel' ? t('cancelling') : t('cancelYes')}
                  </button>
                  <button
                    ref={keepButton}
                    type="button"
                    className="button secondary"
                    disabled={busy !== ''}
                    onClick={() => setAsking(false)}
                  >
                    {t('cancelNo')}
                  </button>
                </div>
              </div>
            ) : (
              <div className="service-buttons">
                {booking.canConfirm && (
                  <button
                    type="button"
                    className="button"
                    disabled={!hydrated || busy !== ''}
                    onClick={() => void act('confirm')}
                  >
                    {busy === 'confirm' ? t('confirming') : t('confirm')}
                  </button>
                )}
                {booking.canCancel && (
                  <button
                    type="button"
                    className="button secondary"
                    disabled={!hydrated || busy !== ''}
                    onClick={() => setAsking(true)}
                  >
                    {t('cancel')}
                  </button>
                )}
              </div>
            )}
          </section>
        )}
        <p className="note booking-message" role="status">
          {message}
        </p>
      </main>
    </>
  );
};
