import './app/providers/base-styles';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from './lib/router';
import { AppProviders } from './app/providers/app-providers';
import { AppRoutes, startScreens } from './app/router/router';
import { DEFAULT_UI_LANGUAGE, i18n, initI18n, loadAllTexts } from './lib/i18n';
import { hasSavedLogin } from './lib/session';
import { whenIdle } from './lib/idle';
import { installPopGuard } from './lib/pop-guard';

// Before the router's own popstate listener: unsaved changes get the first say on back and forward.
installPopGuard();

// The screen this visit opens: its code is on its way already (index.html's boot script). It runs (and starts its
// reads) while the texts load, and the first render waits for both, so the screen shows without a loader in between
// (the page's own HTML stays until then).
// The texts first: a first visit loads only its screen's part of them, which the screens' loads then need not wait for.
const texts = initI18n();
const screens = startScreens(window.location.pathname);

const container = document.getElementById('root')!;

void Promise.all([texts, screens]).finally(() => {
  const app = (
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  // A page painted at build time (prerender.tsx) is taken over as it is when this visit draws the same: signed out, in
  // the language it was painted in. Otherwise (a main screen's frame, a saved login, another language) the portal
  // renders over it; the frame it draws first is the one painted.
  if (container.dataset.rendered === 'hydrate' && !hasSavedLogin() && i18n.language === DEFAULT_UI_LANGUAGE) {
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
  // The rest of the texts once the first screen is up, before the next one opens.
  whenIdle(() => void loadAllTexts().catch(() => undefined));
});
