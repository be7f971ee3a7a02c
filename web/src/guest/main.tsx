import { createRoot, hydrateRoot } from 'react-dom/client';
import { GUEST_DATA_ID, GuestApp, type GuestPageData } from './guest-app.tsx';
import type { BookingPageData } from './booking/link-page.tsx';
import './guest.css';

// The server rendered the page and embedded the read's answer (server-entry.tsx): hydrate it as it is. Without it
// (the dev server) the page renders and reads by itself.
const root = document.getElementById('app')!;
const block = document.getElementById(GUEST_DATA_ID);
const initial: unknown = block?.textContent ? JSON.parse(block.textContent) : undefined;
if (location.pathname.startsWith('/b/')) {
  // A booking's link page (booking/link-page.tsx): its own chunk, which the menu's first load does not carry.
  void import('./booking/link-page-client.ts').then(({ BookingLinkPage, tokenOfPath }) => {
    const page = (
      <BookingLinkPage token={tokenOfPath(location.pathname)} initial={initial as BookingPageData | undefined} />
    );
    if (initial) hydrateRoot(root, page);
    else createRoot(root).render(page);
  });
} else if (initial) {
  hydrateRoot(root, <GuestApp path={location.pathname} initial={initial as GuestPageData} />);
} else {
  createRoot(root).render(<GuestApp path={location.pathname} />);
}
