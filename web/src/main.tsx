import './app/providers/base-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from './lib/router';
import { AppProviders } from './app/providers/app-providers';
import { AppRoutes, startScreens } from './app/router/router';
import { initI18n, loadAllTexts } from './lib/i18n';
import { whenIdle } from './lib/idle';
import { installPopGuard } from './lib/pop-guard';

// Before the router's own popstate listener: unsaved changes get the first say on back and forward.
installPopGuard();

// The screen this visit opens: its code is on its way already (index.html's boot script). It runs (and starts its
// reads) while the texts load, and the first render waits for both, so the screen shows without a loader in between
// (index.html's own loading state stays until then).
// The texts first: a first visit loads only its screen's part of them, which the screens' loads then need not wait for.
const texts = initI18n();
const screens = startScreens(window.location.pathname);

const root = createRoot(document.getElementById('root')!);

void Promise.all([texts, screens]).finally(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
  // The rest of the texts once the first screen is up, before the next one opens.
  whenIdle(() => void loadAllTexts().catch(() => undefined));
});
