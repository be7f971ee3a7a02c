import { Notifications } from '@mantine/notifications';

/** Where toasts show (lib/notify.ts): loaded after the first screen (app-providers.tsx). */
export function Toasts() {
  return <Notifications position="top-right" limit={4} />;
}
