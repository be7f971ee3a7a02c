import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const VALIDATE = '?validate';
const inertZod = fileURLToPath(new URL('./src/lib/zod-inert.ts', import.meta.url));
/** The real zod for the forms, set up for the portal's CSP (src/lib/zod-jitless.ts): itself validating. */
const jitlessZod = `${fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url))}${VALIDATE}`;

/**
 * The portal's two kinds of zod (docs/adr/0004-portal-validation.md). Everything resolves `zod` to the inert
 * stand-in (src/lib/zod-inert.ts), so the sign-in page and the shell carry no validator; a contract schema
 * module imported with a `?validate` suffix, and everything it imports in turn, gets the real zod. Forms import
 * their schema that way from a lazily loaded chunk, so only the first form a user opens pays for zod.
 */
export function contractValidation(): Plugin {
  return {
    name: 'sofra:contract-validation',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const fromValidating = importer?.endsWith(VALIDATE) ?? false;
      if (source === 'zod' || source.startsWith('zod/')) {
        if (!fromValidating) return inertZod;
        if (source === 'zod' && importer !== jitlessZod) return jitlessZod;
        return this.resolve(source, importer, { ...options, skipSelf: true });
      }
      const wantsValidating = source.endsWith(VALIDATE);
      if (!wantsValidating && !fromValidating) return null;
      const bare = wantsValidating ? source.slice(0, -VALIDATE.length) : source;
      const resolved = await this.resolve(bare, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.includes('\0') || resolved.id.includes('?')) return resolved;
      // Only the contracts are doubled; a package such as libphonenumber-js stays one shared module.
      if (!resolved.id.includes('/contracts/src/')) return resolved;
      return { ...resolved, id: `${resolved.id}${VALIDATE}` };
    },
  };
}
