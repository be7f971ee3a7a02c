import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A user-started async action and whether it is running, for the public pages (login, register, the code dialog), which
 * load no query cache: TanStack's `useMutation` there would cost the /login budget its client (docs/sign-up.md).
 * `run` resolves with the action's result, rejects with its error, and does nothing (resolves `undefined`) while an
 * earlier run is still going, so a double click or a second Enter sends nothing twice.
 */
export function useAction<Args extends unknown[], Result>(action: (...args: Args) => Promise<Result>) {
  const [isPending, setPending] = useState(false);
  const running = useRef(false);
  const mounted = useRef(true);
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async (...args: Args): Promise<Result | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setPending(true);
    try {
      return await latest.current(...args);
    } finally {
      running.current = false;
      if (mounted.current) setPending(false);
    }
  }, []);

  return { run, isPending };
}
