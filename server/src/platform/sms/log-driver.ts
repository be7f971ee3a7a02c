import { appendFile, chmod, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsDriver } from './sms-driver.ts';

/** +905321234567 → +90532*****67: enough to tell numbers apart in a log, not enough to text one. */
export const maskNumber = (to: string): string =>
  to.length <= 7 ? '*'.repeat(to.length) : `${to.slice(0, 6)}${'*'.repeat(to.length - 8)}${to.slice(-2)}`;

/**
 * The default on one machine: nothing leaves it. Each message is appended as one JSON line {to, text, createdAt} to
 * DATA_DIR/sms-outbox.jsonl (mode 0600), where the demo user and the tests read their codes. The server log only
 * says that an SMS went out, to a masked number: never the text, which carries sign-in codes.
 */
export const createLogSms = (dataDir: string, log: FastifyBaseLogger): SmsDriver => {
  const file = join(dataDir, 'sms-outbox.jsonl');
  let closed = false;
  return {
    name: 'log',
    async send({ to, text }) {
      await mkdir(dataDir, { recursive: true });
      await appendFile(file, `${JSON.stringify({ to, text, createdAt: new Date().toISOString() })}\n`, { mode: 0o600 });
      if (!closed) {
        // A file made before this rule (or under a loose umask) is closed once.
        await chmod(file, 0o600);
        closed = true;
      }
      log.info({ sms: { to: maskNumber(to) } }, 'SMS written to the outbox (log driver)');
    },
  };
};
