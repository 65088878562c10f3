// spec/site.md §4 "Opening-hours display", one case per sentence, and the location's own clock
// ("Open now · closes 5:30 pm" / "Opens 8:00 am Monday") across the daylight-saving changes on the
// first Sunday of October and of April, in a zone that keeps daylight saving and in Queensland.
import { describe, expect, it } from 'vitest';
import type { OpeningHour } from '../../src/lib/hours/options.ts';
import { weeklyHours } from '../../src/lib/hours/weekly.ts';
import { openStatus, type Schedule } from '../../src/lib/hours/status.ts';
import { localTime, locationTimeZone } from '../../src/lib/hours/clock.ts';
import { weekByDay } from '../../src/lib/hours/special.ts';
import { formatClock } from '../../src/lib/hours/format.ts';

const open = (weekday: number, from: string, to: string): OpeningHour => ({
  weekday,
  status: 'Open',
  open: from,
  close: to,
});
const closed = (weekday: number): OpeningHour => ({ weekday, status: 'Closed' });

/** Monday to Friday 8:00 to 5:30, Saturday 8:00 to 4:00, Sunday closed. */
const EQUAL_WEEKDAYS = [closed(0), ...[1, 2, 3, 4, 5].map((d) => open(d, '08:00', '17:30')), open(6, '08:00', '16:00')];
/** Late-night Thursday. */
const LATE_THURSDAY = EQUAL_WEEKDAYS.map((e) => (e.weekday === 4 ? open(4, '08:00', '19:00') : e));
const GROUPED = { fullHours: false, closedByAppointment: false };
const table = (entries: OpeningHour[], display = GROUPED) =>
  weeklyHours(entries, display).map((row) => `${row.days}: ${row.hours}`);

describe('spec/site.md §4 Opening-hours display', () => {
  it.each([
    [
      'Monday to Friday grouped when all five weekdays share the same hours.',
      EQUAL_WEEKDAYS,
      GROUPED,
      ['Monday to Friday: 8:00 am – 5:30 pm', 'Saturday: 8:00 am – 4:00 pm', 'Sunday: Closed'],
    ],
    [
      'otherwise per day or grouped by equal hours.',
      LATE_THURSDAY,
      GROUPED,
      [
        'Monday to Wednesday: 8:00 am – 5:30 pm',
        'Thursday: 8:00 am – 7:00 pm',
        'Friday: 8:00 am – 5:30 pm',
        'Saturday: 8:00 am – 4:00 pm',
        'Sunday: Closed',
      ],
    ],
    [
      'otherwise per day or grouped by equal hours (two days).',
      EQUAL_WEEKDAYS.map((e) => (e.weekday >= 3 && e.weekday <= 5 ? open(e.weekday, '09:00', '17:00') : e)),
      GROUPED,
      [
        'Monday and Tuesday: 8:00 am – 5:30 pm',
        'Wednesday to Friday: 9:00 am – 5:00 pm',
        'Saturday: 8:00 am – 4:00 pm',
        'Sunday: Closed',
      ],
    ],
    [
      'A full-hours flag forces every day to be listed.',
      EQUAL_WEEKDAYS,
      { fullHours: true, closedByAppointment: false },
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']
        .map((d) => `${d}: 8:00 am – 5:30 pm`)
        .concat(['Saturday: 8:00 am – 4:00 pm', 'Sunday: Closed']),
    ],
    [
      'Saturday and Sunday are shown separately.',
      [...[1, 2, 3, 4, 5].map((d) => open(d, '08:00', '17:30')), open(6, '10:00', '16:00'), open(0, '10:00', '16:00')],
      GROUPED,
      ['Monday to Friday: 8:00 am – 5:30 pm', 'Saturday: 10:00 am – 4:00 pm', 'Sunday: 10:00 am – 4:00 pm'],
    ],
    [
      "A Closed status can read 'By appointment only' when that setting is on.",
      EQUAL_WEEKDAYS,
      { fullHours: false, closedByAppointment: true },
      ['Monday to Friday: 8:00 am – 5:30 pm', 'Saturday: 8:00 am – 4:00 pm', 'Sunday: By appointment only'],
    ],
    [
      'A weekday with no entry is closed.',
      EQUAL_WEEKDAYS.filter((e) => e.weekday !== 6),
      GROUPED,
      ['Monday to Friday: 8:00 am – 5:30 pm', 'Saturday: Closed', 'Sunday: Closed'],
    ],
    ['A location without hours shows none.', [], GROUPED, []],
  ] as const)('%s', (_sentence, entries, display, expected) => {
    expect(table([...entries], display)).toEqual(expected);
  });

  it.each([
    ['00:00', '12:00 am'],
    ['08:00', '8:00 am'],
    ['12:00', '12:00 pm'],
    ['17:30', '5:30 pm'],
    ['23:59', '11:59 pm'],
  ])('%s reads %s', (time, text) => {
    expect(formatClock(time)).toBe(text);
  });
});

