import type { Plugin, Rolldown } from 'vite';

/** The portal's own modules (the web app and the contracts); packages are placed by what imports them. */
const APP = /\/web\/src\/|\/contracts\/src\//;
/** The sign-in page: a new user's first screen. */
const LOGIN = /\/src\/features\/auth\/routes\/login-route\.tsx$/;
/** Code only some forms load, kept out of the sign-in page (docs/adr/0004: the real zod, imported as `?validate`). */
const LAZY_ONLY = /\/node_modules\/zod\/|\?validate$/;
/**
 * Large code only a few main screens use, kept in chunks of its own rather than in the shell: the real zod of the
 * forms and the data grid. A module that imports one of these stays out of the shell too.
 */
const HEAVY = /\/node_modules\/(zod|mantine-datatable)\/|\?validate$/;
/**
 * The lazily loaded modules that pages outside the main area load (sign-in, registration, the public legal note and
 * payment pages, and what they load on demand): nothing they use may go into the shell, or they would load it.
 */
const OUTSIDE_MAIN =
  /\/src\/(features\/auth\/(routes\/(login|register)-route|components\/)|features\/legal\/routes\/legal-note-view-route|app\/router\/payment-result-route|app\/providers\/toasts|components\/(otp-form|phone-input|rich-text-editor)\/|lib\/)/;
/** A file smaller than this (minified, before compression) is not worth a request of its own. */
const SMALL_BYTES = 4096;
/**
 * Pieces of the areas that run a venue's service — the tables' and definitions' contracts, the folio view — which
 * several main screens share but neither the frame nor an owner's first screens (the dashboard, store settings)
 * use: kept in `main-shared`, out of the shell every main screen loads.
 */
const SERVICE_PIECES = /\/contracts\/src\/(tables|definitions)\/|\/src\/components\/folio-view\//;
/** The main area's frame. */
const SHELL = /\/src\/app\/shell\/main-shell\.tsx$/;
/** A screen's area: its feature folder (`definitions` for features/definitions/routes/…), else the screen itself. */
const areaOf = (screen: string) => /\/src\/features\/([^/]+)\//.exec(screen)?.[1] ?? screen;

