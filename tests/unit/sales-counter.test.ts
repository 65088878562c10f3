// spec/site.md §2.3, §4, §9 and spec/shopping.md §9: the 'Sales this Month' counter, "192 per day,
// one per 450 seconds, timezone Australia/Brisbane, updated every 150000 ms". Brisbane is UTC+10 all
// year, so each instant below is written with its Brisbane offset.
import { describe, expect, it } from 'vitest';
import { SALES_COUNTER_REFRESH_MS, salesThisMonth } from '../../src/lib/counter/sales-counter.ts';

describe("'Sales this Month'", () => {
  it('is "updated every 150000 ms"', () => {
    expect(SALES_COUNTER_REFRESH_MS).toBe(150_000);
  });

  it.each([
    ['midnight on the 1st, Brisbane time: the month starts at 0', '2026-03-01T00:00:00+10:00', 0],
    ['449 seconds later: still 0', '2026-03-01T00:07:29+10:00', 0],
    ['450 seconds: the first sale', '2026-03-01T00:07:30+10:00', 1],
    ['one second before midnight on the 1st: 191', '2026-03-01T23:59:59+10:00', 191],
    ['midnight on the 2nd: one whole day, 192', '2026-03-02T00:00:00+10:00', 192],
    ['a fixed clock: 15 March 10:30 (14 days, then 37,800 s)', '2026-03-15T10:30:00+10:00', 14 * 192 + 84],
    ['the last second of a 31-day month', '2026-03-31T23:59:59+10:00', 30 * 192 + 191],
    ['the month boundary: back to 0 at midnight on the 1st', '2026-04-01T00:00:00+10:00', 0],
    ['the last second of February 2028 (a leap year)', '2028-02-29T23:59:59+10:00', 28 * 192 + 191],
  ])('%s', (_name, at, expected) => {
    expect(salesThisMonth(new Date(at))).toBe(expected);
  });

  it('keeps to the Australia/Brisbane wall clock all year, as Intl reads it', () => {
    const wallClock = new Intl.DateTimeFormat('en-AU', {
      timeZone: 'Australia/Brisbane',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    for (let day = 0; day < 366; day += 7) {
      const at = new Date(Date.UTC(2026, 0, 1, 13, 37, 11) + day * 86_400_000);
      const parts = Object.fromEntries(wallClock.formatToParts(at).map((p) => [p.type, Number(p.value)]));
      expect(salesThisMonth(at)).toBe(
        (parts.day! - 1) * 192 + Math.floor((parts.hour! * 3600 + parts.minute! * 60 + parts.second!) / 450),
      );
    }
  });

  it("counts Brisbane's month, not UTC's: 1 April 09:59 in Brisbane is still 31 March in UTC", () => {
    expect(salesThisMonth(new Date('2026-03-31T23:59:00Z'))).toBe(0 * 192 + Math.floor((9 * 3600 + 59 * 60) / 450));
  });
});
