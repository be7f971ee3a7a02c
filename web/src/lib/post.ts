import { urlOf, type Call, type CallInput, type CallOutput } from '@sofra/contracts/core/call';
import { timings } from '@sofra/contracts/core/constants';
import { ApiError, type FieldIssue } from './api-error';
import { apiSettings } from './api-settings';
import { takeEarlyRead } from './early-reads';
import { errorText, isSessionError } from './error-text';
import { currentLanguage, i18n } from './i18n';
import { closeLoading, showLoading } from './loading';
import { notify } from './notify';
import { getSession, signOut } from './session';

export interface PostOptions {
  /** Show the generic 'Opss!' toast for an error the caller does not handle itself (default true). */
  toast?: boolean;
  /** Show the loading indicator while the call runs (user-started actions). */
  loading?: boolean;
  signal?: AbortSignal;
  /** Headers a call reads besides the usual ones (a folio write's `idempotency-key`). */
  headers?: Record<string, string>;
}

const { base: API_BASE, key: API_KEY, region: REGION } = apiSettings(import.meta.env);

const parseError = async (res: Response): Promise<ApiError> => {
  const body: unknown = await res.json().catch(() => null);
  if (body && typeof body === 'object') {
    const { code, desc, message, fields } = body as {
      code?: unknown;
      desc?: unknown;
      message?: unknown;
      fields?: unknown;
    };
    const text = typeof desc === 'string' ? desc : typeof message === 'string' ? message : '';
    const issues = Array.isArray(fields)
      ? fields.filter((f): f is FieldIssue => typeof f?.path === 'string' && typeof f?.code === 'string')
      : [];
    return new ApiError(typeof code === 'string' ? code : '', text, res.status, issues);
  }
  return new ApiError('', '', res.status);
};

/** What a request sends: a JSON value, or a multipart form (the browser writes its content type and boundary). */
type Body = { json: unknown } | { form: FormData };

/** An answer with the ETag the server gave it. */
export interface Tagged<T> {
  etag: string;
  value: T;
}

/** A read the server tags (see docs/api.md): the answer held so far, and where a newly tagged answer goes. */
interface Revalidation<T> {
  known?: Tagged<T>;
  keep: (tagged: Tagged<T>) => void;
}

/**
 * The one request/response path of the portal: POST {base}/{path} with the token, api key, language and
 * region headers. Implements the error catalogue of spec section 8; a failed request rejects with an ApiError.
 */
async function send<T>(
  path: string,
  body: Body,
  options: PostOptions,
  revalidation?: Revalidation<T>,
  answer: 'json' | 'blob' = 'json',
): Promise<T> {
  const t = i18n.t.bind(i18n);
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    notify('danger', t('errors.noInternet'), { title: t('errors.connectionError'), middle: true });
    throw new ApiError('offline', 'offline', 0);
  }

  const headers: Record<string, string> = {
    ...options.headers,
    // A screen's first reads may start before the texts have loaded: the saved language then.
    'accept-language': i18n.language || currentLanguage(),
    'x-region': REGION,
  };
  if ('json' in body) headers['content-type'] = 'application/json';
  const token = getSession().login?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  if (API_KEY) headers['x-api-key'] = API_KEY;
  if (revalidation?.known) headers['if-none-match'] = revalidation.known.etag;

  if (options.loading) showLoading();
  try {
    let res: Response;
    try {
      const json = 'json' in body ? JSON.stringify(body.json ?? {}) : null;
      // A first read index.html's boot script has already made (the tagged ones go with If-None-Match instead).
      const early =
        json !== null && !revalidation?.known ? takeEarlyRead(path, json, headers['accept-language']!) : null;
      res = await (early ??
        fetch(`${API_BASE}/${path}`, {
          method: 'POST',
          headers,
          body: json ?? ('form' in body ? body.form : null),
          signal: options.signal,
        }));
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      // No answer at all: the status-0 case of the catalogue.
      notify('danger', t('errors.problemTryLater'), { title: t('errors.opss') });
      throw new ApiError('network', '', 0);
    }
    // 304: nothing changed since the answer held, which the server therefore did not send again.
    if (res.status === 304 && revalidation?.known) return revalidation.known.value;
    if (res.ok) {
      // A raw call's answer is bytes with their own content type (a spreadsheet, a file).
      if (answer === 'blob') {
        const blob = await res.blob();
        // The server's own file name, when it gives one (Content-Disposition), rides along as a File.
        const name = /filename="?([^";]+)"?/i.exec(res.headers.get('content-disposition') ?? '')?.[1];
        return (name ? new File([blob], name, { type: blob.type }) : blob) as T;
      }
      const value = (await res.json()) as T;
      const etag = res.headers.get('etag');
      if (etag && revalidation) revalidation.keep({ etag, value });
      return value;
    }

    const error = await parseError(res);
    if (isSessionError(error)) {
      signOut();
      throw error;
    }
    if (options.toast !== false) {
      const text = errorText(error);
      setTimeout(() => notify('danger', text, { title: t('errors.opss') }), timings.errorToastDelayMs);
    }
    throw error;
  } finally {
    if (options.loading) closeLoading();
  }
}

