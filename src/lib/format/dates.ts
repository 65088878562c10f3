/**
 * Calendar days as Australians write them, for every page that shows one (a car's rego expiry and
 * build and compliance dates, a post's date, an offer's end). A day is YYYY-MM-DD, not an instant:
 * it is formatted in UTC, so it never shifts in the reader's time zone. Each formatter is made once:
 * ICU makes each anew at some cost.
 */
const longDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2027-03-14' → '14 March 2027'. */
export function formatLongDate(day: string): string {
  return longDate.format(startOf(day));
}

/** '2021-03-01' → 'March 2021': build and compliance dates are read by month. */
export function formatMonthYear(day: string): string {
  return monthYear.format(startOf(day));
}

function startOf(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}
