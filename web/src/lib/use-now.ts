import { useEffect, useState } from 'react';

/** The time now, ticking every `everyMs` so ages shown move on without a re-read. */
export const useNow = (everyMs = 30_000) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
};

/** Whole minutes from `from` to `now`, never below 0 (a clock a little behind the server's). */
export const minutesSince = (from: string, now: number) =>
  Math.max(0, Math.floor((now - new Date(from).getTime()) / 60_000));
