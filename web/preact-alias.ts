import { fileURLToPath } from 'node:url';

/**
 * The portal ships on Preact (docs/performance.md, fourth to seventh rounds): the build and the web unit tests take
 * the aliases below unless `SOFRA_REACT=1`, which builds and tests it on React DOM (the same code, for comparison or
 * to tell a renderer's difference from a bug).
 */
export const onPreact = process.env.SOFRA_REACT !== '1';

/**
 * With it, the portal runs on Preact with its React compatibility layer, not on React DOM: the same components, hooks and
 * libraries (Mantine, TanStack Query, tiptap, dnd-kit) on a much smaller renderer (docs/performance.md).
 * The build (vite.config.ts) and the web unit tests (vitest.config.ts) take these aliases, so tests run on what ships.
 * Types stay React's (@types/react).
 */
const react = fileURLToPath(new URL('./preact-react.ts', import.meta.url));

export const preactAlias = [
  { find: /^react$/, replacement: react },
  // The libraries' `use-sync-external-store` shims (tiptap, recharts, react-redux): the portal's hook (preact-react.ts).
  { find: /^use-sync-external-store(\/shim)?(\/index(\.js)?)?$/, replacement: react },
  { find: /^use-sync-external-store(\/shim)?\/with-selector(\.js)?$/, replacement: react },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/**
 * The unit tests' too: Testing Library by its ES module (Node's conditions would pick its CommonJS build, whose
 * `require('react')` no alias reaches).
 */
export const preactTestAlias = [
  ...preactAlias,
  { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
];
