import type { StoreStatus } from '@sofra/contracts/core/enums';
import { API, post } from './api.ts';

/** After a dropped stream, the page opens another this much later (with a new ticket: a ticket opens one stream). */
export const TABLE_STREAM_RETRY_MS = 10_000;

/**
 * Follows whether the store takes orders now, for an open guest page at a table (docs/live.md): the table's stream
 * (`guest/tableTicket`) carries `store.status`, so a pause hides ordering within a second or so; `show` gets each
 * status, `answered` the id of each call of this table that staff acknowledged. Answers the function that stops it. Without EventSource the page learns of a pause when it sends.
 */
export const followTableStatus = (
  code: string,
  show: (status: StoreStatus) => void,
  answered: (signalId: string) => void = () => undefined,
): (() => void) => {
  let stopped = false;
  let stream: EventSource | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const open = async () => {
    if (stopped || typeof EventSource === 'undefined') return;
    const ticket = await post<{ ticket: string }>('guest/tableTicket', { code });
    if (stopped) return;
    if (!ticket.ok) {
      retry = setTimeout(() => void open(), TABLE_STREAM_RETRY_MS);
      return;
    }
    const source = new EventSource(`${API}/stream?ticket=${encodeURIComponent(ticket.value.ticket)}`);
    stream = source;
    source.addEventListener('store.status', (e) => {
      const { status } = JSON.parse((e as MessageEvent<string>).data) as { status: StoreStatus };
      show(status);
    });
    // Staff acknowledged a call of this table (the stream carries this table's only).
    source.addEventListener('signal.answered', (e) => {
      answered((JSON.parse((e as MessageEvent<string>).data) as { signal: { id: string } }).signal.id);
    });
    const drop = () => {
      source.close();
      if (stream === source) stream = undefined;
    };
    // A newer stream from this address took this one's place: the page learns of a pause when it sends.
    source.addEventListener('replaced', drop);
    source.onerror = () => {
      drop();
      if (!stopped) retry = setTimeout(() => void open(), TABLE_STREAM_RETRY_MS);
    };
  };
  void open();
  return () => {
    stopped = true;
    clearTimeout(retry);
    stream?.close();
    stream = undefined;
  };
};
