/** One stop of a screen's intro tour: what it points at (none: a note in the middle) and what it says. */
export interface TourStep {
  element?: Element;
  title: string;
  description: string;
}

export interface TourTexts {
  next: string;
  previous: string;
  done: string;
  close: string;
  /** "{{current}} of {{total}}", filled in by driver.js. */
  progress: string;
}

/** A running tour: ends it (the screen left). */
export interface RunningTour {
  stop: () => void;
}

const PLACEHOLDER_ARIA = ['aria-haspopup', 'aria-expanded', 'aria-controls'];

/**
 * Runs a guided tour with driver.js. driver.js and its styles load only here, when a tour runs, so a screen that
 * shows none pays nothing for them. Resolves once the tour shows; `onEnd` runs when it closes, however.
 */
export const runTour = async (steps: TourStep[], texts: TourTexts, onEnd?: () => void): Promise<RunningTour> => {
  const [{ driver }] = await Promise.all([
    import('driver.js'),
    import('driver.js/dist/driver.css'),
    import('./intro-tour.css'),
  ]);
  const tour = driver({
    // Who asked their system for less motion gets the steps without driver.js's fades and slides.
    animate: !window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    showProgress: steps.length > 1,
    progressText: texts.progress,
    nextBtnText: texts.next,
    prevBtnText: texts.previous,
    doneBtnText: texts.done,
    popoverClass: 'sofra-tour',
    steps: steps.map(({ element, title, description }) => ({ element, popover: { title, description } })),
    onPopoverRender: (popover) => {
      // driver.js names its close button in English.
      popover.closeButton.setAttribute('aria-label', texts.close);
      // A note in the middle points at driver.js's empty placeholder div, which it marks as a control that opens the
      // popover (aria-expanded and aria-haspopup, not allowed on a div: axe's aria-allowed-attr). It sets them right
      // after this hook, in the same task.
      queueMicrotask(() => {
        const placeholder = document.getElementById('driver-dummy-element');
        for (const name of PLACEHOLDER_ARIA) placeholder?.removeAttribute(name);
      });
    },
    onDestroyed: () => onEnd?.(),
  });
  tour.drive();
  return { stop: () => tour.destroy() };
};
