import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import { useSession } from '../../lib/session';
import { formatPhone } from '../../lib/phone-format';

interface ProfileMenuProps {
  mobile: boolean;
  onLogout: () => void;
}

/** The sheet and the menu load apart from the header (a phone's first visit needs neither): profile-menu-parts.tsx. */
const loadParts = () => import('./profile-menu-parts');
const ProfileSheet = lazy(() => loadParts().then((m) => ({ default: m.ProfileSheet })));
const ProfileMenuDropdown = lazy(() => loadParts().then((m) => ({ default: m.ProfileMenuDropdown })));

/**
 * The header's profile button with the user's name: a popover menu on a desktop (Go to Profile,
 * bank transactions, Contract Text, Log Out), an action sheet on a phone (Profile, Bank
 * transactions, Logout, Cancel). Bank transactions have no screen yet, so that entry is shown
 * disabled rather than leading nowhere. The action sheet also offers the contract text, which a
 * phone would otherwise have no way to reach.
 */
export function ProfileMenu({ mobile, onLogout }: ProfileMenuProps) {
  const { user, login } = useSession();
  const [sheet, setSheet] = useState(false);
  // Once opened the sheet stays mounted, so it closes with its animation.
  const [sheetUsed, setSheetUsed] = useState(false);
  const [pressed, setPressed] = useState(false);
  const name = user?.name || formatPhone(user?.gsm || login?.gsm);

  if (mobile) {
    return (
      <>
        {/* The whole name, 44 px high (a touch target); the store's name beside it gives way first. */}
        <Button
          variant="subtle"
          h={44}
          px="xs"
          leftSection={<IconUserCircle size={20} aria-hidden />}
          onClick={() => {
            setSheetUsed(true);
            setSheet(true);
          }}
          aria-haspopup="dialog"
          style={{ flexShrink: 0, maxWidth: '65%' }}
        >
          {name}
        </Button>
        {sheetUsed ? (
          <Suspense fallback={null}>
            <ProfileSheet name={name} opened={sheet} close={() => setSheet(false)} onLogout={onLogout} />
          </Suspense>
        ) : null}
      </>
    );
  }

  // Until the menu's code is in, the same button: a press meanwhile opens the menu once it is.
  return (
    <Suspense
      fallback={
        <Button
          variant="subtle"
          leftSection={<IconUserCircle size={20} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          onClick={() => setPressed(true)}
        >
          {name}
        </Button>
      }
    >
      <ProfileMenuDropdown name={name} onLogout={onLogout} defaultOpened={pressed} />
    </Suspense>
  );
}
