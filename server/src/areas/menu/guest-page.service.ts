import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from '../../lib/call-context.ts';
import { supportedLanguages, type Language } from '@sofra/contracts/core/enums';
import { guestMenuCalls } from '@sofra/contracts/menu/menu.calls';
import type { GuestMenu } from '@sofra/contracts/menu/published.schemas';
import type { GuestReservation } from '@sofra/contracts/reservations/reservations.schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { inlineScriptHashes } from '../../lib/csp.ts';
import { Lru } from '../../lib/lru.ts';
import { Packed, type Versioned } from '../../lib/answers.ts';
import * as guest from './guest.service.ts';

/**
 * The guest web menu's page rendered on the server (docs/menu.md, Guest web menu; docs/adr/0011): `/menu/{storeId}`
 * and `/qr/{code}` answered with the published menu as HTML, from the same React components the browser hydrates
 * (web/src/guest/server-entry.tsx), with the read's answer embedded. Each page is kept in memory under the guest
 * read's ETag (guest.service.ts), so whatever changes that read (a publish, the store, its logo, its tables) renders
 * it again; the page's own ETag answers 304.
 */

/** web/src/guest/server-entry.tsx's `renderGuestPage`. */
type RenderGuestPage = (page: {
  template?: string;
  path: string;
  answer: GuestMenu | null;
  language: string;
  failed?: boolean;
}) => string;

/** A lazily loaded chunk of the guest page's build, to start a page with: its script and its style sheets. */
export interface GuestChunk {
  script: string;
  styles: string[];
}

/** web/src/guest/server-entry.tsx's `renderBookingPage`: the guest's link page of a booking (`/b/{token}`). */
type RenderBookingPage = (page: {
  template?: string;
  chunk?: GuestChunk;
  booking: GuestReservation | null;
  language: string;
  failed?: boolean;
}) => string;

/** What web/src/guest/server-entry.tsx exports. */
interface GuestRenderer {
  renderGuestPage: RenderGuestPage;
  renderBookingPage: RenderBookingPage;
}

export type GuestPageKind = 'menu' | 'qr';

export interface GuestPage {
  status: 200 | 404 | 500;
  /** Only a menu's page: the "not available" one is the same for every address. */
  etag?: string;
  html: Packed;
  /** Hashes of the page's inline scripts for its CSP (none today: the data block needs none). */
  scriptHashes: string[];
}

interface MenuPage extends GuestPage {
  languages: readonly string[];
  language: string;
}

/** Pages kept: a few hundred menus in a couple of languages each. */
const MAX_PAGES = 500;
export const SAVED_LANGUAGE_COOKIE = 'sofra-guest-language';

/** The repository's root, from server/src or server/dist (dist/ mirrors src/). */
const repoRoot = resolve(import.meta.dirname, '../../../..');
const SOURCES = join(repoRoot, 'web/src/guest/server-entry.tsx');

/** A browser's language tag as a menu language: its first part; Georgian's `ka` is the menus' `ge`. */
const menuLanguageOf = (tag: string): Language | undefined => {
  const code = tag.trim().slice(0, 2).toLowerCase();
  const language = code === 'ka' ? 'ge' : code;
  return (supportedLanguages as readonly string[]).includes(language) ? (language as Language) : undefined;
};

/**
 * The guest's languages, best first: `?language=`, then the choice kept in the cookie (the page sets it), then the
 * browser's Accept-Language by its weights.
 */
export const wishedLanguages = (
  query: unknown,
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): Language[] => {
  const saved = new RegExp(`(?:^|;\\s*)${SAVED_LANGUAGE_COOKIE}=([A-Za-z-]+)`).exec(cookie ?? '')?.[1];
  const accepted = (acceptLanguage ?? '')
    .split(',')
    .map((part, at) => {
      const [tag = '', ...params] = part.split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag, q: Number.isFinite(q) ? q : 0, at };
    })
    .filter((l) => l.q > 0 && l.tag.trim() !== '*')
    .sort((a, b) => b.q - a.q || a.at - b.at)
    .map((l) => l.tag);
  const all = [typeof query === 'string' ? query : '', saved ?? '', ...accepted].map(menuLanguageOf);
  return [...new Set(all.filter((l): l is Language => l !== undefined))];
};

/**
 * The language of a guest whose languages the menu has none of: English when it has English, else its first; a guest
 * who named no language at all gets the menu's default (undefined).
 */
export const fallbackLanguage = (wished: readonly string[], languages: readonly string[]): Language | undefined =>
  wished.length === 0 ? undefined : ((languages.includes('en') ? 'en' : languages[0]) as Language | undefined);

/** A file read again when it changes (the web build replaces it); null while there is none. */
const watchedFile = (path: string) => {
  let known: { mtimeMs: number; text: string } | null = null;
  return (): string | null => {
    if (!existsSync(path)) return null;
    const { mtimeMs } = statSync(path);
    if (known?.mtimeMs !== mtimeMs) known = { mtimeMs, text: readFileSync(path, 'utf8') };
    return known.text;
  };
};

