/**
 * What the portal's `react` is (preact-alias.ts): Preact's compatibility layer, plus what it lacks of React 19 that
 * Mantine 9 uses. `Activity` (a kept-mounted Transition, Collapse or Stepper step): the children stay mounted; hidden,
 * they are out of the layout and of the accessibility tree (`display: none`), visible, the wrapper takes no box of its
 * own (`display: contents`).
 */
import { createElement, type ReactNode } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

export const Activity = ({ mode = 'visible', children }: { mode?: 'visible' | 'hidden'; children?: ReactNode }) =>
  createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
