// Special and holiday hours (spec/site.md §4: "Special hours appear in a holiday modal"): a state's
// whole-day public holidays close every department by default, and the dealer's own entries override
// them for their department.
import { describe, expect, it } from 'vitest';
import type { BuildDaySpecialHours } from '../../src/lib/hours/options.ts';
import { locationSpecialEntries, specialHoursOn } from '../../src/lib/hours/special.ts';
import { publicHolidays } from '../../src/lib/hours/public-holidays.ts';

describe('special and holiday hours: public holidays by state by default, the dealer’s entries override them', () => {
  it('takes whole-day public holidays of the state (QLD’s Christmas Eve from 6 pm is not one)', () => {
    expect(publicHolidays('QLD', '2026-12-20', '2026-12-31')).toEqual([
      { date: '2026-12-25', name: 'Christmas Day' },
      { date: '2026-12-26', name: 'Boxing Day' },
      { date: '2026-12-28', name: 'Boxing Day (substitute day)' },
    ]);
    expect(publicHolidays('VIC', '2026-11-01', '2026-11-05')).toEqual([{ date: '2026-11-03', name: 'Melbourne Cup' }]);
    expect(publicHolidays('NSW', '2026-11-01', '2026-11-05')).toEqual([]);
  });

  const dealer = [
    { date: '2026-12-26', status: 'Open' as const, startHour: '09:00', endHour: '13:00', department: 'sales' as const },
    {
      date: '2026-12-31',
      status: 'Open' as const,
      startHour: '08:00',
      endHour: '12:00',
      department: 'all' as const,
      locationName: 'Harbour Kia',
    },
  ];
  const location = (specialHours: typeof dealer, buildDaySpecialHours: BuildDaySpecialHours[] = []) => ({
    specialHours,
    buildDaySpecialHours,
    address: { state: 'NSW' },
  });
  const entries = locationSpecialEntries(location(dealer), true, '2026-12-20', '2026-12-31');

  it.each([
    ['a public holiday closes every department', '2026-12-25', 'sales', null],
    [
      'the dealer’s entry for its department overrides the public holiday',
      '2026-12-26',
      'sales',
      { open: '09:00', close: '13:00' },
    ],
    ['other departments keep the public holiday', '2026-12-26', 'service', null],
    ['a dealer entry on an ordinary day', '2026-12-31', 'parts', { open: '08:00', close: '12:00' }],
    ['an ordinary day has no special hours', '2026-12-30', 'sales', undefined],
  ] as const)('%s (%s, %s)', (_name, date, department, expected) => {
    expect(specialHoursOn(entries, date, department)).toEqual(expected);
  });

  it('lists each day once per department, named after its public holiday', () => {
    expect(entries.map((e) => [e.date, e.department, e.holiday, e.fromPublicHoliday])).toEqual([
      ['2026-12-25', 'all', 'Christmas Day', true],
      ['2026-12-26', 'all', 'Boxing Day', true],
      ['2026-12-26', 'sales', 'Boxing Day', false],
      ['2026-12-28', 'all', 'Boxing Day (substitute day)', true],
      ['2026-12-31', 'all', null, false],
    ]);
  });

  it('dates build-day special hours from the build day', () => {
    const inTwoDays = location([], [{ inDays: 2, status: 'Closed', department: 'service' }]);
    expect(locationSpecialEntries(inTwoDays, false, '2026-12-30', '2027-01-05')).toMatchObject([
      { date: '2027-01-01', department: 'service', hours: null, fromPublicHoliday: false },
    ]);
  });
});
