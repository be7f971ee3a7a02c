import {
  Children,
  createContext,
  forwardRef,
  Fragment,
  isValidElement,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  createBrowserHistory,
  createMemoryHistory,
  hrefOf,
  resolveTo,
  type History,
  type Location,
  type Navigator,
} from './history';

/**
 * The portal's router: declarative routes (`<Routes>`, `<Route>`, `<Outlet>`), `<Link>`, `<Navigate>` and the hooks
 * the screens use, with react-router's names and behaviour for what the portal needs (absolute paths, `:param`,
 * `:param?`, a trailing `*`, nested routes and index routes). react-router carried about 11 KB brotli into every
 * page for the rest (data routers, loaders, forms, path ranking); on a phone's line that is a quarter of a second
 * (docs/performance.md).
 *
 * Routes match in the order they are written, a `*` route only when no other does; static segments match whatever
 * their case, as react-router's do. A move passes through the navigator (`useNavigator`), which a guard may wrap
 * (lib/unsaved-changes.ts).
 */
export type { Location, Navigator } from './history';

export type Params = Readonly<Record<string, string | undefined>>;

const NavigationContext = createContext<{ navigator: Navigator } | null>(null);
const LocationContext = createContext<Location | null>(null);
/** The matched route this element is under: the params so far and the child route `<Outlet>` shows. */
const RouteContext = createContext<{ params: Params; outlet: ReactNode }>({ params: {}, outlet: null });

const useRouter = () => {
  const navigation = useContext(NavigationContext);
  const location = useContext(LocationContext);
  if (!navigation || !location) throw new Error('the router: used outside <BrowserRouter> or <MemoryRouter>');
  return { navigator: navigation.navigator, location };
};

function Router({ history, children }: { history: History; children?: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  useLayoutEffect(() => {
    // As react-router: the screen on its way (a lazy one) keeps the one shown until it can render.
    return history.listen((next) => startTransition(() => setLocation(next)));
  }, [history]);
  const navigation = useMemo(() => ({ navigator: history }), [history]);
  return (
    <NavigationContext.Provider value={navigation}>
      <LocationContext.Provider value={location}>{children}</LocationContext.Provider>
    </NavigationContext.Provider>
  );
}

export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return <Router history={history}>{children}</Router>;
}

/** A router in memory, for tests: `initialEntries` (paths), the last of them shown unless `initialIndex` says. */
export function MemoryRouter({
  children,
  initialEntries,
  initialIndex,
}: {
  children?: ReactNode;
  initialEntries?: string[];
  initialIndex?: number;
}) {
  const [history] = useState(() => createMemoryHistory({ initialEntries, initialIndex }));
  return <Router history={history}>{children}</Router>;
}

export const useLocation = (): Location => useRouter().location;

/** The router's moves themselves, for a guard to wrap (lib/unsaved-changes.ts). */
export const useNavigator = (): Navigator => useRouter().navigator;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface NavigateFunction {
  (to: string, options?: NavigateOptions): void;
  /** Back (-1) or forward through the history. */
  (delta: number): void;
}

/** The navigator's moves, read when called (a guard may have wrapped them since): the function itself never changes. */
export function useNavigate(): NavigateFunction {
  const { navigator } = useRouter();
  return useCallback(
    (to: string | number, options?: NavigateOptions) => {
      if (typeof to === 'number') navigator.go(to);
      else if (options?.replace) navigator.replace(to, options.state);
      else navigator.push(to, options?.state);
    },
    [navigator],
  ) as NavigateFunction;
}

/** Goes to `to` once rendered. */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  state?: unknown;
};

/**
 * An anchor that moves inside the portal. A click with a modifier key, another button or another target is the
 * browser's (a new tab...). A link to where the portal is now replaces the entry, as react-router's does.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, onClick, target, ...rest },
  ref,
) {
  const { navigator, location } = useRouter();
  const href = hrefOf(resolveTo(to, location));
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    if (replace ?? href === hrefOf(location)) navigator.replace(href, state);
    else navigator.push(href, state);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={follow} />;
});

/** The params of the routes matched above (`:id` in `/o/:id`). */
export const useParams = <P extends Params = Params>(): P => useContext(RouteContext).params as P;

