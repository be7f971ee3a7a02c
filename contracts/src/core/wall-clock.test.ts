import { expect, test } from 'vitest';
import { wallClockParts } from './wall-clock.ts';

test('the wall clock of a zone: Istanbul is UTC+3 all year; New York moves with daylight saving', () => {
  expect(wallClockParts(new Date('2026-11-24T21:30:15Z'), 'Europe/Istanbul')).toEqual({
    year: 2026,
    month: 11,
    day: 25,
    hour: 0,
    minute: 30,
    second: 15,
  });
  expect(wallClockParts(new Date('2026-07-01T03:00:00Z'), 'America/New_York')).toEqual({
    year: 2026,
    month: 6,
    day: 30,
    hour: 23,
    minute: 0,
    second: 0,
  });
  expect(wallClockParts(new Date('2026-01-01T03:00:00Z'), 'America/New_York')).toMatchObject({
    year: 2025,
    month: 12,
    day: 31,
    hour: 22,
  });
});
