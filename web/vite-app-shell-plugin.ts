import type { Plugin } from 'vite';

const CLASS_NAMES_ONLY = '\0sofra:remove-scroll-class-names';
/** Mantine's AppShell parts: they read `RemoveScroll.classNames` and nothing else of react-remove-scroll. */
const APP_SHELL_PART = /\/@mantine\/core\/esm\/components\/AppShell\//;

/**
 * The main area's frame (Mantine's AppShell) imports react-remove-scroll for two class names: with it, every first
 * visit to a main screen loaded the whole scroll lock (about 4 KB brotli, a file of its own) before a dialog ever
 * opens. For AppShell's imports only, `react-remove-scroll` is a module of those class names, taken from the same
 * constants the scroll lock uses, so a dialog's lock still finds the header and offsets it; Modal and Drawer keep
 * the real package, loaded with them (docs/performance.md, seventh round).
 */
export function appShellScrollClassNames(): Plugin {
  return {
    name: 'sofra:app-shell-scroll-class-names',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-remove-scroll' && importer && APP_SHELL_PART.test(importer)) return CLASS_NAMES_ONLY;
      return null;
    },
    load(id) {
      if (id !== CLASS_NAMES_ONLY) return null;
      return [
        "import { zeroRightClassName, fullWidthClassName } from 'react-remove-scroll-bar/constants';",
        'export const RemoveScroll = { classNames: { zeroRight: zeroRightClassName, fullWidth: fullWidthClassName } };',
      ].join('\n');
    },
  };
}
