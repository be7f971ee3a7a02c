/**
 * Where the portal is and how it moves: the browser's history (`createBrowserHistory`) or one kept in memory for
 * tests (`createMemoryHistory`), behind one shape that lib/router.tsx renders from.
 *
 * Each entry the portal writes into the browser's history carries its number in the tab's visit (`idx`), a key and
 * the state the move passed along: a guard on back and forward (lib/unsaved-changes.ts) tells by the numbers how far a
 * move goes and can undo it. The first entry of a visit, which the portal did not write, has the key `default`.
 */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the move that led here passed along (`navigate(to, { state })`), or null. */
  state: unknown;
  /** `default` for the entry the visit started on; another for each move since. */
  key: string;
}

/** The moves the portal makes. Links and `navigate()` look them up on each move, so a guard may wrap them. */
export interface Navigator {
  push(to: string, state?: unknown): void;
  replace(to: string, state?: unknown): void;
  go(delta: number): void;
}

export interface History extends Navigator {
  readonly location: Location;
  /** Calls `listener` after every move, back and forward included, until the returned function is called. */
  listen(listener: (location: Location) => void): () => void;
}

/** What the portal keeps in each history entry's state (the same shape react-router used, so old entries still read). */
interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** `to` (a path, `?search`, `#hash` or a whole address) resolved against where the portal is now. */
export const resolveTo = (to: string, from: Pick<Location, 'pathname' | 'search'>) => {
  const url = new URL(to, `http://portal${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

export const hrefOf = (place: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  `${place.pathname}${place.search}${place.hash}`;

const entryOf = (state: unknown): Partial<EntryState> =>
  state !== null && typeof state === 'object' ? (state as Partial<EntryState>) : {};

/** A set of listeners and the place they are told about. */
const listeners = (read: () => Location) => {
  const all = new Set<(location: Location) => void>();
  let location = read();
  return {
    get location() {
      return location;
    },
    listen(listener: (location: Location) => void) {
      all.add(listener);
      return () => void all.delete(listener);
    },
    moved() {
      location = read();
      for (const listener of [...all]) listener(location);
    },
  };
};

export function createBrowserHistory(): History {
  const { history, location: place } = window;
  let index = entryOf(history.state).idx;
  if (typeof index !== 'number') {
    index = 0;
    history.replaceState({ ...entryOf(history.state), idx: index }, '');
  }
  const read = (): Location => {
    const entry = entryOf(history.state);
    return {
      pathname: place.pathname,
      search: place.search,
      hash: place.hash,
      state: entry.usr ?? null,
      key: entry.key ?? 'default',
    };
  };
  const state = listeners(read);
  const onPop = () => {
    const idx = entryOf(history.state).idx;
    if (typeof idx === 'number') index = idx;
    state.moved();
  };
  let listening = 0;
  const write = (to: string, usr: unknown, replace: boolean) => {
    const href = hrefOf(resolveTo(to, state.location));
    const next = replace ? index! : index! + 1;
    const entry: EntryState = { usr: usr ?? null, key: newKey(), idx: next };
    try {
      if (replace) history.replaceState(entry, '', href);
      else history.pushState(entry, '', href);
    } catch {
      // A browser that refuses more entries (Safari counts them): load the page there instead.
      place[replace ? 'replace' : 'assign'](href);
      return;
    }
    index = next;
    state.moved();
  };
  return {
    get location() {
      return state.location;
    },
    // Back and forward are heard while someone listens (a guard added before may act first: lib/pop-guard.ts).
    listen(listener) {
      const stop = state.listen(listener);
      if (listening++ === 0) window.addEventListener('popstate', onPop);
      return () => {
        stop();
        if (--listening === 0) window.removeEventListener('popstate', onPop);
      };
    },
    push: (to, usr) => write(to, usr, false),
    replace: (to, usr) => write(to, usr, true),
    go: (delta) => history.go(delta),
  };
}

export function createMemoryHistory({
  initialEntries = ['/'],
  initialIndex,
}: { initialEntries?: string[]; initialIndex?: number } = {}): History {
  const start = { pathname: '/', search: '' };
  const entries: Location[] = initialEntries.map((to, i) => ({
    ...resolveTo(to, start),
    state: null,
    key: i === 0 ? 'default' : newKey(),
  }));
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  const state = listeners(() => entries[index]!);
  const write = (to: string, usr: unknown, replace: boolean) => {
    const entry = { ...resolveTo(to, state.location), state: usr ?? null, key: newKey() };
    if (replace) entries[index] = entry;
    else entries.splice(++index, entries.length, entry);
    state.moved();
  };
  return {
    get location() {
      return state.location;
    },
    listen: state.listen,
    push: (to, usr) => write(to, usr, false),
    replace: (to, usr) => write(to, usr, true),
    go: (delta) => {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      state.moved();
    },
  };
}
