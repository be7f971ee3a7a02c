/**
 * The build's server-side entry (web/vite-prerender-plugin.ts): renders a page to HTML with React at build time, so
 * the browser paints it before the portal's scripts arrive (docs/adr/0012-pages-painted-before-their-scripts.md).
 *
 * - The public pages (sign-in, registration, the payment result) are the whole screen, signed out, in the default
 *   language: main.tsx hydrates them (`hydrateRoot`) when the visit is the same.
 * - A main screen is the frame a signed-in visit shows while it checks the session and reads the stores (header,
 *   sidebar, a skeleton of the screen): main.tsx renders the portal over it, which draws the same frame first.
 */
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { AppProviders } from './app/providers/app-providers';
import { createAppRouter, startScreens } from './app/router/router';
import { AppErrorBoundary } from './app/router/route-error';
import { ShellSkeleton } from './app/shell/shell-skeleton';
import { initI18n, type UiLanguage } from './lib/i18n';

export type Texts = Record<string, unknown>;

/**
 * The page's HTML once everything in it has loaded: React's static renderer waits for the lazily loaded parts inside
 * a screen (the registration's captcha field), which `renderToString` would leave to the browser to render.
 */
const renderToHtml = async (node: ReactNode): Promise<string> => {
  const { prelude } = await prerenderToNodeStream(node);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
};

/** How the browser takes over a page's HTML: hydrates it, or renders over the frame. */
export type Rendered = 'hydrate' | 'frame';

/** The page for `path` as HTML for index.html's root element, with how main.tsx takes it over. */
export async function renderPage(
  path: string,
  texts: Partial<Record<UiLanguage, Texts>>,
): Promise<{ html: string; rendered: Rendered }> {
  await initI18n(texts as Record<UiLanguage, Texts>);
  if (path.startsWith('/main')) {
    return {
      html: await renderToHtml(
        <AppProviders>
          <ShellSkeleton />
        </AppProviders>,
      ),
      rendered: 'frame',
    };
  }
  await startScreens(path);
  // As main.tsx renders it, at this address: the router's browser build (vite.config.ts), whose tree the browser hydrates.
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }), { origin: 'http://localhost' });
  await router.load();
  return {
    html: await renderToHtml(
      <StrictMode>
        <AppProviders>
          <AppErrorBoundary>
            <RouterProvider router={router} />
          </AppErrorBoundary>
        </AppProviders>
      </StrictMode>,
    ),
    rendered: 'hydrate',
  };
}
