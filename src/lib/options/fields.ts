// Building blocks for the tenant schema. Every error message here completes the sentence
// "expected …, found <value>" (see ../errors.ts), so a message names what an editor should write,
// not what went wrong. Issues without a custom message get a phrase from the error map instead.
import { z } from 'zod';

/** A required, non-empty string. */
export const text = () => z.string().min(1, { error: 'a non-empty string' });

/** A number from `min` to `max` inclusive; one phrase for every way it can be wrong. */
export function numberBetween(min: number, max: number, what = 'a number') {
  const error = `${what} from ${min} to ${max}`;
  return z.number({ error }).min(min, { error }).max(max, { error });
}

/** A whole number from `min` to `max` inclusive. */
export function wholeNumberBetween(min: number, max: number, what = 'a whole number') {
  const error = `${what} from ${min} to ${max}`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

/** A positive whole number, used for ids that come from the dealer platform. */
export function id(what = 'a whole number id like 1042') {
  return z.number({ error: what }).int({ error: what }).positive({ error: what });
}

const pattern = (regex: RegExp, error: string) => z.string({ error }).regex(regex, { error });

/** `#rrggbb`; the short form is refused so colours compare and diff predictably. */
export const hexColour = () => pattern(/^#[0-9a-fA-F]{6}$/, 'a hex colour like #1a2b3c');

/** A 24-hour clock time, as opening hours are written on the dealer platform. */
export const clockTime = () => pattern(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'a 24-hour time like 08:30');

/** A calendar date; the regex keeps out times and time zones, the refine keeps out 2025-02-30. */
export const isoDate = () =>
  z
    .string({ error: 'a date like 2025-12-25' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'a date like 2025-12-25', abort: true })
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      { error: 'a real calendar date like 2025-12-25' },
    );

/** Lower-case letters, digits and '-': safe as a DNS label and as a URL path segment. */
export const slug = (what = 'a slug like example-motors (lower-case letters, digits and -)') =>
  pattern(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, what);

/** An Australian number in international form (+61…), or a 13/1300/1800 number. */
export const phoneNumber = () =>
  pattern(/^(?:\+61[2-478]\d{8}|1[38]00\d{6}|13\d{4})$/, 'an Australian phone number like +61732001234 or 1300123456');

/** A full web address for pages outside the site. */
export const webUrl = () => z.httpUrl({ error: 'a web address like https://www.example.com.au' });

/** An image or file: a path on the site or a full web address. */
export const assetUrl = () => pattern(/^(?:\/|https?:\/\/)\S*$/, 'a path like /images/logo.svg or a web address');

/**
 * Where a link goes: a site path, an anchor, a web address, or a tel:/mailto: link. Brackets, as in
 * the spec's search links (?refinementList[make][0]=Kia), are percent-encoded: a URL may not hold
 * them raw, and the W3C checker refuses such a link.
 */
export const href = () =>
  pattern(/^(?:\/|#|https?:\/\/|tel:|mailto:)\S*$/, 'a link like /finance, #finance-calculator or https://…').overwrite(
    (link) => link.replaceAll('[', '%5B').replaceAll(']', '%5D'),
  );

/** An IANA time zone name that this runtime's Intl knows (every browser and Node with full ICU know them all). */
export const timeZoneName = () =>
  z.string({ error: 'an IANA time zone like Australia/Sydney' }).refine(
    (name) => {
      try {
        new Intl.DateTimeFormat('en-AU', { timeZone: name });
        return true;
      } catch {
        return false;
      }
    },
    { error: 'an IANA time zone like Australia/Sydney' },
  );

/** A yes/no option. */
export const flag = (fallback: boolean) => z.boolean().default(fallback);

/** Australian state or territory as printed in an address. */
export const AUSTRALIAN_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
