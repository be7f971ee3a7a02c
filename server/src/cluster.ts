import cluster, { type Worker } from 'node:cluster';
import { hostname } from 'node:os';
import type { Config } from './config.ts';

/** Workers finish their requests and exit within 15 s of SIGTERM (serve.ts); the primary allows a little more. */
const STOP_TIMEOUT_MS = 20_000;

const LEVELS = { info: 30, warn: 40, error: 50 } as const;

/** The primary's few lines, in the shape of the workers' (pino) lines, so one log reader takes both. */
const log = (level: keyof typeof LEVELS, msg: string): void => {
  const line = process.stdout.isTTY
    ? `${new Date().toISOString()} ${level.toUpperCase()} (primary): ${msg}`
    : JSON.stringify({ level: LEVELS[level], time: Date.now(), pid: process.pid, hostname: hostname(), msg });
  process.stdout.write(`${line}\n`);
};

/**
 * The cluster primary of WEB_CONCURRENCY=N: forks N workers that share the port (each a whole server, serve.ts),
 * starts another when one dies, and on SIGTERM/SIGINT passes the signal on and exits once every worker has drained.
 * A worker that dies before it listens stops them all: a setting or an unreachable database would only fail again.
 */
export const runPrimary = (config: Pick<Config, 'webConcurrency' | 'redisUrl'>): void => {
  const live = new Set<Worker>();
  const listening = new Set<Worker>();
  let stopping = false;
  let failed = false;

  const fork = () => live.add(cluster.fork());

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log('info', `${signal}: stopping ${live.size} workers; each finishes its requests in flight`);
    if (live.size === 0) process.exit(failed ? 1 : 0);
    for (const worker of live) worker.process.kill(signal);
    setTimeout(() => {
      log('error', `workers still running ${STOP_TIMEOUT_MS / 1000} s after ${signal}; killing them`);
      for (const worker of live) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
  };

  cluster.on('listening', (worker, address) => {
    listening.add(worker);
    log('info', `worker ${worker.process.pid} listening on port ${address.port}`);
  });
  cluster.on('exit', (worker, code, signal) => {
    const listened = listening.delete(worker);
    live.delete(worker);
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (stopping) {
      if (code !== 0) failed = true;
      if (live.size === 0) {
        log('info', 'every worker has stopped');
        process.exit(failed ? 1 : 0);
      }
    } else if (!listened) {
      log('error', `worker ${worker.process.pid} exited (${how}) before it listened; stopping`);
      failed = true;
      stop('SIGTERM');
    } else {
      log('warn', `worker ${worker.process.pid} exited (${how}); starting another`);
      fork();
    }
  });

  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  if (!config.redisUrl) {
    log(
      'warn',
      `WEB_CONCURRENCY=${config.webConcurrency} without REDIS_URL: each process counts its own rate limit (the caches hear of changes from the database either way)`,
    );
  }
  log('info', `starting ${config.webConcurrency} workers`);
  for (let i = 0; i < config.webConcurrency; i++) fork();
};
