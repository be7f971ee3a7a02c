import type { LiveEvent } from '@sofra/contracts/live/live.schemas';

/** An EventSource double: the tests open, fail and feed it; every instance made is kept in `sources`. */
export class FakeEventSource {
  static sources: FakeEventSource[] = [];
  static last = () => FakeEventSource.sources[FakeEventSource.sources.length - 1]!;
  static reset = () => {
    FakeEventSource.sources = [];
  };

  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.sources.push(this);
  }

  /** The URL's query parameters (ticket, lastEventId). */
  get params() {
    return new URL(this.url, 'http://localhost').searchParams;
  }

  addEventListener(type: string, listener: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
  }

  open() {
    this.onopen?.();
  }

  fail() {
    this.onerror?.();
  }

  /** One event as the server writes it: `id:`, `event:` its type, `data:` the JSON. */
  emit(event: LiveEvent, id: string) {
    const message = new MessageEvent<string>(event.type, { data: JSON.stringify(event), lastEventId: id });
    (this.listeners.get(event.type) ?? []).forEach((l) => l(message));
  }
}
