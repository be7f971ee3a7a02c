import type { Plugin, Rolldown } from 'vite';

/** The portal's own modules (the web app and the contracts); packages are placed by what imports them. */
const APP = /\/web\/src\/|\/contracts\/src\//;
/** The sign-in page: a new user's first screen. */
const LOGIN = /\/src\/features\/auth\/routes\/login-route\.tsx$/;
/** Code only some forms load, kept out of the sign-in page (docs/adr/0004: the real zod, imported as `?validate`). */
const LAZY_ONLY = /\/node_modules\/zod\/|\?validate$/;

/**
 * How the build cuts the portal into files (docs/performance.md, "the portal on a throttled phone"). A phone on a
 * slow network pays a round trip for every file it waits for and fetches at most six at once over HTTP/1.1, so the
 * sign-in page should come in a few files rather than a dozen small shared ones:
 *
 * - `index`: everything index.html loads anyway (React, the router, i18next, the providers' Mantine parts);
 * - `common`: the rest of what the sign-in page needs, which the main area mostly needs too (the post helper, text
 *   inputs, the phone field, libphonenumber): one file instead of ten;
 * - every other screen as Rolldown cuts it.
 *
 * Only the portal's own modules are placed by name; Rolldown brings along the packages each one uses
 * (`includeDependenciesRecursively`), after tree-shaking, which a walk of the import graph cannot see through the
 * packages' index files. The plugin reads the graph once the modules are loaded; the group reads the plan when
 * Rolldown cuts the chunks.
 *
 * The main area is left to Rolldown: grouping its shared code the same way drew the packages that the sign-in and
 * public pages import directly (Modal, Checkbox...) into the main area's chunk, and those pages would then load it.
 */
export function chunkPlan(): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  let common = new Set<string>();

  const plugin: Plugin = {
    name: 'sofra:chunk-plan',
    apply: 'build',
    buildEnd() {
      const lazy = (id: string) => (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;
      const login = [...this.getModuleIds()].find((id) => LOGIN.test(id));
      const found = new Set<string>();
      const todo = login ? [login] : [];
      while (todo.length) {
        const id = todo.pop()!;
        if (found.has(id)) continue;
        found.add(id);
        todo.push(...(this.getModuleInfo(id)?.importedIds ?? []).filter((i) => APP.test(i) && !LAZY_ONLY.test(i)));
      }
      // The screen itself stays the target of its lazy import (and keeps its name in the build manifest).
      common = new Set([...found].filter((id) => !lazy(id)));
    },
  };

  return {
    plugin,
    groups: [
      {
        // Without this group Rolldown cuts the entry's modules into a shared chunk per set of lazy screens that also
        // use a piece (Transition, Portal, CloseButton...), and every first visit pays a request for each.
        name: 'index',
        tags: ['$initial'],
        priority: 2,
      },
      {
        // The toasts' host, loaded after the first screen (app-providers.tsx). The portal shows toasts through the
        // package's index, which also names the host: without this group `common` would take the host along.
        name: 'notifications',
        test: /\/node_modules\/(@mantine\/notifications\/esm\/(?!notifications\.store|index)|react-transition-group\/)/,
        priority: 1.5,
        includeDependenciesRecursively: false,
      },
      { name: 'common', test: (id) => common.has(id), priority: 1 },
    ],
  };
}
