// As web/tsconfig.json's `jsx`, said here for tsx too, which renders this on the server from the sources.
/** @jsxRuntime automatic @jsxImportSource react */
import { renderToString } from 'react-dom/server';
import { BOOKING_ROOT_ID, BookingLinkPage, type BookingPageData } from './booking/link-page.tsx';
import { bookingT } from './booking/booking-texts.ts';
import { GUEST_DATA_ID, GuestApp, type GuestPageData } from './guest-app.tsx';
import { localeOf } from './money.ts';
import { guestT, uiLanguageOf } from './texts.ts';

/**
 * The guest web menu rendered on the server (docs/adr/0011): the same components as the browser's, to HTML, with the
 * read's answer embedded for the browser to hydrate. The web build bundles this file for the server
 * (web/dist/server/guest-render.js, web/vite.config.ts); the server's tests and tsx load it from the sources.
 */

/** The page without the web build (the server's tests): no script or style sheet, the menu readable as it is. */
const BARE_PAGE =
  '<!doctype html><html lang="tr"><head><meta charset="UTF-8" />' +
  '<meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>Menü</title></head>' +
  '<body><div id="app"><!--guest-app--></div><!--guest-data--></body></html>';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface GuestPageInput {
  /** The built guest.html (its scripts and style sheet); the bare page when there is none. */
  template?: string;
  /** The page's path: `/menu/{storeId}` or `/qr/{code}`. */
  path: string;
  /** The read's answer; null when there is no menu to show (404) or it failed. */
  answer: GuestPageData['answer'];
  /** The guest's language when there is no answer. */
  language: string;
  failed?: boolean;
}

/** The whole page: the template with the rendered menu, its language, title, and the answer as a JSON data block. */
export const renderGuestPage = ({ template = BARE_PAGE, path, answer, language, failed }: GuestPageInput): string => {
  const data: GuestPageData = { answer, language, ...(failed ? { failed } : {}) };
  const app = renderToString(<GuestApp path={path} initial={data} />);
  const shown = answer?.menu.language ?? language;
  const lang = answer ? localeOf(shown) : uiLanguageOf(shown);
  const title = answer?.menu.name ?? guestT(shown)('notAvailable');
  // A data block is never run (the CSP needs no hash for it); `<` escaped, so no text in it can end the element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return template
    .replace(/<html[^>]*>/, () => `<html lang="${lang}" dir="${shown === 'ar' ? 'rtl' : 'ltr'}">`)
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace('<!--guest-app-->', () => app)
    .replace('<!--guest-data-->', () => `<script type="application/json" id="${GUEST_DATA_ID}">${json}</script>`);
};

export interface BookingPageInput {
  /** The built guest.html; the bare page when there is none. */
  template?: string;
  /** The build's chunk of own-parts.tsx: the page's script in place of the menu's, and its style sheets. */
  chunk?: { script: string; styles: string[] };
  /** `guest/reservation`'s answer; null for a link that is not valid, or when the read failed. */
  booking: BookingPageData['booking'];
  /** `tr` or `en`. */
  language: string;
  failed?: boolean;
}

/**
 * The guest's link page of a booking (`/b/{token}`, booking/link-page.tsx): the same page as the menu's, with the
 * booking rendered and embedded for the browser to hydrate, its own title, and never indexed.
 */
export const renderBookingPage = ({
  template = BARE_PAGE,
  chunk,
  booking,
  language,
  failed,
}: BookingPageInput): string => {
  const data: BookingPageData = { booking, language, ...(failed ? { failed } : {}) };
  // The token is the page's address: the browser reads it there, so the page itself need not carry it.
  const app = renderToString(<BookingLinkPage token="" initial={data} />);
  const t = bookingT(language);
  const title = booking ? `${t('pageTitle')} · ${booking.storeName}` : t(failed ? 'pageFailed' : 'invalid');
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  // Its own root: the menu's script (main.tsx) starts nothing here, the chunk of the guest's own parts does (own-parts.tsx).
  let page = template.replace('<div id="app">', () => `<div id="${BOOKING_ROOT_ID}">`);
  if (chunk) {
    page = page
      .replace(
        /(<script type="module"[^>]*\ssrc=")[^"]*(")/,
        (_, open: string, close: string) => open + chunk.script + close,
      )
      .replace(
        '</head>',
        () => `${chunk.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('')}</head>`,
      );
  }
  return page
    .replace(/<html[^>]*>/, () => `<html lang="${language === 'en' ? 'en' : 'tr'}" dir="ltr">`)
    .replace(
      /<title>[\s\S]*?<\/title>/,
      () => `<title>${escapeHtml(title)}</title><meta name="robots" content="noindex" />`,
    )
    .replace('<!--guest-app-->', () => app)
    .replace('<!--guest-data-->', () => `<script type="application/json" id="${GUEST_DATA_ID}">${json}</script>`);
};
