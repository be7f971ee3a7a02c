import { useEffect, useId } from 'react';
import { useNavigator, type Navigator } from './router';
import { confirmAction } from '../components/confirm/confirm';
import { i18n } from './i18n';
import { setPopGuard } from './pop-guard';

/**
 * Unsaved changes: a form screen with changes registers here (`useUnsavedChanges(dirty)`); leaving it for another
 * portal page or switching the active store (`confirmDiscardChanges()` in `selectStore`) then asks first, and
 * closing or reloading the tab gets the browser's own question.
 *
 * The guard sits where every in-app move passes: the router's navigator (lib/router.tsx: `push`/`replace`, which
 * `<Link>` and `navigate()` look up on each move). The browser's back and forward buttons are held by the pop guard
 * (lib/pop-guard.ts), whose listener is added before the router's and so runs first: it keeps the router from hearing
 * the move, steps the browser back to the form's entry (the router numbers its entries, `history.state.idx`), asks,
 * and on "leave" makes the move again for the router to follow.
 */

/** The forms with unsaved changes now. */
const dirtyForms = new Set<string>();
let asking: Promise<boolean> | null = null;

export const hasUnsavedChanges = () => dirtyForms.size > 0;

/**
 * Asks 'There are unsaved changes. Do you want to leave?' when a form has any: resolves true (leave: the changes
 * are given up) or false (stay). Resolves true at once when nothing is unsaved; one question at a time.
 */
export const confirmDiscardChanges = (): Promise<boolean> => {
  if (dirtyForms.size === 0) return Promise.resolve(true);
  asking ??= confirmAction({
    title: i18n.t('unsavedChanges.title'),
    message: i18n.t('unsavedChanges.message'),
    confirmLabel: i18n.t('unsavedChanges.leave'),
    cancelLabel: i18n.t('unsavedChanges.stay'),
    danger: true,
  }).then((leave) => {
    asking = null;
    // Given up: the screen is on its way out (or starts over for another store); nothing more to ask about.
    if (leave) dirtyForms.clear();
    return leave;
  });
  return asking;
};

/** The router's number of a history entry (lib/history.ts keeps `idx` in each entry's state). */
const entryIndex = (state: unknown): number | null => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

let guards = 0;
let unguard: (() => void) | null = null;

/** Wraps the navigator's moves and asks the browser's question on unload while any form has unsaved changes. */
const guardNavigation = (navigator: Navigator) => {
  guards += 1;
  if (guards === 1) {
    const { push, replace } = navigator;
    const ask =
      <A extends unknown[]>(move: (...args: A) => void) =>
      (...args: A) => {
        const go = () => move(...args);
        if (dirtyForms.size === 0) return go();
        void confirmDiscardChanges().then((leave) => leave && go());
      };
    navigator.push = ask(push);
    navigator.replace = ask(replace);

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (dirtyForms.size > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);

    // Back and forward: the form's own entry in the router's numbering, and the step back to it under way.
    const formEntry = entryIndex(window.history.state);
    let returning = false;
    const onPopState = (event: PopStateEvent) => {
      if (returning) {
        // The browser is back on the form's entry: nothing happened, as far as the router knows.
        returning = false;
        event.stopImmediatePropagation();
        return;
      }
      const to = entryIndex(event.state);
      if (dirtyForms.size === 0 || formEntry === null || to === null || to === formEntry) return;
      event.stopImmediatePropagation();
      returning = true;
      window.history.go(formEntry - to);
      void confirmDiscardChanges().then((leave) => {
        // Given up: the same move again, which the router now follows (nothing is unsaved any more).
        if (leave) window.history.go(to - formEntry);
      });
    };
    setPopGuard(onPopState);

    unguard = () => {
      navigator.push = push;
      navigator.replace = replace;
      window.removeEventListener('beforeunload', onBeforeUnload);
      setPopGuard(null);
    };
  }
  return () => {
    guards -= 1;
    if (guards === 0) {
      unguard?.();
      unguard = null;
    }
  };
};

/**
 * Keeps the user from losing the changes of a form by accident: while `dirty`, leaving for another portal page,
 * back/forward and switching the active store ask first; closing or reloading the tab asks the browser's question.
 */
export function useUnsavedChanges(dirty: boolean) {
  const id = useId();
  const navigator = useNavigator();
  useEffect(() => {
    if (!dirty) return;
    dirtyForms.add(id);
    const release = guardNavigation(navigator);
    return () => {
      dirtyForms.delete(id);
      release();
    };
  }, [dirty, id, navigator]);
}
