import { expect, test } from './support/test';
import { signInWithStore } from './support/helpers';

/** Where a toast shows, read in the page on the frame it has fully come in (it goes by itself after 2 s). */
interface Placement {
  /** The header's bottom edge and the toast's top edge. */
  headerBottom: number;
  toastTop: number;
  /** A press in the toast's middle lands on the toast. */
  middleHitsToast: boolean;
}

for (const [size, viewport] of [
  ['a desktop', { width: 1280, height: 800 }],
  ['a phone', { width: 390, height: 844 }],
] as const) {
  test(`on ${size}, a toast leaves the header and what is under it pressable`, async ({ page }) => {
    await signInWithStore(page);
    await page.setViewportSize(viewport);
    await page.goto('/main/store-settings');
    await expect(page.getByLabel('Store name')).toBeVisible({ timeout: 30_000 });
    // Watched on every frame from before the press: a round trip of the test's own can outlast the toast on a busy
    // machine, so the page measures it the moment it is fully in.
    const placement = page.waitForFunction(
      (text) => {
        const toast = [...document.querySelectorAll<HTMLElement>('.mantine-Notification-root')].find((n) =>
          n.textContent?.includes(text),
        );
        if (!toast || toast.getAnimations({ subtree: true }).length > 0) return null;
        const shown = (el: Element | null) => !el || getComputedStyle(el).opacity === '1';
        if (!shown(toast) || !shown(toast.parentElement)) return null;
        const header = document.querySelector('header')!.getBoundingClientRect();
        const box = toast.getBoundingClientRect();
        const close = toast.querySelector<HTMLElement>('button')!;
        const closeBox = close.getBoundingClientRect();
        const at = (x: number, y: number) => document.elementFromPoint(x, y);
        // The frame a press on its close button reaches it (the save's loading cover may still be fading out above
        // everything for a few frames); never in the toast's life fails the wait.
        if (!close.contains(at(closeBox.x + closeBox.width / 2, closeBox.y + closeBox.height / 2))) return null;
        return {
          headerBottom: header.bottom,
          toastTop: box.top,
          middleHitsToast: Boolean(
            at(box.x + box.width / 2, box.y + box.height / 2)?.closest('.mantine-Notification-root'),
          ),
        } satisfies Placement;
      },
      'Updated Successfully!',
      { polling: 'raf' },
    );
    await page.getByRole('button', { name: 'Save' }).click();
    const seen = (await (await placement).jsonValue())!;
    // Nothing of the toast over the header's area.
    expect(seen.toastTop).toBeGreaterThanOrEqual(seen.headerBottom);
    // On the frame its close button takes a press, a press in the middle of the toast reaches what is under it.
    expect(seen.middleHitsToast).toBe(false);
  });
}
