/** @jsxRuntime automatic @jsxImportSource react */
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BOOKING_ROOT_ID, BookingLinkPage, tokenOfPath, type BookingPageData } from './booking/link-page.tsx';
import './booking/booking.css';

/**
 * The guest's own parts as the browser loads them, never in the menu's first load: one chunk (with its style sheets)
 * for the wallet and its sign-in (table-service.tsx, when the guest opens it), "Book a table" (menu-view.tsx, when the
 * guest opens it) and the booking's link page `/b/{token}`, which the server starts with this chunk's script in place
 * of the menu's (reservations/booking-page.routes.ts), in a root of its own, to hydrate what it rendered. One chunk,
 * not three: each chunk the menu may load is named in its first load. The server renders the link page alone
 * (server-entry.tsx), which a style sheet import would break under a plain TypeScript loader (tsx).
 */
import BookingPanel, { type BookingPanelProps } from './booking/booking-panel.tsx';
import WalletPanel, { type WalletPanelProps } from './wallet/wallet-panel.tsx';

/** The part its props name: the wallet's (with prices to show), else "Book a table"'s. */
const OwnPart = (props: WalletPanelProps | BookingPanelProps) =>
  'price' in props ? <WalletPanel {...props} /> : <BookingPanel {...props} />;
export default OwnPart;

export const start = (root: HTMLElement, initial: BookingPageData | undefined) => {
  const page = <BookingLinkPage token={tokenOfPath(location.pathname)} initial={initial} />;
  if (initial) hydrateRoot(root, page);
  else createRoot(root).render(page);
};

// On the link page: started at once, from the booking the server embedded (none on the dev server: read here).
const root = document.getElementById(BOOKING_ROOT_ID);
if (root) {
  // guest-app.tsx's GUEST_DATA_ID, written out: the menu's first load need not export it for this chunk.
  const block = document.getElementById('guest-data');
  start(root, block?.textContent ? (JSON.parse(block.textContent) as BookingPageData) : undefined);
}
