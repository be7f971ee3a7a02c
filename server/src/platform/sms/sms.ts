import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { createLogSms } from './log-driver.ts';
import { createTwilioSms } from './twilio-driver.ts';

export interface SmsMessage {
  /** E.164, e.g. +905321234567 */
  to: string;
  text: string;
}

/** Sends one text message; rejects when the provider refuses it. */
export interface SmsDriver {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export const createSms = (config: Config, log: FastifyBaseLogger): SmsDriver => {
  if (config.sms.driver === 'twilio' && config.sms.twilio) return createTwilioSms(config.sms.twilio);
  return createLogSms(config.dataDir, log);
};
