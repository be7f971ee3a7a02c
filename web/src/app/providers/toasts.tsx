import './toasts.css';
import { Notifications } from '@mantine/notifications';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_MAX_WIDTH } from '@sofra/contracts/core/constants';

/**
 * Where toasts show (lib/notify.ts): loaded after the first screen (app-providers.tsx). Never over the header (its
 * language switch, profile, support and close buttons stay pressable): on a desktop top right below the header, on a
 * phone bottom centre, under the thumb and away from the header's two rows.
 */
export function Toasts() {
  const phone = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });
  return <Notifications className="sofra-toasts" position={phone ? 'bottom-center' : 'top-right'} limit={4} />;
}
