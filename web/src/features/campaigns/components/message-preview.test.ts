import { describe, expect, it } from 'vitest';
import { messagePreview } from './message-preview';

describe('the message preview', () => {
  const message = { channel: 'sms' as const, tr: 'Sizi özledik! ', en: 'We miss you!' };

  it('shows an SMS with the opt-out line the server adds, in the guest’s language', () => {
    expect(messagePreview(message, 'tr', 'https://sofra.example/')).toEqual({
      text: 'Sizi özledik!\nSMS almamak için / to stop SMS: https://sofra.example/o/xxxxxxxxxxxx',
      length: 13,
      tooLong: false,
    });
    expect(messagePreview(message, 'en', 'https://sofra.example').text).toMatch(/^We miss you!\n/);
  });

  it('falls back to Turkish without an English text; a push has no opt-out line; too long is said', () => {
    expect(messagePreview({ ...message, en: ' ' }, 'en', 'https://x').text).toMatch(/^Sizi özledik!\n/);
    expect(messagePreview({ ...message, channel: 'push' }, 'tr', 'https://x').text).toBe('Sizi özledik!');
    expect(messagePreview({ ...message, tr: 'a'.repeat(481) }, 'tr', 'https://x').tooLong).toBe(true);
    expect(messagePreview({ ...message, tr: '' }, 'tr', 'https://x').text).toBe('');
  });
});
