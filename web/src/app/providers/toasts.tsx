import './toasts.css';
import { Notifications } from '@mantine/notifications';

/**
 * Where toasts show (lib/notify.ts): loaded after the first screen (app-providers.tsx). Top right below the header,
 * so the header's language switch, profile and support stay pressable; a toast takes no press (toasts.css), so
 * nothing under it is ever covered for a click.
 */
export function Toasts() {
  return <Notifications className="sofra-toasts" position="top-right" limit={4} />;
}
