import { useEffect, useState } from 'react';

/** Now, renewed every `everyMs` (a minute): the now line moves along, and "free now" stays true. */
export const useNow = (everyMs = 60_000) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
};
