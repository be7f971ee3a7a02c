/**
 * Whether a request target names the API, read the way the router reads it: an absolute-form target
 * (`http://host/api/…`) loses its origin, the query goes, percent-escapes are decoded (`/%61pi/…`), and case and
 * repeated slashes do not matter. The rate limit and the not-found handler both ask this, so no spelling of an API
 * path is taken for a portal page.
 */
export const isApiPath = (target: string): boolean => {
  let path = target.replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '');
  path = path.split(/[?#]/, 1)[0]!;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A broken escape: judge the path as sent.
  }
  path = path.toLowerCase().replace(/\/{2,}/g, '/');
  return path === '/api' || path.startsWith('/api/');
};
