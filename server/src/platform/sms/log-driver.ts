import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsDriver } from './sms.ts';

/**
 * The default on one machine: prints the message to the server log and appends it as one JSON line to
 * DATA_DIR/sms-outbox.jsonl, where the demo user and the tests read their codes.
 */
export const createLogSms = (dataDir: string, log: FastifyBaseLogger): SmsDriver => {
  const file = join(dataDir, 'sms-outbox.jsonl');
  return {
    name: 'log',
    async send({ to, text }) {
      log.info({ sms: { to, text } }, `SMS to ${to}: ${text}`);
      await mkdir(dataDir, { recursive: true });
      await appendFile(file, `${JSON.stringify({ to, text, createdAt: new Date().toISOString() })}\n`);
    },
  };
};
