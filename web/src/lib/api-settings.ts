/**
 * Where and how the portal calls the API, from the build's environment (`VITE_*`): read by post.ts, and by the build
 * for index.html's boot script, which starts a visit's first reads (lib/early-reads.ts).
 */
export const apiSettings = (env: Record<string, unknown>) => ({
  base: typeof env.VITE_API_BASE === 'string' ? env.VITE_API_BASE : '/api',
  key: typeof env.VITE_API_KEY === 'string' ? env.VITE_API_KEY : undefined,
  /** The spec sends a fixed region header next to the language (section 7). */
  region: typeof env.VITE_REGION === 'string' ? env.VITE_REGION : 'us',
});
