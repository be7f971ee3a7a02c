import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Menu.css';
import type { MouseEvent } from 'react';
import { ActionIcon, Button, Group, Menu, Tooltip, type MantineColor } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDots, type TablerIcon } from '@tabler/icons-react';
import { MOBILE_MAX_WIDTH } from '@sofra/contracts/core/constants';

/** One thing a list's row offers: edit, delete, download its QR code, … */
export interface RowAction {
  /** The accessible name; it names the row when the list has many ('Edit Margherita'). A menu entry's text. */
  label: string;
  /** The word shown when the label is longer than the screen needs ('Edit'): the tooltip, or a text button's text. */
  short?: string;
  icon: TablerIcon;
  onClick?: () => void;
  /** A link instead of a button: the address opens in a new tab. */
  href?: string;
  color?: MantineColor;
  disabled?: boolean;
  /** Left out: an action this row or this user does not have. */
  hidden?: boolean;
  /** Busy: the button shows a loader until its work is done. */
  loading?: boolean;
}

export interface RowActionsProps {
  actions: RowAction[];
  /** Text buttons (the short word; with its icon on a phone), where a screen's column is made for words. */
  withText?: boolean;
  /** Every action in a menu behind one button of this accessible name, for rows with many actions. */
  menu?: string;
}

/** A row's action never reaches the row: a grid's row click would open it as well. */
const only = (run?: () => void) => (event: MouseEvent) => {
  event.stopPropagation();
  run?.();
};

/** A link action's attributes: a new tab, without handing the portal's window to the page. */
const linkProps = (href: string) => ({ component: 'a' as const, href, target: '_blank', rel: 'noopener' });

/**
 * The actions of a list's row, drawn the one way: icon buttons named by their labels, each with a tooltip, 36 px on a
 * desktop and 44 px touch targets on a phone (≤ 425 px), as the data grid's cards draw them; or text buttons, or a
 * menu. A click stays with the action (it does not reach the row).
 */
export function RowActions({ actions, withText, menu }: RowActionsProps) {
  const phone = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });
  const shown = actions.filter((a) => !a.hidden);
  const size = phone ? 44 : 36;
  if (shown.length === 0) return null;

  if (menu) {
    return (
      <Menu position="bottom-end" shadow="md" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" size={size} aria-label={menu}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {shown.map(({ label, icon: Icon, color, disabled, href, onClick }) => (
            <Menu.Item
              key={label}
              color={color}
              disabled={disabled}
              leftSection={<Icon size={16} aria-hidden />}
              onClick={only(onClick)}
              {...(href ? linkProps(href) : {})}
            >
              {label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    );
  }

  return (
    <Group gap={phone ? 'xs' : 4} wrap={phone ? 'wrap' : 'nowrap'} justify="flex-end">
      {shown.map(({ label, short, icon: Icon, color, disabled, loading, href, onClick }) => {
        const common = { color, disabled, loading, onClick: only(onClick), ...(href ? linkProps(href) : {}) };
        if (withText) {
          // A plain action is light, a coloured one (delete) subtle: the harmful one reads quieter.
          return (
            <Button
              key={label}
              variant={color ? 'subtle' : 'light'}
              size={phone ? 'md' : 'compact-sm'}
              leftSection={phone ? <Icon size={16} aria-hidden /> : undefined}
              aria-label={short ? label : undefined}
              {...common}
            >
              {short ?? label}
            </Button>
          );
        }
        return (
          <Tooltip key={label} label={short ?? label} disabled={disabled}>
            <ActionIcon variant="subtle" size={size} aria-label={label} {...common}>
              <Icon size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        );
      })}
    </Group>
  );
}
