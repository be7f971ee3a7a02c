import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { createLogSms } from './log-driver.ts';
import type { SmsDriver } from './sms-driver.ts';
import { createTwilioSms } from './twilio-driver.ts';

export type { SmsDriver, SmsMessage } from './sms-driver.ts';

export const createSms = (config: Config, log: FastifyBaseLogger): SmsDriver => {
  if (config.sms.driver === 'twilio' && config.sms.twilio) return createTwilioSms(config.sms.twilio);
  return createLogSms(config.dataDir, log);
};
