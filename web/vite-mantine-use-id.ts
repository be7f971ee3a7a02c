/**
 * @mantine/hooks' `useId` replaced by React's id alone in the portal's builds (src/lib/mantine-use-id.ts says why):
 * the package's index imports it as `./use-id/use-id.mjs`, a path no other package uses (mantine-use-id.test.tsx
 * checks that it still does). The web tests load Mantine as published: taking it through Vite to swap the hook made
 * them a third slower.
 */
export const mantineUseId = {
  find: /^\.\/use-id\/use-id\.mjs$/,
  replacement: decodeURIComponent(new URL('./src/lib/mantine-use-id.ts', import.meta.url).pathname),
};
