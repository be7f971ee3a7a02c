import { connect } from 'node:net';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTimeout } from './timeout.ts';

// The answering server runs on a thread of its own, so it answers while this one is busy (as Redis or PostgreSQL would).
const serverCode = `
  const { createServer } = require('node:net');
  const { parentPort } = require('node:worker_threads');
  const server = createServer((socket) => socket.on('data', () => socket.write('PONG')));
  server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
`;
let server: Worker;
let port: number;
beforeAll(async () => {
  server = new Worker(serverCode, { eval: true });
  port = await new Promise<number>((listening) => server.once('message', listening));
});
afterAll(() => server.terminate());

/** Sends PING on a connected socket; the promise settles with the reply, read when the process next reads the socket. */
const ping = async () => {
  const socket = connect(port, '127.0.0.1');
  await new Promise((connected) => socket.once('connect', connected));
  const reply = new Promise<string>((resolve) => socket.once('data', (data) => resolve(String(data))));
  socket.write('PING');
  return { reply, close: () => socket.destroy() };
};

const busyFor = (ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until);
};

describe('withTimeout', () => {
  it('takes an answer that arrived while the process was busy past the deadline', async () => {
    const { reply, close } = await ping();
    try {
      const answer = withTimeout(reply, 50);
      busyFor(300); // the reply arrives meanwhile; the deadline passes too
      await expect(answer).resolves.toBe('PONG');
    } finally {
      close();
    }
  });

  it('fails when no answer comes within the time', async () => {
    const started = Date.now();
    await expect(withTimeout(new Promise(() => {}), 50)).rejects.toThrow('no answer within 50 ms');
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('passes the work’s own failure on', async () => {
    await expect(withTimeout(Promise.reject(new Error('refused')), 1000)).rejects.toThrow('refused');
  });
});
