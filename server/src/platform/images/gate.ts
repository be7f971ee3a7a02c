import { AppError } from '../../lib/app-error.ts';

/**
 * Bounds the CPU that image decoding may take: at most `concurrency` decodes at once, at most `perKey` in flight
 * (running or waiting) per uploader, and at most `maxQueue` waiting. Anything beyond is refused at once with
 * `rate_limited`, so a flood answers fast instead of making everyone's upload wait behind it.
 */
export interface ImageGate {
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
  /** Decodes running and waiting now (tests, diagnostics). */
  readonly running: number;
  readonly waiting: number;
}

export interface ImageGateOptions {
  concurrency: number;
  perKey: number;
  maxQueue: number;
}

const busy = (why: string) => new AppError('rate_limited', why, { 'retry-after': '5' });

export const createImageGate = ({ concurrency, perKey, maxQueue }: ImageGateOptions): ImageGate => {
  let running = 0;
  const queue: (() => void)[] = [];
  const inFlight = new Map<string, number>();

  const release = (key: string) => {
    const left = (inFlight.get(key) ?? 1) - 1;
    if (left > 0) inFlight.set(key, left);
    else inFlight.delete(key);
    const next = queue.shift();
    if (next) next();
    else running--;
  };

  return {
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
    async run(key, task) {
      if ((inFlight.get(key) ?? 0) >= perKey) throw busy('another picture of yours is still being processed');
      if (running >= concurrency && queue.length >= maxQueue)
        throw busy('too many pictures are being processed; try again shortly');
      inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
      // A slot is handed over directly from the task that ends to the next in the queue.
      if (running < concurrency) running++;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release(key);
      }
    },
  };
};
