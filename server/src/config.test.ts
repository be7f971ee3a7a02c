import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { loadConfig } from './config.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'sofra-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });
const twilio = {
  SMS_DRIVER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC1',
  TWILIO_AUTH_TOKEN: 'secret',
  TWILIO_FROM: '+15005550006',
};

describe('the log SMS driver outside development', () => {
  test('NODE_ENV=production with the default (log) driver refuses to start', () => {
    expect(() => load({ NODE_ENV: 'production' })).toThrow(/ALLOW_LOG_SMS/);
  });

  test('NODE_ENV=production with SMS_DRIVER=log but without ALLOW_LOG_SMS=true refuses to start', () => {
    expect(() => load({ NODE_ENV: 'production', SMS_DRIVER: 'log' })).toThrow(/ALLOW_LOG_SMS/);
    expect(() => load({ NODE_ENV: 'production', SMS_DRIVER: 'log', ALLOW_LOG_SMS: 'false' })).toThrow(/ALLOW_LOG_SMS/);
  });

  test('ALLOW_LOG_SMS=true alone is not enough: the driver must be named', () => {
    expect(() => load({ NODE_ENV: 'production', ALLOW_LOG_SMS: 'true' })).toThrow(/ALLOW_LOG_SMS/);
  });

  test('production starts with SMS_DRIVER=log plus ALLOW_LOG_SMS=true, or with a real driver', () => {
    expect(load({ NODE_ENV: 'production', SMS_DRIVER: 'log', ALLOW_LOG_SMS: 'true' })).toMatchObject({
      sms: { driver: 'log' },
      allowLogSms: true,
    });
    expect(load({ NODE_ENV: 'production', ...twilio }).sms.driver).toBe('twilio');
  });

  test('NODE_ENV=production refuses CAPTCHA_LOG=true: it would write every captcha answer to disk', () => {
    expect(() => load({ NODE_ENV: 'production', ...twilio, CAPTCHA_LOG: 'true' })).toThrow(/CAPTCHA_LOG/);
    expect(load({ NODE_ENV: 'production', ...twilio, CAPTCHA_LOG: 'false' }).captchaLog).toBe(false);
    expect(load({ CAPTCHA_LOG: 'true' }).captchaLog).toBe(true);
  });

  test('OTP_PER_IP_PER_HOUR sets the sign-in codes per address; 30 by default; nonsense refused', () => {
    expect(load({}).otpPerIpPerHour).toBe(30);
    expect(load({ OTP_PER_IP_PER_HOUR: '500' }).otpPerIpPerHour).toBe(500);
    expect(() => load({ OTP_PER_IP_PER_HOUR: 'many' })).toThrow(/OTP_PER_IP_PER_HOUR/);
  });

  test('guests’ orders a minute: 10 per address and 60 per store by default; both can be set; nonsense refused', () => {
    expect(load({}).guestOrdersPerMinute).toEqual({ perAddress: 10, perStore: 60 });
    expect(
      load({ GUEST_ORDERS_PER_ADDRESS_PER_MINUTE: '40', GUEST_ORDERS_PER_STORE_PER_MINUTE: '300' })
        .guestOrdersPerMinute,
    ).toEqual({ perAddress: 40, perStore: 300 });
    expect(() => load({ GUEST_ORDERS_PER_STORE_PER_MINUTE: '0' })).toThrow(/GUEST_ORDERS_PER_STORE_PER_MINUTE/);
  });

  test('development and tests keep the log driver by default', () => {
    expect(load({}).sms.driver).toBe('log');
    expect(load({ NODE_ENV: 'development' }).sms.driver).toBe('log');
    expect(load({ NODE_ENV: 'test' }).sms.driver).toBe('log');
  });
});

describe('the SMS budget settings', () => {
  test('come from the environment', () => {
    const config = load({
      SMS_ALLOWED_COUNTRIES: 'tr, de',
      SMS_PER_NUMBER_HOUR: '2',
      SMS_PER_NUMBER_DAY: '4',
      SMS_PER_USER_HOUR: '6',
      SMS_PER_USER_DAY: '8',
      SMS_PER_STORE_HOUR: '10',
      SMS_PER_STORE_DAY: '12',
      SMS_PER_TENANT_HOUR: '14',
      SMS_PER_TENANT_DAY: '16',
    });
    expect(config.smsBudget).toEqual({
      allowedCountries: ['TR', 'DE'],
      perNumber: { hour: 2, day: 4 },
      perUser: { hour: 6, day: 8 },
      perStore: { hour: 10, day: 12 },
      perTenant: { hour: 14, day: 16 },
    });
  });

  test('refuse nonsense instead of sending without a limit', () => {
    expect(() => load({ SMS_PER_USER_HOUR: 'lots' })).toThrow(/SMS_PER_USER_HOUR/);
    expect(() => load({ SMS_PER_TENANT_DAY: '-1' })).toThrow(/SMS_PER_TENANT_DAY/);
    expect(() => load({ SMS_ALLOWED_COUNTRIES: 'Turkey' })).toThrow(/SMS_ALLOWED_COUNTRIES/);
  });
});

describe('WEB_CONCURRENCY', () => {
  test('one process unless asked; more than one needs PostgreSQL, since PGlite lives inside one process', () => {
    expect(load({}).webConcurrency).toBe(1);
    expect(() => load({ WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY=2 needs DATABASE_URL/);
    expect(load({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://127.0.0.1/x' }).webConcurrency).toBe(2);
    expect(() => load({ WEB_CONCURRENCY: '0' })).toThrow(/1 or more/);
    expect(() => load({ WEB_CONCURRENCY: 'many' })).toThrow(/whole number/);
  });
});

describe('where the menu and table QR codes point', () => {
  test('the guest app when GUEST_APP_URL is set, else this server at PORTAL_URL', () => {
    expect(load({}).webMenuUrl).toBe('https://portal.sofra.app');
    expect(load({ PORTAL_URL: 'http://localhost:8080/' }).webMenuUrl).toBe('http://localhost:8080');
    expect(load({ PORTAL_URL: 'http://localhost:8080', GUEST_APP_URL: 'https://app.example.com' }).webMenuUrl).toBe(
      'https://app.example.com',
    );
  });
});

describe('the push driver', () => {
  test('log by default, and by name', () => {
    expect(load({}).push).toEqual({ driver: 'log' });
    expect(load({ PUSH_DRIVER: 'log' }).push).toEqual({ driver: 'log' });
  });

  test('an unknown driver refuses to start', () => {
    expect(() => load({ PUSH_DRIVER: 'fcm' })).toThrow(/PUSH_DRIVER must be log/);
  });
});

describe('the event stream limits', () => {
  test('5 per user, 20 per address, 2,000 per process unless set; 0 or nonsense refused', () => {
    expect(load({}).streams).toEqual({ perUser: 5, perAddress: 20, perProcess: 2000 });
    expect(load({ STREAMS_PER_USER: '2', STREAMS_PER_ADDRESS: '50', STREAMS_PER_PROCESS: '500' }).streams).toEqual({
      perUser: 2,
      perAddress: 50,
      perProcess: 500,
    });
    for (const [name, value] of [
      ['STREAMS_PER_USER', '0'],
      ['STREAMS_PER_ADDRESS', 'many'],
      ['STREAMS_PER_PROCESS', '1.5'],
    ])
      expect(() => load({ [name]: value }), name).toThrow(name);
  });
});
