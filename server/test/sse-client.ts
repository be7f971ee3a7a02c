import http from 'node:http';

/** One event as a stream sent it. */
export interface SseEvent {
  id: string | undefined;
  event: string;
  data: unknown;
  /** `performance.now()` when it was read. */
  receivedAt: number;
}

/** An open `GET /api/stream` read as EventSource would: its events in order, and whether the server ended it. */
export interface SseStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: SseEvent[];
  /** Comment lines (the heartbeat and the opening one). */
  comments: string[];
  /** The next event not yet taken by `next`, waiting up to `ms`; fails when none comes or the stream ends first. */
  next: (ms?: number) => Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
}

/**
 * Opens `/api/stream?{query}` on a listening server. A non-200 answer resolves too: `status` and its JSON body in
 * `events[0].data` (event `error`).
 */
export const openSse = (
  baseUrl: string,
  query: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<SseStream> =>
  new Promise((resolve, reject) => {
    const url = `${baseUrl}/api/stream?${new URLSearchParams(query).toString()}`;
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      const events: SseEvent[] = [];
      const comments: string[] = [];
      const waiting: (() => void)[] = [];
      let taken = 0;
      let buffer = '';
      let done = false;
      let markEnded: () => void = () => {};
      const ended = new Promise<void>((r) => (markEnded = r));
      const wake = () => waiting.splice(0).forEach((w) => w());
      response.setEncoding('utf8');
      if (response.statusCode !== 200) {
        let body = '';
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          events.push({
            id: undefined,
            event: 'error',
            data: JSON.parse(body) as unknown,
            receivedAt: performance.now(),
          });
          done = true;
          markEnded();
        });
      } else {
        response.on('data', (chunk: string) => {
          buffer += chunk;
          const receivedAt = performance.now();
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            let id: string | undefined;
            let event = 'message';
            let data = '';
            let comment = true;
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) continue;
              comment = false;
              const [field, ...rest] = line.split(': ');
              const value = rest.join(': ');
              if (field === 'id') id = value;
              else if (field === 'event') event = value;
              else if (field === 'data') data += value;
            }
            if (comment) comments.push(block.slice(1).trim());
            else events.push({ id, event, data: JSON.parse(data) as unknown, receivedAt });
          }
          wake();
        });
        const finish = () => {
          done = true;
          markEnded();
          wake();
        };
        response.on('end', finish);
        response.on('close', finish);
      }
      const next = (ms = 3000) =>
        new Promise<SseEvent>((ok, fail) => {
          const timer = setTimeout(() => fail(new Error(`no event within ${ms} ms (had ${events.length})`)), ms);
          const look = () => {
            if (taken < events.length) {
              clearTimeout(timer);
              ok(events[taken++]!);
            } else if (done) {
              clearTimeout(timer);
              fail(new Error('the stream ended'));
            } else waiting.push(look);
          };
          look();
        });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        comments,
        next,
        ended,
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
