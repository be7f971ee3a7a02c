/**
 * What the portal's `react` is (preact-alias.ts): Preact's compatibility layer, plus what it lacks of React 19 that
 * Mantine 9 uses, and two places where it is made to behave as React does.
 *
 * - `Activity` (a kept-mounted Transition, Collapse or Stepper step): the children stay mounted; hidden, they are out
 *   of the layout and of the accessibility tree (`display: none`), visible, the wrapper takes no box of its own
 *   (`display: contents`).
 * - When `useEffect` callbacks run: Preact runs them after the next frame (requestAnimationFrame, then a timeout);
 *   React runs them in a task of their own right after the commit, and always before it renders the next update (and
 *   right after the commit when the render is an update's, not the first).
 *   Libraries count on that order (react-number-format, under Mantine's NumberInput, set its caret and its value in
 *   effects: on Preact's timing its renders looped and its caret jumped). Here they run as React's.
 * - `useSyncExternalStore`: subscribes in a layout effect, reads the snapshot again right after, and re-renders
 *   through a counter, so no change of the store between the render and the subscription is lost (preact/compat's
 *   could lose one: a toast of Mantine's notifications store not shown). The `use-sync-external-store` shims resolve
 *   here too (preact-alias.ts), so every library reads its store the same way.
 */
import { options } from 'preact';
import {
  createElement,
  useDebugValue,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

export const Activity = ({ mode = 'visible', children }: { mode?: 'visible' | 'hidden'; children?: ReactNode }) =>
  createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);

// --- When effects run -------------------------------------------------------------------------------------------

type Scheduling = {
  requestAnimationFrame?: (callback: () => void) => void;
  debounceRendering?: (callback: () => void) => void;
};

/** A task of its own, as React's scheduler takes: setImmediate where there is one (Node), else a message. */
const nextTask: (callback: () => void) => void = (() => {
  if (typeof setImmediate === 'function') {
    // Taken when the module loads, as React's scheduler does: a test's fake timers do not hold effects back.
    const immediate = setImmediate;
    return (callback) => void immediate(callback);
  }
  if (typeof MessageChannel === 'function') {
    const queue: (() => void)[] = [];
    const channel = new MessageChannel();
    channel.port1.onmessage = () => queue.shift()?.();
    return (callback) => {
      queue.push(callback);
      channel.port2.postMessage(null);
    };
  }
  const timeout = setTimeout;
  return (callback) => void timeout(callback, 0);
})();

/** Preact's flush of the pending effects, once it has asked for one and until it has run. */
let pendingEffects: (() => void) | undefined;

const flushEffects = () => {
  const flush = pendingEffects;
  pendingEffects = undefined;
  flush?.();
};

const scheduling = options as Scheduling;
scheduling.requestAnimationFrame = (flush) => {
  pendingEffects = flush;
  nextTask(flushEffects);
};
// Preact renders its queued updates (a state set in an event handler, an effect, a store's listener) on a
// microtask. As React does with such an update: the effects of an earlier commit still pending run first, and the
// effects of this render run right after its commit, before anything else (an event's next keystroke) can see the
// page between the two.
scheduling.debounceRendering = (render) =>
  queueMicrotask(() => {
    flushEffects();
    render();
    flushEffects();
  });

// --- useSyncExternalStore ---------------------------------------------------------------------------------------

type Store<T> = { value: T; getSnapshot: () => T };

const changed = <T>(store: Store<T>) => {
  try {
    return !Object.is(store.value, store.getSnapshot());
  } catch {
    return true;
  }
};

const increment = (count: number) => count + 1;

export function useSyncExternalStore<T>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => T,
  // Server rendering is not the portal's: the client's snapshot always.
  _getServerSnapshot?: () => T,
): T {
  const value = getSnapshot();
  const [, forceRender] = useReducer(increment, 0);
  const store = useRef<Store<T>>({ value, getSnapshot }).current;

  useLayoutEffect(() => {
    store.value = value;
    store.getSnapshot = getSnapshot;
    if (changed(store)) forceRender(undefined as never);
  }, [subscribe, value, getSnapshot]);

  useLayoutEffect(() => {
    const check = () => {
      if (changed(store)) forceRender(undefined as never);
    };
    const unsubscribe = subscribe(check);
    // A change between the render and the subscription is seen now.
    check();
    return unsubscribe;
  }, [subscribe]);

  useDebugValue(value);
  return value;
}

/** `use-sync-external-store/with-selector`'s hook, on the one above (React's shim, without its warnings). */
export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const instRef = useRef<{ hasValue: boolean; value: Selection | null }>({ hasValue: false, value: null });
  const inst = instRef.current;

  const getSelection = useMemo(() => {
    let hasMemo = false;
    let memoizedSnapshot: Snapshot;
    let memoizedSelection: Selection;
    const memoizedSelector = (nextSnapshot: Snapshot) => {
      if (!hasMemo) {
        hasMemo = true;
        memoizedSnapshot = nextSnapshot;
        const nextSelection = selector(nextSnapshot);
        if (isEqual !== undefined && inst.hasValue) {
          const currentSelection = inst.value as Selection;
          if (isEqual(currentSelection, nextSelection)) {
            memoizedSelection = currentSelection;
            return currentSelection;
          }
        }
        memoizedSelection = nextSelection;
        return nextSelection;
      }
      const prevSnapshot = memoizedSnapshot;
      const prevSelection = memoizedSelection;
      if (Object.is(prevSnapshot, nextSnapshot)) return prevSelection;
      const nextSelection = selector(nextSnapshot);
      if (isEqual !== undefined && isEqual(prevSelection, nextSelection)) {
        memoizedSnapshot = nextSnapshot;
        return prevSelection;
      }
      memoizedSnapshot = nextSnapshot;
      memoizedSelection = nextSelection;
      return nextSelection;
    };
    return () => memoizedSelector(getSnapshot());
  }, [getSnapshot, getServerSnapshot, selector, isEqual]);

  const value = useSyncExternalStore(subscribe, getSelection);

  useLayoutEffect(() => {
    inst.hasValue = true;
    inst.value = value;
  }, [value]);

  useDebugValue(value);
  return value;
}
