/**
 * The lead forms' messages (spec/site.md §8) in a module without zod, so what shows them (a form's
 * error summary, the form rules, the lead API) loads no schema with them.
 */
import { INVALID_POSTCODE_TEXT } from '../delivery/postcode.ts';

export const LEAD_MESSAGES = {
  name: 'Please enter your name.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid Australian phone number.',
  postcode: INVALID_POSTCODE_TEXT,
} as const;

/**
 * The `error` of every 400 for a body that fails validation (its `fields` say what is wrong), and
 * the heading of a form's error summary (spec/site.md §8).
 */
export const FIX_ERRORS_MESSAGE = 'Please fix the following errors:';
