// The link page as the browser loads it (main.tsx): the component with its style sheet. The server renders the
// component alone (server-entry.tsx), which a style sheet import would break under a plain TypeScript loader (tsx).
import './booking.css';

export { BookingLinkPage, tokenOfPath } from './link-page.tsx';