const etagOf = (html: string) => `"guest-page-${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

/**
 * The guest pages' renderer: the built guest.html as the template, and the build's server bundle
 * (web/dist/server/guest-render.js) when there is one; else the components' sources, which only a TypeScript loader
 * reads (tsx, vitest): the server's tests need no web build.
 */
export const guestRenderer = (webDist: string, log: Logger) => {
  const template = watchedFile(join(webDist, 'guest.html'));
  const manifest = watchedFile(join(webDist, '.vite', 'guest-manifest.json'));
  type Manifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;
  /**
   * The build's chunk of a source file (`src/guest/…`), with the style sheets of the chunks it imports but the entry's
   * (guest.html links those already); null without a build.
   */
  const chunk = (src: string): GuestChunk | null => {
    const text = manifest();
    if (!text) return null;
    const chunks = JSON.parse(text) as Manifest;
    const found = chunks[src];
    if (!found) return null;
    const styles = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      const c = chunks[key];
      if (!c || c.isEntry || seen.has(key)) return;
      seen.add(key);
      for (const css of c.css ?? []) styles.add(`/${css}`);
      for (const imported of c.imports ?? []) visit(imported);
    };
    visit(src);
    return { script: `/${found.file}`, styles: [...styles] };
  };
  let renderer: Promise<GuestRenderer | null> | undefined;
  const load = async (): Promise<GuestRenderer> => {
    renderer ??= (async () => {
      const bundle = join(webDist, 'server', 'guest-render.js');
      const from = existsSync(bundle) ? bundle : existsSync(SOURCES) ? SOURCES : null;
      if (!from) return null;
      try {
        return (await import(pathToFileURL(from).href)) as GuestRenderer;
      } catch (error) {
        log.error({ err: error }, 'the guest pages cannot be rendered: their renderer does not load');
        return null;
      }
    })();
    const loaded = await renderer;
    if (!loaded) throw new AppError('not_found', 'no such page');
    return loaded;
  };
  return { template, load, chunk };
};

export const guestPages = (webDist: string, log: Logger) => {
  const { template, load } = guestRenderer(webDist, log);
  const pages = new Lru<string, MenuPage>(MAX_PAGES);
  const notAvailable = new Map<string, GuestPage>();
  const render = async (): Promise<RenderGuestPage> => (await load()).renderGuestPage;

  const pageOf = (html: string, status: GuestPage['status'], etag?: string): GuestPage => ({
    status,
    etag,
    html: new Packed(html),
    scriptHashes: inlineScriptHashes(html),
  });

  /** The "not available" page in the guest's language: one per interface language and build. */
  const unavailable = async (language: string, failed = false): Promise<GuestPage> => {
    const page = template();
    const key = `${language}:${failed}:${page ?? ''}`;
    let known = notAvailable.get(key);
    if (!known) {
      const html = (await render())({ template: page ?? undefined, path: '/', answer: null, language, failed });
      known = pageOf(html, failed ? 500 : 404);
      if (notAvailable.size > 20) notAvailable.clear();
      notAvailable.set(key, known);
    }
    return known;
  };

  /** A menu's page for one answer of its read, rendered once per build and answer. */
  const menuPage = async (kind: GuestPageKind, id: string, read: Versioned): Promise<MenuPage> => {
    const page = template();
    const path = `/${kind}/${encodeURIComponent(id)}`;
    const key = `${page ?? ''}\n${path}\n${read.etag}`;
    let known = pages.get(key);
    if (!known) {
      const answer = JSON.parse(await read.json()) as GuestMenu;
      const html = (await render())({ template: page ?? undefined, path, answer, language: answer.menu.language });
      known = {
        ...pageOf(html, 200, etagOf(html)),
        languages: answer.menu.languages,
        language: answer.menu.language,
      };
      pages.set(key, known);
    }
    return known;
  };

  /**
   * The page of `/menu/{storeId}` or `/qr/{code}` in the first of the guest's languages the menu was published in,
   * else English when it has English, else its first language (its default for a guest who named none). No menu to show is the "not available" page (404) in the guest's language.
   */
  const page = async (db: Db, kind: GuestPageKind, id: string, wished: Language[]): Promise<GuestPage> => {
    const ui = wished[0] ?? 'tr';
    // As the reads check their input (contracts): an id that could name nothing names no menu.
    const input = kind === 'menu' ? guestMenuCalls.menu.input : guestMenuCalls.qr.input;
    if (!input.safeParse(kind === 'menu' ? { storeId: id } : { code: id }).success) return unavailable(ui);
    const read = (language?: Language) =>
      kind === 'menu' ? guest.menu({ db }, id, language) : guest.qr({ db }, id, language);
    try {
      const first = await menuPage(kind, id, await read());
      const chosen = wished.find((l) => first.languages.includes(l)) ?? fallbackLanguage(wished, first.languages);
      return chosen && chosen !== first.language ? await menuPage(kind, id, await read(chosen)) : first;
    } catch (error) {
      if (error instanceof AppError && (error.code === 'not_found' || error.code === 'qr_code_not_found'))
        return unavailable(ui);
      log.error({ err: error }, 'the guest menu page could not be rendered');
      return unavailable(ui, true);
    }
  };

  return { page };
};
