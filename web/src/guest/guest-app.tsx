// As web/tsconfig.json's `jsx`, said here for tsx too, which renders this on the server from the sources.
/** @jsxRuntime automatic @jsxImportSource react */
import { useEffect, useState } from 'react';
import type { GuestMenu } from '@sofra/contracts/menu/published.schemas';
import { API, apiHeaders } from './api.ts';
import { localeOf } from './money.ts';
import { MenuView } from './menu-view.tsx';
import { guestT, uiLanguageOf } from './texts.ts';

/**
 * The guest web menu (docs/menu.md, Guest web menu): `/menu/{storeId}` and `/qr/{code}`. The server renders it with
 * the read's answer (guest/menu or guest/qr) and embeds that answer in the page (`GuestPageData`), so the browser
 * hydrates it without reading again; without that block (the dev server) the page reads it itself.
 */

/** What the server rendered the page from: the read's answer, else why there is none, in the guest's language. */
export interface GuestPageData {
  answer: GuestMenu | null;
  /** The interface language when there is no answer (the menu's own language otherwise). */
  language: string;
  /** The read failed for another reason than "no such menu": the page offers to try again. */
  failed?: boolean;
}

/** The JSON data block of a server-rendered page (`<script type="application/json" id="guest-data">`). */
export const GUEST_DATA_ID = 'guest-data';
/** The guest's language choice: a cookie the server reads too, and the browser's storage as before. */
export const SAVED_LANGUAGE = 'sofra-guest-language';

type Shown =
  | { kind: 'loading'; language: string }
  | { kind: 'not-available'; language: string }
  | { kind: 'failed'; language: string }
  | { kind: 'menu'; data: GuestMenu };

/** The read the address names: guest/menu/{storeId} or guest/qr/{code}; null for anything else. */
export const readPath = (path: string): string | null => {
  const found = /^\/(menu|qr)\/([^/?#]+)\/?$/.exec(path);
  return found ? `guest/${found[1]}/${found[2]}` : null;
};

/** The table QR code of a `/qr/{code}` address. */
const codeOf = (path: string): string | null => {
  const found = /^\/qr\/([^/?#]+)\/?$/.exec(path)?.[1];
  return found ? decodeURIComponent(found) : null;
};

const savedLanguage = (): string | null => {
  const cookie = /(?:^|;\s*)sofra-guest-language=([a-z]{2})\b/.exec(document.cookie)?.[1];
  if (cookie) return cookie;
  try {
    return localStorage.getItem(SAVED_LANGUAGE);
  } catch {
    // Storage may be off (private mode): the browser's languages alone.
    return null;
  }
};

const saveLanguage = (language: string) => {
  document.cookie = `${SAVED_LANGUAGE}=${encodeURIComponent(language)}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(SAVED_LANGUAGE, language);
  } catch {
    // Not kept here: the cookie still holds it.
  }
};

/** The guest's languages, best first: the one chosen here before, then the browser's. */
const wishedLanguages = (): string[] => {
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  return [
    ...new Set(
      [savedLanguage(), ...browser].filter((l): l is string => Boolean(l)).map((l) => l.slice(0, 2).toLowerCase()),
    ),
  ].map((l) => (l === 'ka' ? 'ge' : l));
};

const load = async (path: string, language?: string): Promise<GuestMenu | 'not-available'> => {
  const res = await fetch(`${API}/${path}${language ? `?language=${encodeURIComponent(language)}` : ''}`, {
    headers: apiHeaders(),
  });
  if (res.status === 404) return 'not-available';
  if (!res.ok) throw new Error(`the menu answered ${res.status}`);
  return (await res.json()) as GuestMenu;
};

/** Reads the menu in the language chosen, else the guest's first wish the menu has, else its default. */
const readMenu = async (path: string, language?: string): Promise<Shown> => {
  const readOf = readPath(path);
  const wished = wishedLanguages();
  const ui = language ?? wished[0] ?? 'tr';
  if (!readOf) return { kind: 'not-available', language: ui };
  try {
    let data = await load(readOf, ui);
    if (data !== 'not-available' && !language) {
      // The first wish was not published: the next one the menu has, else English when it has it, else its first.
      const menu = data.menu;
      const has = (l: string) => menu.languages.includes(l as never);
      const better = wished.find(has) ?? (wished.length ? (has('en') ? 'en' : menu.languages[0]) : undefined);
      if (better && better !== menu.language) data = await load(readOf, better);
    }
    return data === 'not-available' ? { kind: 'not-available', language: ui } : { kind: 'menu', data };
  } catch {
    return { kind: 'failed', language: ui };
  }
};

const firstShown = (path: string, initial?: GuestPageData): Shown => {
  if (initial?.answer) return { kind: 'menu', data: initial.answer };
  if (initial) return { kind: initial.failed ? 'failed' : 'not-available', language: initial.language };
  const language = wishedLanguages()[0] ?? 'tr';
  return { kind: readPath(path) ? 'loading' : 'not-available', language };
};

const State = ({
  text,
  detail,
  onRetry,
  retry,
}: {
  text: string;
  detail?: string;
  onRetry?: () => void;
  retry?: string;
}) => (
  <main className="state">
    <p role="status" className="state-text">
      {text}
    </p>
    {detail && <p>{detail}</p>}
    {onRetry && (
      <button type="button" className="button" onClick={onRetry}>
        {retry}
      </button>
    )}
  </main>
);

export const GuestApp = ({ path, initial }: { path: string; initial?: GuestPageData }) => {
  const [shown, setShown] = useState<Shown>(() => firstShown(path, initial));
  const [chosen, setChosen] = useState<string | undefined>(undefined);

  useEffect(() => {
    // Rendered by the server with its answer: nothing to read for the first paint.
    if (!initial) void readMenu(path).then(setShown);
    // Once, for the page as it opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const language = shown.kind === 'menu' ? shown.data.menu.language : shown.language;
  useEffect(() => {
    document.documentElement.lang = shown.kind === 'menu' ? localeOf(language) : uiLanguageOf(language);
    document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
    if (shown.kind === 'menu') document.title = shown.data.menu.name;
  }, [shown, language]);

  const t = guestT(language);
  const retry = () => {
    setShown({ kind: 'loading', language });
    void readMenu(path, chosen).then(setShown);
  };
  switch (shown.kind) {
    case 'loading':
      return <State text={t('loading')} />;
    case 'not-available':
      return <State text={t('notAvailable')} detail={t('notAvailableHint')} />;
    case 'failed':
      return <State text={t('failed')} onRetry={retry} retry={t('retry')} />;
    case 'menu':
      return (
        <MenuView
          // A language change is a new page: its basket and search start again, as a reload would.
          key={shown.data.menu.language}
          data={shown.data}
          t={t}
          code={shown.data.table ? codeOf(path) : null}
          onLanguage={(next) => {
            saveLanguage(next);
            setChosen(next);
            setShown({ kind: 'loading', language: next });
            void readMenu(path, next).then(setShown);
          }}
        />
      );
  }
};