/** Harbour-style sales hours: weekdays 8:30 to 5:30, Saturday 8:30 to 5:00, Sunday 10:00 to 4:00. */
const SEVEN_DAYS = [
  open(0, '10:00', '16:00'),
  ...[1, 2, 3, 4, 5].map((d) => open(d, '08:30', '17:30')),
  open(6, '08:30', '17:00'),
];
const schedule = (timeZone: string, days: Schedule['days'] = {}): Schedule => ({
  timeZone,
  week: weekByDay(SEVEN_DAYS),
  days,
});

describe('the location’s own clock: "Open now · closes 5:30 pm" or "Opens 8:00 am Monday"', () => {
  it.each([
    // Wednesday 2026-11-25 10:00 in Brisbane (UTC+10), 11:00 in Sydney (UTC+11, daylight saving).
    ['open on a weekday', '2026-11-25T00:00:00Z', 'Australia/Brisbane', 'Open now · closes 5:30 pm'],
    ['before opening today', '2026-11-24T21:00:00Z', 'Australia/Brisbane', 'Opens 8:30 am today'],
    ['after closing: tomorrow', '2026-11-25T08:00:00Z', 'Australia/Brisbane', 'Opens 8:30 am tomorrow'],
    ['closing time itself is closed', '2026-11-25T07:30:00Z', 'Australia/Brisbane', 'Opens 8:30 am tomorrow'],
  ])('%s (%s in %s)', (_name, instant, zone, expected) => {
    expect(openStatus(new Date(instant), schedule(zone))).toBe(expected);
  });

  it('names the weekday when the next opening is further away: "Opens 8:00 am Monday"', () => {
    const weekdaysOnly: Schedule = {
      timeZone: 'Australia/Brisbane',
      week: weekByDay(EQUAL_WEEKDAYS.filter((e) => e.weekday !== 6)),
      days: {},
    };
    // Saturday 2026-11-28 at noon in Brisbane.
    expect(openStatus(new Date('2026-11-28T02:00:00Z'), weekdaysOnly)).toBe('Opens 8:00 am Monday');
  });

  it('skips closed special days, and reads Closed when nothing opens within two weeks', () => {
    const holidays = { '2026-11-26': null, '2026-11-27': { open: '10:00', close: '14:00' } };
    // Wednesday evening: Thursday is a closure, Friday has short hours.
    expect(openStatus(new Date('2026-11-25T08:00:00Z'), schedule('Australia/Brisbane', holidays))).toBe(
      'Opens 10:00 am Friday',
    );
    expect(
      openStatus(new Date('2026-11-25T08:00:00Z'), {
        timeZone: 'Australia/Perth',
        week: [null, null, null, null, null, null, null],
        days: {},
      }),
    ).toBe('Closed');
  });

  describe.each([
    // First Sunday of October 2026 (4 October): Sydney and Melbourne move from UTC+10 to UTC+11 at
    // 2 am; Brisbane stays at UTC+10. Sunday hours 10:00 to 4:00.
    [
      'the first Sunday of October, daylight saving starts',
      [
        [
          '2026-10-03T23:30:00Z',
          {
            Sydney: 'Open now · closes 4:00 pm',
            Melbourne: 'Open now · closes 4:00 pm',
            Brisbane: 'Opens 10:00 am today',
          },
        ],
        [
          '2026-10-04T05:30:00Z',
          {
            Sydney: 'Opens 8:30 am tomorrow',
            Melbourne: 'Opens 8:30 am tomorrow',
            Brisbane: 'Open now · closes 4:00 pm',
          },
        ],
        // 1:30 am in all three, before the change.
        [
          '2026-10-03T15:30:00Z',
          { Sydney: 'Opens 10:00 am today', Melbourne: 'Opens 10:00 am today', Brisbane: 'Opens 10:00 am today' },
        ],
      ],
    ],
    // First Sunday of April 2026 (5 April): Sydney and Melbourne go back to UTC+10 at 3 am.
    // Saturday hours 8:30 to 5:00.
    [
      'the first Sunday of April, daylight saving ends',
      [
        [
          '2026-04-04T06:30:00Z',
          {
            Sydney: 'Opens 10:00 am tomorrow',
            Melbourne: 'Opens 10:00 am tomorrow',
            Brisbane: 'Open now · closes 5:00 pm',
          },
        ],
        [
          '2026-04-04T23:30:00Z',
          { Sydney: 'Opens 10:00 am today', Melbourne: 'Opens 10:00 am today', Brisbane: 'Opens 10:00 am today' },
        ],
        [
          '2026-04-05T00:30:00Z',
          {
            Sydney: 'Open now · closes 4:00 pm',
            Melbourne: 'Open now · closes 4:00 pm',
            Brisbane: 'Open now · closes 4:00 pm',
          },
        ],
      ],
    ],
  ] as const)('%s', (_name, cases) => {
    it.each(
      cases.flatMap(([instant, byCity]) =>
        Object.entries(byCity).map(([city, text]) => [instant, city, text] as const),
      ),
    )('at %s in %s: %s', (instant, city, text) => {
      expect(openStatus(new Date(instant), schedule(`Australia/${city}`))).toBe(text);
    });
  });

  it('reads the wall clock through the change: 1:59 am is followed by 3:00 am in Sydney, not in Brisbane', () => {
    expect(localTime(new Date('2026-10-03T15:59:00Z'), 'Australia/Sydney')).toEqual({
      date: '2026-10-04',
      weekday: 0,
      minutes: 119,
    });
    expect(localTime(new Date('2026-10-03T16:00:00Z'), 'Australia/Sydney')).toEqual({
      date: '2026-10-04',
      weekday: 0,
      minutes: 180,
    });
    expect(localTime(new Date('2026-10-03T16:00:00Z'), 'Australia/Brisbane')).toEqual({
      date: '2026-10-04',
      weekday: 0,
      minutes: 120,
    });
  });

  it.each([
    ['QLD', undefined, 'Australia/Brisbane'],
    ['NSW', undefined, 'Australia/Sydney'],
    ['ACT', undefined, 'Australia/Sydney'],
    ['VIC', undefined, 'Australia/Melbourne'],
    ['WA', undefined, 'Australia/Perth'],
    ['SA', undefined, 'Australia/Adelaide'],
    ['NT', undefined, 'Australia/Darwin'],
    ['TAS', undefined, 'Australia/Hobart'],
    ['NSW', 'Australia/Broken_Hill', 'Australia/Broken_Hill'],
  ])('a %s location with timeZone %s keeps %s', (state, timeZone, expected) => {
    expect(locationTimeZone({ timeZone, address: { state } })).toBe(expected);
  });
});
