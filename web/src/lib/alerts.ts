import { useSyncExternalStore } from 'react';
import { read, storageKeys, write } from './storage';

/**
 * How the live screens call for attention (docs/live-screens.md): a short generated beep (no sound file to load),
 * which the user can mute on this device, and the browser's own notification when they allowed it.
 */

const muteListeners = new Set<() => void>();
export const isMuted = () => read<boolean>(storageKeys.soundMuted) === true;
export const setMuted = (muted: boolean) => {
  write(storageKeys.soundMuted, muted ? true : null);
  muteListeners.forEach((l) => l());
};
export const useMuted = () =>
  useSyncExternalStore((l) => {
    muteListeners.add(l);
    return () => muteListeners.delete(l);
  }, isMuted);

let audio: AudioContext | null = null;

/** Two short tones (880 Hz, then 660 Hz), 0.3 s in all, unless muted; silent where the browser has no WebAudio. */
export const beep = () => {
  if (isMuted()) return;
  const Context = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!Context) return;
  try {
    audio ??= new Context();
    // A page the user has not touched yet may not start sound; the next beep after a click will.
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    const start = audio.currentTime;
    [880, 660].forEach((frequency, i) => {
      const oscillator = audio!.createOscillator();
      const gain = audio!.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      const at = start + i * 0.15;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.14);
      oscillator.connect(gain).connect(audio!.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.15);
    });
  } catch {
    // No sound is not worth an error: the banner is on screen anyway.
  }
};

const hasNotifications = () => typeof window !== 'undefined' && 'Notification' in window;

/** Whether the browser may be asked (not asked on this device yet, and not decided in the browser either). */
export const canAskNotifications = () =>
  hasNotifications() && Notification.permission === 'default' && read<boolean>(storageKeys.notificationsAsked) !== true;

/** Asks for the browser's permission, once per device; call it from a click (browsers refuse it otherwise). */
export const askNotifications = async () => {
  if (!canAskNotifications()) return;
  write(storageKeys.notificationsAsked, true);
  try {
    await Notification.requestPermission();
  } catch {
    // An old browser without the promise form: nothing more to do.
  }
};

/** The browser's notification, when allowed and the page is not in front (on screen the banner says it already). */
export const desktopNotify = (title: string, body: string, tag: string) => {
  if (!hasNotifications() || Notification.permission !== 'granted') return;
  if (typeof document !== 'undefined' && document.visibilityState === 'visible' && document.hasFocus()) return;
  try {
    new Notification(title, { body, tag });
  } catch {
    // Some browsers allow notifications only from a service worker; the banner and the sound remain.
  }
};
