/**
 * A contract module imported with `?validate` carries the real zod (web/vite-validate-plugin.ts). TypeScript
 * cannot map the suffix; a form casts the module to `typeof import('<the same path>')`.
 */
declare module '*?validate' {
  const schemas: Record<string, unknown>;
  export = schemas;
}
