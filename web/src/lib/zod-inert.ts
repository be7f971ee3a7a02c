/**
 * The portal takes from `@sofra/contracts` the call paths and the types, never a runtime
 * validation: the server validates every input and output. So for the browser build `zod`
 * resolves to this inert stand-in (see vite.config.ts), which keeps about 40 KB gz of schema
 * code out of the sign-in page. Any schema built with it is a chainable no-op; calling
 * `.parse()` on one returns the stand-in itself, so never parse in the portal.
 */
type Inert = ((...args: unknown[]) => Inert) & { readonly [key: string]: Inert };

const inert: Inert = new Proxy(function inertSchema() {} as unknown as Inert, {
  // `then` stays undefined so a schema is never mistaken for a promise.
  get: (_target, prop) => (prop === 'then' ? undefined : prop === Symbol.toPrimitive ? () => '' : inert),
  apply: () => inert,
});

export const z = inert;
export default inert;
