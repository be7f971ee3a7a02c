import './app/providers/base-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers/app-providers';
import { createRouter } from './app/router/router';
import { initI18n } from './lib/i18n';

const root = createRoot(document.getElementById('root')!);
const router = createRouter();

void initI18n().finally(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
