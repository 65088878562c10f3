/**
 * A calendar day as Australians write it, for every page that shows one (a car's rego expiry, a
 * post's date, an offer's end). A day is YYYY-MM-DD, not an instant: it is formatted in UTC, so it
 * never shifts in the reader's time zone. One formatter, made once: ICU makes each anew at some cost.
 */
const longDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2027-03-14' → '14 March 2027'. */
export function formatLongDate(day: string): string {
  return longDate.format(new Date(`${day}T00:00:00Z`));
}
