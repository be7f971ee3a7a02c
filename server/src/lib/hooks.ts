/**
 * A slot for the functions an area needs from an area above it (docs/architecture.md, Areas depend one way): the lower
 * area declares what it needs and reads it here, `buildApp` (server/src/app.ts) sets it once before any call is
 * served, with the same functions every time. Reading it before then is a programming error, never a silent skip.
 */
export const hookSlot = <T>(name: string) => {
  let hooks: T | undefined;
  return {
    set: (next: T): void => {
      hooks = next;
    },
    get: (): T => {
      if (!hooks) throw new Error(`${name} hooks are not set: buildApp sets them before serving`);
      return hooks;
    },
  };
};
