/**
 * `work`'s answer, or an error once `ms` have passed without one. A process busy past the deadline (a long synchronous
 * stretch, a pause) finds the timer and an answer that arrived meanwhile ready together; timers run before received
 * data is read, so the timer yields once to it (setImmediate runs after that reading) and an answer that came in time
 * wins, not the late timer.
 */
export const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => setImmediate(() => reject(new Error(`no answer within ${ms} ms`))), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
