/**
 * The live event stream under load (docs/performance.md, "Live events"): BENCH_STREAMS (default 1,000) streams open
 * on one server process, then BENCH_LIVE_WRITES (default 20) folio writes one after the other; for each, the time from
 * sending the write until each stream read its event. Memory per stream: the server's resident memory (VmRSS) with
 * the streams open, less before, over their number. The streams are read by this process, on the same machine.
 */
import { readFileSync } from 'node:fs';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { folioCalls } from '@sofra/contracts/folios/folios.calls';
import { streamCalls } from '@sofra/contracts/live/live.calls';
import type { ServerProcess } from '../test/server-process.ts';
import { openSse, type SseStream } from '../test/sse-client.ts';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const WRITES = Number(process.env.BENCH_LIVE_WRITES ?? 20);
const DEMO_OWNER = '+905550000001';

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);

const percentile = (sorted: number[], share: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]! : 0;

export interface LiveFigures {
  streams: number;
  writes: number;
  p50: number;
  p99: number;
  /** The median over the writes of the time until the last stream had it. */
  allP50: number;
  max: number;
  bytesPerStream: number;
  writeP50: number;
}

export const benchLive = async (server: ServerProcess): Promise<LiveFigures> => {
  const { token } = await server.signIn(DEMO_OWNER);
  const storeId = (await server.post<{ storeId: string }[]>(authCalls.getOwnedStores, {}, token)).body[0]!.storeId;
  const open = async (query: Record<string, string>) => openSse(server.base, query);
  // Warm-up: a stream and a write, so that neither pays for the first time.
  const { ticket } = (await server.post<{ ticket: string }>(streamCalls.streamTicket, { storeId }, token)).body;
  const warm = await open({ ticket });
  await server.post(folioCalls.save, { storeId, serviceType: 'take-away', lines: [] }, token);
  await warm.next(5000);
  warm.close();
  await new Promise((r) => setTimeout(r, 500));

  const before = rssKb(server.pid);
  const streams: SseStream[] = [];
  for (let i = 0; i < STREAMS; i += 50) {
    streams.push(...(await Promise.all(Array.from({ length: Math.min(50, STREAMS - i) }, () => open({ ticket })))));
  }
  if (streams.some((s) => s.status !== 200)) throw new Error('a stream did not open');
  await new Promise((r) => setTimeout(r, 1000));
  const after = rssKb(server.pid);

  const all: number[] = [];
  const lasts: number[] = [];
  const writes: number[] = [];
  try {
    for (let w = 0; w < WRITES; w++) {
      const started = performance.now();
      const answer = await server.post(folioCalls.save, { storeId, serviceType: 'take-away', lines: [] }, token);
      writes.push(performance.now() - started);
      if (answer.status !== 200) throw new Error(`folio/save answered ${answer.status}`);
      const got = await Promise.all(streams.map((s) => s.next(10_000)));
      const times = got.map((e) => e.receivedAt - started);
      all.push(...times);
      lasts.push(Math.max(...times));
    }
  } finally {
    for (const s of streams) s.close();
  }
  all.sort((a, b) => a - b);
  lasts.sort((a, b) => a - b);
  writes.sort((a, b) => a - b);
  return {
    streams: STREAMS,
    writes: WRITES,
    p50: percentile(all, 0.5),
    p99: percentile(all, 0.99),
    allP50: percentile(lasts, 0.5),
    max: all[all.length - 1] ?? 0,
    bytesPerStream: ((after - before) * 1024) / STREAMS,
    writeP50: percentile(writes, 0.5),
  };
};

export const printLive = (f: LiveFigures | string) => {
  console.log(`\nLive events: ${typeof f === 'string' ? '' : `${f.streams} open streams on 1 process (PGlite)`}`);
  if (typeof f === 'string') {
    console.log(`  skipped: ${f}`);
    return;
  }
  console.log(
    `  ${f.writes} folio writes, each to every stream: delivery p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms, ` +
      `max ${f.max.toFixed(1)} ms; all ${f.streams} had it after ${f.allP50.toFixed(1)} ms (median over writes); ` +
      `the write's own answer p50 ${f.writeP50.toFixed(1)} ms`,
  );
  console.log(`  server memory per open stream: ${(f.bytesPerStream / 1024).toFixed(1)} KB (VmRSS)`);
};
