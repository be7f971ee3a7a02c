/** Runs `task` once the browser has a quiet moment (or after `timeout` ms at the latest): for what can come later. */
export const whenIdle = (task: () => void, timeout = 2000) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout });
  else setTimeout(task, 1);
};
