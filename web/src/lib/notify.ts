import { notifications } from '@mantine/notifications';
import { timings } from '@sofra/contracts/core/constants';
import { i18n } from './i18n';

export type Tone = 'success' | 'danger' | 'warning' | 'info';

const colors: Record<Tone, string> = { success: 'teal', danger: 'red', warning: 'yellow', info: 'blue' };

export interface ToastOptions {
  title?: string;
  /** 'middle' stands for the spec's centre-of-screen toasts; Mantine shows them top centre. */
  middle?: boolean;
}

/** A toast of the spec's standard duration (2000 ms, section 9). */
export const notify = (tone: Tone, message: string, options: ToastOptions = {}) =>
  notifications.show({
    color: colors[tone],
    title: options.title,
    message,
    autoClose: timings.toastMs,
    position: options.middle ? 'top-center' : undefined,
    withCloseButton: true,
    // A name for screen readers (and axe): the button is an icon only.
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
  });
