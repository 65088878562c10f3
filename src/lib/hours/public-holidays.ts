/**
 * Australian public holidays by state, from the maintained `date-holidays` library (its rules follow
 * each state's gazette: Easter, substitute days, show days, King's Birthday dates that differ by
 * state). Only whole-day public holidays count: QLD's Christmas Eve from 6 pm, for example, does not
 * change a dealer's trading day, and bank holidays and observances are not holidays for shops.
 */
import Holidays from 'date-holidays';

export type PublicHoliday = { date: string; name: string };

const byStateYear = new Map<string, PublicHoliday[]>();

function holidaysOf(state: string, year: number): PublicHoliday[] {
  const key = `${state}:${year}`;
  let found = byStateYear.get(key);
  if (!found) {
    const calendar = new Holidays('AU', state.toLowerCase(), { types: ['public'] });
    found = calendar
      .getHolidays(year)
      .filter((holiday) => holiday.type === 'public' && holiday.date.endsWith(' 00:00:00'))
      .map((holiday) => ({ date: holiday.date.slice(0, 10), name: holiday.name }));
    byStateYear.set(key, found);
  }
  return found;
}

/** The state's whole-day public holidays from `from` to `to` (YYYY-MM-DD, inclusive), in date order. */
export function publicHolidays(state: string, from: string, to: string): PublicHoliday[] {
  const years: number[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) years.push(year);
  return years
    .flatMap((year) => holidaysOf(state, year))
    .filter((holiday) => holiday.date >= from && holiday.date <= to);
}
