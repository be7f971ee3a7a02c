import { createRoot, hydrateRoot } from 'react-dom/client';
import { GUEST_DATA_ID, GuestApp, type GuestPageData } from './guest-app.tsx';
import './guest.css';

// The server rendered the page and embedded the read's answer (server-entry.tsx): hydrate it as it is. Without it
// (the dev server) the page renders and reads by itself. A booking's page (/b/{token}) has a root of its own, which its
// own chunk starts (own-parts.tsx).
const root = document.getElementById('app');
const block = document.getElementById(GUEST_DATA_ID);
if (!root) {
  // Not the menu's page.
} else if (block?.textContent) {
  const initial = JSON.parse(block.textContent) as GuestPageData;
  hydrateRoot(root, <GuestApp path={location.pathname} initial={initial} />);
} else {
  createRoot(root).render(<GuestApp path={location.pathname} />);
}
