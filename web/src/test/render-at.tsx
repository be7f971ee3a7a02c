import { useState, type ReactNode } from 'react';
import {
  createBrowserHistory,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterContextProvider,
  RouterProvider,
} from '@tanstack/react-router';
import { searchFormat, searchOf, type SearchPath } from '../app/router/search';
import { renderWithProviders } from './render';

interface At {
  /** The route pattern `ui` is the screen of (`/legal-notes/view/$type/{-$lang}`): `path`'s own path by default. */
  route?: string;
  /** More screens by route pattern, to see where a move goes (`$` for any other path). */
  others?: Record<string, ReactNode>;
  /** The history before `path` (Back goes there). */
  before?: string[];
  /**
   * On the window's own history (jsdom's) rather than one in memory: Back and Forward then come as the browser's
   * `popstate`, where the router's blockers hold them. The test calls `router.history.destroy()` when done.
   */
  browser?: boolean;
}

/** The window's history at `entries`, the last one shown, for the router to go on from. */
const browserHistoryAt = async (entries: string[]) => {
  window.history.replaceState(null, '', entries[0]);
  const history = createBrowserHistory();
  for (const entry of entries.slice(1)) {
    history.push(entry);
    // The router writes each move into the window's history a microtask later.
    await new Promise<void>(queueMicrotask);
  }
  return history;
};

/**
 * A router in memory with `ui` as the screen at `path` (a path with its query), the search parameters checked as
 * the portal's own route does (app/router/search.ts). Resolves once the router has matched the address, so the
 * screen is there at the first render.
 */
export async function routerAt(path: string, ui: ReactNode, { route, others = {}, before = [], browser }: At = {}) {
  const root = createRootRoute({ component: Outlet });
  const pattern = route ?? new URL(path, 'http://portal').pathname;
  const screen = createRoute({
    getParentRoute: () => root,
    path: pattern,
    component: () => ui,
    validateSearch: searchOf[pattern as SearchPath],
  });
  const more = Object.entries(others).map(([at, element]) =>
    createRoute({ getParentRoute: () => root, path: at, component: () => element }),
  );
  const router = createRouter({
    routeTree: root.addChildren([screen, ...more]),
    history: browser
      ? await browserHistoryAt([...before, path])
      : createMemoryHistory({ initialEntries: [...before, path], initialIndex: before.length }),
    ...searchFormat,
  });
  await router.load();
  return { router, element: <RouterProvider router={router} /> };
}

/** `routerAt`, rendered with the app's providers (test/render.tsx). */
export async function renderAt(path: string, ui: ReactNode, at?: At) {
  const { router, element } = await routerAt(path, ui, at);
  return { router, ...renderWithProviders(element) };
}

/**
 * The router's context for a component that only links or moves (a link, a button that navigates), with no route of
 * its own: there at once, at `at`. A screen that reads its route's params or search needs `renderAt`.
 */
export function InRouter({ at = '/', children }: { at?: string; children?: ReactNode }) {
  const [router] = useState(() =>
    createRouter({ routeTree: createRootRoute(), history: createMemoryHistory({ initialEntries: [at] }) }),
  );
  return <RouterContextProvider router={router}>{children}</RouterContextProvider>;
}