/**
 * How the build cuts the portal into files (docs/performance.md, "the portal on a throttled phone"). A phone on a
 * slow network pays a round trip for every file it waits for and fetches at most six at once over HTTP/1.1, so the
 * sign-in page should come in a few files rather than a dozen small shared ones:
 *
 * - `index`: everything index.html loads anyway (React, the router, the translator, the providers' Mantine parts);
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
export function chunkPlan(): {
  plugin: Plugin;
  groups: Rolldown.CodeSplittingGroup[];
  learn: (firstPass: Rolldown.OutputChunk[]) => void;
} {
  let common = new Set<string>();
  /** Small pieces the main area shares with the pages outside it, gathered in one `shared` chunk (learn)... */
  let smallShared = new Set<string>();
  /** ...or, those the sign-in page loads itself, in `common`. */
  let smallCommon = new Set<string>();
  let shell = new Set<string>();
  /** The service pieces several main areas share (SERVICE_PIECES): one file of their own. */
  let mainShared = new Set<string>();
  /** Portal modules that import heavy code, directly or through other portal modules. */
  let heavy = new Set<string>();

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

      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const reaches = new Map<string, boolean>();
      const reachesHeavy = (id: string, path = new Set<string>()): boolean => {
        const known = reaches.get(id);
        if (known !== undefined) return known;
        if (path.has(id)) return false;
        path.add(id);
        const result = imports(id).some((i) => HEAVY.test(i) || (APP.test(i) && reachesHeavy(i, path)));
        reaches.set(id, result);
        return result;
      };
      heavy = new Set([...this.getModuleIds()].filter((id) => APP.test(id) && reachesHeavy(id)));
    },
  };

  /**
   * The shell, from a first build cut by Rolldown alone (vite.config.ts): which lazily loaded screens load each module,
   * read from the files that build made, so it is exact (after tree-shaking, packages included). A module goes into the
   * shell when only main screens load it, and the frame or screens of at least two areas do; not a screen itself, not a style
   * sheet (their order stays as the screens import them), not heavy code.
   */
  const learn = (firstPass: Rolldown.OutputChunk[]) => {
    smallShared = new Set();
    smallCommon = new Set();
    const byFile = new Map(firstPass.map((c) => [c.fileName, c]));
    const closure = (chunk: Rolldown.OutputChunk, found = new Set<Rolldown.OutputChunk>()) => {
      if (found.has(chunk)) return found;
      found.add(chunk);
      for (const file of chunk.imports) {
        const next = byFile.get(file);
        if (next) closure(next, found);
      }
      return found;
    };
    const entry = firstPass.find((c) => c.isEntry);
    const initial = entry ? closure(entry) : new Set<Rolldown.OutputChunk>();
    const loaders = new Map<string, Set<string>>();
    for (const screen of firstPass.filter((c) => c.isDynamicEntry && c.facadeModuleId)) {
      for (const chunk of closure(screen)) {
        if (initial.has(chunk)) continue;
        for (const id of chunk.moduleIds) {
          if (!loaders.has(id)) loaders.set(id, new Set());
          loaders.get(id)!.add(screen.facadeModuleId!);
        }
      }
    }
    const screens = new Set(firstPass.flatMap((c) => (c.isDynamicEntry && c.facadeModuleId ? [c.facadeModuleId] : [])));
    // A small file that both the main area and an outside page load (a hook, an icon, a piece of a dialog) costs a
    // phone a round trip of its own on every first visit: they go together into one `shared` file. (Not into `common`:
    // the sign-in page's first load needs none of them.)
    const small = firstPass.filter(
      (chunk) => !chunk.isEntry && !chunk.facadeModuleId && chunk.code.length < SMALL_BYTES,
    );
    const loadedBy = (chunk: Rolldown.OutputChunk) => [
      ...new Set(chunk.moduleIds.flatMap((id) => [...(loaders.get(id) ?? [])])),
    ];
    const movable = (chunk: Rolldown.OutputChunk) =>
      chunk.moduleIds.filter((id) => !id.endsWith('.css') && !HEAVY.test(id));
    const frame = firstPass.find((c) => c.isDynamicEntry && c.facadeModuleId && SHELL.test(c.facadeModuleId));
    const withFrame = new Set([...initial, ...(frame ? closure(frame) : [])].map((c) => c.fileName));
    const smallMain = new Set<string>();
    // A small file only main screens load (a component two screens share, an icon) goes with the frame: a few KB more
    // for a screen that does not need it, one round trip less for each that does. Not one that needs more than the
    // frame (and the small files already with it) loads: the frame would then load that too.
    const mainOnly = small.filter((chunk) => {
      const by = loadedBy(chunk);
      return by.length > 0 && !by.some((s) => OUTSIDE_MAIN.test(s));
    });
    for (let grew = true; grew;) {
      grew = false;
      for (const chunk of mainOnly) {
        if (withFrame.has(chunk.fileName) || !chunk.imports.every((file) => withFrame.has(file))) continue;
        withFrame.add(chunk.fileName);
        for (const id of movable(chunk)) smallMain.add(id);
        grew = true;
      }
    }
    for (const chunk of small) {
      const by = loadedBy(chunk);
      if (!by.some((s) => OUTSIDE_MAIN.test(s)) || !by.some((s) => !OUTSIDE_MAIN.test(s))) continue;
      // What the sign-in page itself loads goes with the rest of its code.
      for (const id of movable(chunk)) (by.some((s) => LOGIN.test(s)) ? smallCommon : smallShared).add(id);
    }
    const placed = new Set(
      [...loaders]
        .filter(([id, by]) => {
          if (
            screens.has(id) ||
            id.endsWith('.css') ||
            HEAVY.test(id) ||
            heavy.has(id) ||
            common.has(id) ||
            smallCommon.has(id) ||
            smallShared.has(id)
          )
            return false;
          const list = [...by];
          if (list.some((s) => OUTSIDE_MAIN.test(s))) return false;
          if (list.some((s) => SHELL.test(s))) return true;
          // What only one area's screens share (the definitions' table, hooks and forms) stays with that area: every
          // other screen would load it with the frame for nothing.
          return smallMain.has(id) && new Set(list.map(areaOf)).size >= 2;
        })
        .map(([id]) => id),
    );
    shell = new Set([...placed].filter((id) => !SERVICE_PIECES.test(id)));
    mainShared = new Set([...placed].filter((id) => SERVICE_PIECES.test(id)));
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
      { name: 'common', test: (id) => common.has(id) || smallCommon.has(id), priority: 1 },
      { name: 'shared', test: (id) => smallShared.has(id), priority: 0.75, includeDependenciesRecursively: false },
      // Exact already, packages included: nothing more is drawn in.
      { name: 'shell', test: (id) => shell.has(id), priority: 0.5, includeDependenciesRecursively: false },
      {
        name: 'main-shared',
        test: (id) => mainShared.has(id),
        priority: 0.4,
        includeDependenciesRecursively: false,
      },
    ],
    learn,
  };
}
