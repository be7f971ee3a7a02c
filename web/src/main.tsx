import './app/providers/base-styles';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { AppProviders } from './app/providers/app-providers';
import { createAppRouter, startScreens } from './app/router/router';
import { AppErrorBoundary } from './app/router/route-error';
import { DEFAULT_UI_LANGUAGE, i18n, initI18n, loadAllTexts } from './lib/i18n';
import { hasSavedLogin } from './lib/session';
import { whenIdle } from './lib/idle';
import { markHydrating } from './lib/ready';

// The screen this visit opens: its code is on its way already (index.html's boot script). It runs (and starts its
// reads) while the texts load, and the first render waits for both, so the screen shows without a loader in between
// (the page's own HTML stays until then). The router then matches the address, follows its redirects and finds the
// screen's code loaded, before the first render.
// The texts first: a first visit loads only its screen's part of them, which the screens' loads then need not wait for.
const texts = initI18n();
const screens = startScreens(window.location.pathname);

const router = createAppRouter();
const container = document.getElementById('root')!;

void Promise.all([texts, screens])
  .then(() => router.load())
  .finally(() => {
    const app = (
      <StrictMode>
        <AppProviders>
          <AppErrorBoundary>
            <RouterProvider router={router} />
          </AppErrorBoundary>
        </AppProviders>
      </StrictMode>
    );
    // A page painted at build time (prerender.tsx) is taken over as it is when this visit draws the same: signed out,
    // in the language it was painted in. Otherwise (a main screen's frame, a saved login, another language) the portal
    // renders over it; the frame it draws first is the one painted.
    if (container.dataset.rendered === 'hydrate' && !hasSavedLogin() && i18n.language === DEFAULT_UI_LANGUAGE) {
      markHydrating();
      hydrateRoot(container, app);
    } else {
      // As a transition, React renders the first screen in slices and lets the browser breathe in between (no task of
      // seconds on a slow phone); the painted page stays until the screen is ready.
      const root = createRoot(container);
      startTransition(() => root.render(app));
    }
    // The rest of the texts once the first screen is up, before the next one opens.
    whenIdle(() => void loadAllTexts().catch(() => undefined));
  });
