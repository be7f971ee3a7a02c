import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type NavigateFunction,
  type NavigateOptions,
} from './router';

/** Where the router is, as a user could read it off the page. */
function Where() {
  const location = useLocation();
  return (
    <output aria-label="where">
      {location.pathname}
      {location.search}|{location.key === 'default' ? 'first' : 'moved'}|{JSON.stringify(location.state)}
    </output>
  );
}

const where = () => screen.getByRole('status', { name: 'where' }).textContent;

function Params() {
  return <p>params {JSON.stringify(useParams())}</p>;
}

function Frame() {
  return (
    <section aria-label="frame">
      frame <Outlet />
    </section>
  );
}

/** The router's navigate(), handed out of the tree for the tests to move with. */
const moves: { navigate: NavigateFunction } = { navigate: () => undefined };
const navigate: NavigateFunction = (to: string | number, options?: NavigateOptions) =>
  typeof to === 'number' ? moves.navigate(to) : moves.navigate(to, options);
function Navigator() {
  const next = useNavigate();
  useEffect(() => {
    moves.navigate = next;
  }, [next]);
  return null;
}

const app = (
  <>
    <Where />
    <Navigator />
    <Routes>
      <Route path="/" element={<Navigate to="/main" replace />} />
      <Route path="/login" element={<p>login screen</p>} />
      <Route path="/legal/:type/:lang?" element={<Params />} />
      <Route path="/main" element={<Frame />}>
        <Route index element={<p>main index</p>} />
        <Route path="store/:id" element={<Params />} />
        <Route path="settings" element={<p>settings screen</p>} />
        <Route path="*" element={<p>main fallback</p>} />
      </Route>
      <Route path="*" element={<p>nothing here</p>} />
    </Routes>
  </>
);

/** `ui` in a router at `entry`, with where it is and its navigate() at hand. */
const renderAt = (entry: string, ui: ReactNode) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Where />
      <Navigator />
      {ui}
    </MemoryRouter>,
  );

/** The app at the last of `entries` (the one before on screen goes). */
const at = (...entries: string[]) => {
  cleanup();
  return render(<MemoryRouter initialEntries={entries}>{app}</MemoryRouter>);
};

describe('routes', () => {
  it('shows the route the address matches, a parent with its child in the outlet, and an index route', () => {
    at('/main/settings');
    expect(screen.getByRole('region', { name: 'frame' })).toHaveTextContent('frame settings screen');
    at('/main');
    expect(screen.getByText('main index')).toBeInTheDocument();
  });

  it('reads params, an optional one absent or present, and decodes them', () => {
    at('/main/store/a%20b');
    expect(screen.getByText('params {"id":"a b"}')).toBeInTheDocument();
    at('/legal/kvkk');
    expect(screen.getByText('params {"type":"kvkk"}')).toBeInTheDocument();
    at('/legal/kvkk/en');
    expect(screen.getByText('params {"type":"kvkk","lang":"en"}')).toBeInTheDocument();
  });

  it('takes a * route only when no other matches, matches static segments in any case and ignores a trailing slash', () => {
    at('/main/nope/deeper');
    expect(screen.getByRole('region', { name: 'frame' })).toHaveTextContent('frame main fallback');
    at('/Main/Settings/');
    expect(screen.getByText('settings screen')).toBeInTheDocument();
    at('/elsewhere');
    expect(screen.getByText('nothing here')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'frame' })).toBeNull();
  });

  it('refuses anything but routes inside <Routes>', () => {
    const quiet = console.error;
    console.error = () => undefined;
    try {
      expect(() =>
        render(
          <MemoryRouter>
            <Routes>
              <p>stray</p>
            </Routes>
          </MemoryRouter>,
        ),
      ).toThrow('<Routes> takes <Route> elements only');
    } finally {
      console.error = quiet;
    }
  });
});

describe('moves', () => {
  it('Navigate replaces the entry: back does not return to it', async () => {
    at('/login', '/');
    await waitFor(() => expect(screen.getByText('main index')).toBeInTheDocument());
    expect(where()).toBe('/main|moved|null');
    act(() => navigate(-1));
    expect(screen.getByText('login screen')).toBeInTheDocument();
    expect(where()).toBe('/login|first|null');
  });

  it('a link pushes with its state; a link to where the portal is replaces; a modified click is the browser’s', async () => {
    const user = userEvent.setup();
    renderAt(
      '/login',
      <>
        <Link to="/main/settings" state={{ from: 'login' }}>
          settings
        </Link>
        <Link to="/main/settings">again</Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'settings' })).toHaveAttribute('href', '/main/settings');
    await user.click(screen.getByRole('link', { name: 'settings' }));
    expect(where()).toBe('/main/settings|moved|{"from":"login"}');
    await user.click(screen.getByRole('link', { name: 'again' }));
    expect(where()).toBe('/main/settings|moved|null');
    // One entry for both clicks: back is the login again.
    act(() => navigate(-1));
    expect(where()).toBe('/login|first|null');

    const click = fireEvent.click(screen.getByRole('link', { name: 'settings' }), { ctrlKey: true });
    expect(click).toBe(true);
    expect(where()).toBe('/login|first|null');
  });

  it('navigate() pushes, replaces and goes back and forward', () => {
    at('/login');
    act(() => navigate('/main/settings'));
    expect(where()).toBe('/main/settings|moved|null');
    act(() => navigate('/main/store/7', { replace: true, state: 1 }));
    expect(where()).toBe('/main/store/7|moved|1');
    act(() => navigate(-1));
    expect(where()).toBe('/login|first|null');
    act(() => navigate(1));
    expect(screen.getByText('params {"id":"7"}')).toBeInTheDocument();
  });
});

function Search() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <p>tab {params.get('tab') ?? 'none'}</p>
      <button type="button" onClick={() => setParams((previous) => ({ ...Object.fromEntries(previous), tab: 'b' }))}>
        b
      </button>
      <button type="button" onClick={() => setParams({}, { replace: true })}>
        clear
      </button>
    </>
  );
}

describe('useSearchParams', () => {
  it('reads the query and moves to another on the same path, pushing or replacing', async () => {
    const user = userEvent.setup();
    renderAt('/list?page=2', <Search />);
    expect(screen.getByText('tab none')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'b' }));
    expect(where()).toBe('/list?page=2&tab=b|moved|null');
    await user.click(screen.getByRole('button', { name: 'clear' }));
    expect(where()).toBe('/list|moved|null');
    act(() => navigate(-1));
    expect(where()).toBe('/list?page=2|first|null');
  });
});

describe('BrowserRouter', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('numbers the entries it writes and follows the browser back', async () => {
    window.history.replaceState(null, '', '/login');
    render(<BrowserRouter>{app}</BrowserRouter>);
    expect(window.history.state).toMatchObject({ idx: 0 });
    expect(where()).toBe('/login|first|null');

    act(() => navigate('/main/settings', { state: { a: 1 } }));
    expect(window.location.pathname).toBe('/main/settings');
    expect(window.history.state).toMatchObject({ idx: 1, usr: { a: 1 } });
    act(() => navigate('/main/store/9', { replace: true }));
    expect(window.history.state).toMatchObject({ idx: 1, usr: null });
    expect(screen.getByText('params {"id":"9"}')).toBeInTheDocument();

    act(() => window.history.back());
    await waitFor(() => expect(screen.getByText('login screen')).toBeInTheDocument());
    expect(window.history.state).toMatchObject({ idx: 0 });
  });
});
