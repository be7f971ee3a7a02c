import { useEffect, useId } from 'react';
import { useBlocker } from '@tanstack/react-router';
import { confirmAction } from '../components/confirm/confirm';
import { i18n } from './i18n';

/**
 * Unsaved changes: a form screen with changes registers here (`useUnsavedChanges(dirty)`); leaving it for another
 * portal page or switching the active store (`confirmDiscardChanges()` in `selectStore`) then asks first, and
 * closing or reloading the tab gets the browser's own question.
 *
 * The guard is the router's blocker (TanStack Router's `useBlocker`), which every move passes: links, `navigate()`,
 * and the browser's back and forward buttons (the router steps the browser back to the form's entry while it asks,
 * and makes the move again on "leave"). A store switch is no move: it asks the same question itself.
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

/** The router's question before a move, when a form has unsaved changes: block unless the user chose to leave. */
const shouldBlock = async () => !(await confirmDiscardChanges());
/** The browser's own question on closing or reloading the tab. */
const unloadAsks = () => dirtyForms.size > 0;

/**
 * Keeps the user from losing the changes of a form by accident: while `dirty`, leaving for another portal page,
 * back/forward and switching the active store ask first; closing or reloading the tab asks the browser's question.
 */
export function useUnsavedChanges(dirty: boolean) {
  const id = useId();
  useEffect(() => {
    if (!dirty) return;
    dirtyForms.add(id);
    return () => void dirtyForms.delete(id);
  }, [dirty, id]);
  useBlocker({ shouldBlockFn: shouldBlock, enableBeforeUnload: unloadAsks, disabled: !dirty });
}
