/**
 * Review dates by the shopper's clock: a page built weeks ago would otherwise still say "yesterday".
 * Each <time data-review-date> is rewritten from its datetime on the site's calendar (the section's
 * data-time-zone); where that cannot be said (a browser without Intl.RelativeTimeFormat, a date
 * after today) it shows the date as dd/mm/yyyy.
 */
import { reviewDate, timeAgo } from '../../lib/reviews/dates.ts';

const now = new Date();

for (const time of document.querySelectorAll<HTMLTimeElement>('time[data-review-date]')) {
  const date = time.dateTime;
  const timeZone = time.closest<HTMLElement>('[data-time-zone]')?.dataset.timeZone ?? 'Australia/Brisbane';
  let text: string | null = null;
  try {
    text = timeAgo(date, now, timeZone);
  } catch {
    // No Intl.RelativeTimeFormat (or no such zone): the date as written.
  }
  time.textContent = text ?? reviewDate(date);
}
