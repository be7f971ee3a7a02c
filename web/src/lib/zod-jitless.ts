/**
 * The real zod as the portal's forms get it (vite-validate-plugin.ts): without its compiled fast path, which builds
 * parsers with `new Function` — the portal's CSP (`script-src 'self'`) refuses that, and zod's probe for it was a
 * violation in the browser's console on every form. The portal's forms parse a handful of fields.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
