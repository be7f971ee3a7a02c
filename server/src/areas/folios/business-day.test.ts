import { expect, test } from 'vitest';
import { businessDayOf } from './business-day.ts';

// Istanbul is UTC+3 all year (no daylight saving since 2016).
test('04:59 in Istanbul belongs to the day before; 05:00 to the same day', () => {
  expect(businessDayOf(new Date('2026-03-10T01:59:59+00:00'))).toBe('2026-03-09');
  expect(businessDayOf(new Date('2026-03-10T04:59:00+03:00'))).toBe('2026-03-09');
  expect(businessDayOf(new Date('2026-03-10T05:00:00+03:00'))).toBe('2026-03-10');
  expect(businessDayOf(new Date('2026-03-10T23:59:59+03:00'))).toBe('2026-03-10');
});

test('midnight to 05:00 stays on the evening before, across a month and a year end', () => {
  expect(businessDayOf(new Date('2026-03-01T00:30:00+03:00'))).toBe('2026-02-28');
  expect(businessDayOf(new Date('2027-01-01T03:00:00+03:00'))).toBe('2026-12-31');
  expect(businessDayOf(new Date('2028-03-01T02:00:00+03:00'))).toBe('2028-02-29');
});

test('the local date, not the UTC one: 22:30 UTC is already the next day at 01:30 local', () => {
  // 2026-03-10 22:30 UTC = 2026-03-11 01:30 Istanbul → business day 2026-03-10.
  expect(businessDayOf(new Date('2026-03-10T22:30:00Z'))).toBe('2026-03-10');
  // 2026-03-11 02:00 UTC = 05:00 Istanbul → 2026-03-11.
  expect(businessDayOf(new Date('2026-03-11T02:00:00Z'))).toBe('2026-03-11');
});

test('another zone and day start, for when stores get their own', () => {
  // 03:30 UTC is 04:30 in London in summer (UTC+1).
  expect(businessDayOf(new Date('2026-07-01T03:30:00Z'), 'Europe/London', 5)).toBe('2026-06-30');
  expect(businessDayOf(new Date('2026-07-01T03:30:00Z'), 'Europe/London', 4)).toBe('2026-07-01');
});
