import type { ReactNode } from 'react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
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
}

/**
 * A router in memory with `ui` as the screen at `path` (a path with its query), the search parameters checked as
 * the portal's own route does (app/router/search.ts). Resolves once the router has matched the address, so the
 * screen is there at the first render.
 */
export async function routerAt(path: string, ui: ReactNode, { route, others = {}, before = [] }: At = {}) {
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
    history: createMemoryHistory({ initialEntries: [...before, path], initialIndex: before.length }),
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
