import { describe, expect, it } from 'vitest';
import { testDriveSlots } from '../../src/lib/leads/test-drive-slots.ts';
import { todayIn } from '../../src/lib/vehicle/dates.ts';
import type { OpeningHour, SpecialHours } from '../../src/lib/hours/options.ts';
import { locationSpecialEntries } from '../../src/lib/hours/special.ts';

/** The dealer's entries over Queensland's public holidays, as the API passes them. */
const specials = (dealer: SpecialHours[]) =>
  locationSpecialEntries(
    { specialHours: dealer, buildDaySpecialHours: [], address: { state: 'QLD' } },
    true,
    '2026-11-20',
    '2027-01-31',
  );

const weekdays: OpeningHour[] = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  status: 'Open' as const,
  open: '09:00',
  close: '11:00',
}));
const week: OpeningHour[] = [
  ...weekdays,
  { weekday: 6, status: 'Open', open: '09:00', close: '10:00' },
  { weekday: 0, status: 'Closed' },
];
// Friday 2026-11-20, 10:00 in Brisbane.
const now = new Date('2026-11-20T00:00:00Z');

describe('test-drive availability (designed: half-hour starts, last one an hour before closing, from tomorrow)', () => {
  it('offers the next open days with half-hour starts up to an hour before closing', () => {
    expect(testDriveSlots(week, specials([]), now, 'Australia/Brisbane', 3, new Set())).toEqual([
      { date: '2026-11-21', slots: ['09:00'] },
      { date: '2026-11-23', slots: ['09:00', '09:30', '10:00'] },
    ]);
  });

  it.each([
    ['a holiday closure', [{ date: '2026-11-23', status: 'Closed' as const, department: 'all' as const }], []],
    [
      'holiday hours for sales',
      [
        {
          date: '2026-11-23',
          status: 'Open' as const,
          department: 'sales' as const,
          startHour: '10:00',
          endHour: '11:30',
        },
      ],
      ['10:00', '10:30'],
    ],
    [
      'service-only holiday hours leave sales alone',
      [{ date: '2026-11-23', status: 'Closed' as const, department: 'service' as const }],
      ['09:00', '09:30', '10:00'],
    ],
  ])('%s', (_name, holidays, expected) => {
    const monday = testDriveSlots(week, specials(holidays), now, 'Australia/Brisbane', 3, new Set()).find(
      (d) => d.date === '2026-11-23',
    );
    expect(monday?.slots ?? []).toEqual(expected);
  });

  it('skips the state’s public holidays unless the dealer says otherwise', () => {
    const christmas = new Date('2026-12-23T00:00:00Z');
    expect(
      testDriveSlots(week, specials([]), christmas, 'Australia/Brisbane', 5, new Set()).map((d) => d.date),
    ).toEqual(['2026-12-24']);
    const openBoxingDay = specials([
      { date: '2026-12-26', status: 'Open', startHour: '09:00', endHour: '10:00', department: 'all' },
    ]);
    expect(
      testDriveSlots(week, openBoxingDay, christmas, 'Australia/Brisbane', 5, new Set()).map((d) => d.date),
    ).toEqual(['2026-12-24', '2026-12-26']);
  });

  it('leaves out starts already booked for the car', () => {
    const days = testDriveSlots(week, specials([]), now, 'Australia/Brisbane', 3, new Set(['2026-11-23T09:30']));
    expect(days.find((d) => d.date === '2026-11-23')?.slots).toEqual(['09:00', '10:00']);
  });

  it('counts days in the dealer’s time zone', () => {
    expect(todayIn(new Date('2026-11-20T15:00:00Z'), 'Australia/Brisbane')).toBe('2026-11-21');
    expect(todayIn(new Date('2026-11-20T15:00:00Z'), 'Australia/Perth')).toBe('2026-11-20');
  });
});
