/**
 * What the alert forms send (docs/alerts.md), shared by the islands and the lead API so both check
 * alike: the shopper's email, what to watch (a search page's path and query, or a car's id) and the
 * channel. A saved search is stored as the page's own URL, written by the search URL-state module
 * (src/lib/search/url-state.ts), so matching reads it back with the same module.
 */
import * as z from 'zod/mini';
import { ALERT_CHANNELS } from './options.ts';

const ALERT_MESSAGES = {
  email: 'Please enter a valid email address.',
  search: 'A saved search is a search page of this site.',
  watch: 'Choose one: a search to save or a car to watch.',
} as const;

/** A site path with an optional query string: no scheme, host or fragment, so it stays on the site. */
const SEARCH_PATH = /^\/(?!\/)[A-Za-z0-9/_-]*(\?[A-Za-z0-9%_.~=&+:,-]*)?$/;

export const subscriptionSchema = z
  .strictObject({
    email: z.email({ error: ALERT_MESSAGES.email }).check(z.maxLength(200, { error: ALERT_MESSAGES.email })),
    /** The search page's path and query string, as its address bar shows it. */
    search: z.optional(
      z
        .string()
        .check(z.maxLength(1000, { error: ALERT_MESSAGES.search }), z.regex(SEARCH_PATH, ALERT_MESSAGES.search)),
    ),
    /** The watched car's id. */
    car_id: z.optional(z.number().check(z.int(), z.positive())),
    channel: z._default(z.enum(ALERT_CHANNELS), 'email'),
  })
  .check(
    z.refine((body) => (body.search === undefined) !== (body.car_id === undefined), {
      error: ALERT_MESSAGES.watch,
      path: ['search'],
    }),
  );

export type Subscription = z.output<typeof subscriptionSchema>;

/** What an alert watches, as stored: one alert per shopper and subject. */
export const alertSubject = (body: Pick<Subscription, 'search' | 'car_id'>): string =>
  body.car_id !== undefined ? `car:${body.car_id}` : `search:${body.search}`;

export type WatchedSubject = { kind: 'search'; search: string } | { kind: 'car'; carId: number };

/** A stored subject read back. */
export function readSubject(subject: string): WatchedSubject {
  return subject.startsWith('car:')
    ? { kind: 'car', carId: Number(subject.slice('car:'.length)) }
    : { kind: 'search', search: subject.slice('search:'.length) };
}
