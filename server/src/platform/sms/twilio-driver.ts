import type { SmsDriver } from './sms-driver.ts';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
  /** https://api.twilio.com; a local fake in tests. */
  baseUrl: string;
}

/** Twilio Programmable Messaging: POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded, basic auth. */
export const createTwilioSms = (settings: TwilioSettings, timeoutMs = 10_000): SmsDriver => ({
  name: 'twilio',
  async send({ to, text }) {
    const url = `${settings.baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ To: to, From: settings.from, Body: text }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      throw new Error(`twilio refused the message: ${response.status} ${detail.slice(0, 300)}`);
    }
  },
});