/** The child route the matched route shows here. */
export const Outlet = () => useContext(RouteContext).outlet;

type SearchInit = URLSearchParams | Record<string, string> | string;

/** The address's query, and a move to another one on the same path (`{ replace: true }` replaces the entry). */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((previous: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { location } = useRouter();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback(
    (next: SearchInit | ((previous: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const search = new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(params)) : next);
      const query = search.toString();
      navigate(`${location.pathname}${query ? `?${query}` : ''}`, options);
    },
    [navigate, params, location.pathname],
  );
  return [params, set];
}

export interface RouteProps {
  /** Absolute at the top (`/login`), relative under another route (`store-settings`); `*` matches the rest. */
  path?: string;
  /** Shown under its parent when nothing follows the parent's path. */
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** A route of `<Routes>`: it only describes one, and renders nothing by itself. */
export function Route(_props: RouteProps): ReactElement | null {
  throw new Error('the router: a <Route> goes inside <Routes>');
}

interface RouteDef {
  segments: string[];
  index: boolean;
  element: ReactNode;
  children: RouteDef[];
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

const routesOf = (children: ReactNode): RouteDef[] => {
  const routes: RouteDef[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    if (child.type === Fragment) {
      routes.push(...routesOf((child.props as { children?: ReactNode }).children));
      return;
    }
    if (child.type !== Route) throw new Error('the router: <Routes> takes <Route> elements only');
    const props = child.props as RouteProps;
    routes.push({
      segments: segmentsOf(props.path ?? ''),
      index: props.index === true,
      element: props.element ?? <Outlet />,
      children: routesOf(props.children),
    });
  });
  return routes;
};

interface Match {
  element: ReactNode;
  params: Record<string, string>;
  child: Match | null;
}

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The route of `routes` the path's segments match, and the routes under it that match the rest. */
const matchRoutes = (routes: RouteDef[], path: string[]): Match | null => {
  const isSplat = (route: RouteDef) => route.segments[route.segments.length - 1] === '*';
  for (const route of [...routes.filter((r) => !isSplat(r)), ...routes.filter(isSplat)]) {
    if (route.index) {
      if (path.length === 0) return { element: route.element, params: {}, child: null };
      continue;
    }
    const params: Record<string, string> = {};
    let at = 0;
    let matched = true;
    for (const segment of route.segments) {
      if (segment === '*') {
        params['*'] = path.slice(at).map(decode).join('/');
        at = path.length;
      } else if (segment.startsWith(':')) {
        const optional = segment.endsWith('?');
        const name = segment.slice(1, optional ? -1 : undefined);
        if (at < path.length) params[name] = decode(path[at++]!);
        else if (!optional) matched = false;
      } else if (at < path.length && path[at]!.toLowerCase() === segment.toLowerCase()) at += 1;
      else matched = false;
      if (!matched) break;
    }
    if (!matched) continue;
    const rest = path.slice(at);
    const child = route.children.length > 0 ? matchRoutes(route.children, rest) : null;
    if (child || rest.length === 0) return { element: route.element, params, child };
  }
  return null;
};

/** The first route the address matches, with the routes under it inside its `<Outlet>`; nothing when none does. */
export function Routes({ children }: { children?: ReactNode }) {
  const { location } = useRouter();
  const above = useContext(RouteContext).params;
  const routes = useMemo(() => routesOf(children), [children]);
  const match = useMemo(() => matchRoutes(routes, segmentsOf(location.pathname)), [routes, location.pathname]);
  const render = (at: Match | null, params: Params): ReactNode => {
    if (!at) return null;
    const all = { ...params, ...at.params };
    return (
      <RouteContext.Provider value={{ params: all, outlet: render(at.child, all) }}>{at.element}</RouteContext.Provider>
    );
  };
  return render(match, above);
}
