import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';

/** One notification for one device: the device's token, and what the message says (the device writes the text). */
export interface PushMessage {
  /** The push service's token of the device: personal data, never logged. */
  token: string;
  platform: string;
  language: string | null;
  kind: string;
  params: Record<string, string | number | null>;
  storeId: string | null;
  notificationId: string;
}

/** Sends pushes to devices (docs/live.md); chosen by PUSH_DRIVER, as the SMS driver is by SMS_DRIVER. */
export interface PushDriver {
  name: string;
  send(messages: PushMessage[]): Promise<void>;
}

/**
 * The default: nothing leaves the machine. Each push is one log line naming the notification, its kind, the device's
 * platform and language — never its token, which would let anyone reading the log push to that device.
 */
export const createLogPush = (log: FastifyBaseLogger): PushDriver => ({
  name: 'log',
  async send(messages) {
    for (const { platform, language, kind, storeId, notificationId } of messages) {
      log.info({ push: { notificationId, kind, storeId, platform, language } }, 'push written to the log (log driver)');
    }
  },
});

export const createPush = (config: Config, log: FastifyBaseLogger): PushDriver => {
  switch (config.push.driver) {
    case 'log':
      return createLogPush(log);
  }
};