/** A call's input as a plain record, to read its fields by name. */
const fieldsOf = (input: unknown): Record<string, unknown> =>
  input && typeof input === 'object' ? (input as Record<string, unknown>) : {};

/** The input less the fields the call takes from its URL (`params`): those ride in the address, not the body. */
const bodyOf = (call: Call, input: unknown): unknown => {
  if (!call.params?.length) return input;
  const params = new Set(call.params);
  return Object.fromEntries(Object.entries(fieldsOf(input)).filter(([key]) => !params.has(key)));
};

/** The address of a call under the api base, from its contract: its route with the path parameters filled in. */
const addressOf = (call: Call, input: unknown) => urlOf(call, fieldsOf(input));

/**
 * The one way the portal calls a contract call: POST {base}/{the call's URL} with a JSON body. A call with path
 * parameters (`image/deleteImage/{storeId}`) has them filled in from `payload`, percent-encoded, and left out of
 * the body.
 */
export const post = <C extends Call>(
  call: C,
  payload: CallInput<C>,
  options: PostOptions = {},
): Promise<CallOutput<C>> => send<CallOutput<C>>(addressOf(call, payload), { json: bodyOf(call, payload) }, options);

/**
 * `post` for a read the server tags with an ETag (store/getStoreTables): sends back the tag of the answer
 * held in `held` under `key`, and answers that same value when the server says 304 Not Modified.
 */
export const postRevalidated = <C extends Call>(
  call: C,
  payload: CallInput<C>,
  held: Map<string, Tagged<CallOutput<C>>>,
  key: string,
  options: PostOptions = {},
): Promise<CallOutput<C>> =>
  send<CallOutput<C>>(addressOf(call, payload), { json: bodyOf(call, payload) }, options, {
    known: held.get(key),
    keep: (tagged) => held.set(key, tagged),
  });

/**
 * A raw call (`raw: true`, e.g. menu/exportMenu): the answer's bytes as a Blob (a File when the server names it), with
 * `post`'s headers and errors.
 */
export const postBlob = <C extends Call>(call: C, payload: CallInput<C>, options: PostOptions = {}): Promise<Blob> =>
  send<Blob>(addressOf(call, payload), { json: bodyOf(call, payload) }, options, undefined, 'blob');

/**
 * A multipart call (`body: 'multipart'`, e.g. image/saveImage, menu/importMenu): its path parameters filled in from
 * `input`, its other plain fields first in the order given, then the file as the `file` part (the server reads only
 * the fields ahead of it).
 */
export const postFile = <C extends Call>(
  call: C,
  input: CallInput<C>,
  file: File,
  options: PostOptions = {},
): Promise<CallOutput<C>> => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fieldsOf(bodyOf(call, input)))) {
    if (value !== undefined) form.append(key, String(value));
  }
  form.append('file', file, file.name);
  return send<CallOutput<C>>(addressOf(call, input), { form }, options);
};
