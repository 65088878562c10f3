// Text in the budget finder's inputs (spec/site.md §5): money with a $ prefix and thousands
// separators, odometer readings with a ' kms' suffix. Parsing accepts what formatting produces,
// so an input can be reformatted on every keystroke without losing the number.
import { formatKms, formatPrice } from '../format/money.ts';

/** Digits once the decoration ($, commas, spaces, a unit) is stripped; NaN-free: junk is 0. */
function parseDecorated(text: string, suffix?: RegExp): number {
  const bare = (suffix ? text.trim().replace(suffix, '') : text.trim()).replace(/^\$/, '').replace(/[,\s]/g, '');
  if (bare === '') return 0;
  const n = Number(bare);
  // Number() rather than parseFloat: "12abc" is not 12, it is not a number (spec: becomes 0).
  return Number.isFinite(n) ? n : 0;
}

/** "$12,500" → 12500; "" or "abc" → 0. Not clamped: see clampMoney. */
export function parseMoneyInput(text: string): number {
  return parseDecorated(text);
}

/** 12500 → "$12,500" (whole dollars, as prices are shown). */
export function formatMoneyInput(amount: number): string {
  return formatPrice(amount);
}

/** "12,345 kms" → 12345; also takes "12345 km" and "12345". */
export function parseOdometerInput(text: string): number {
  return parseDecorated(text, /\s*kms?$/i);
}

/** 12345 → "12,345 kms". */
export function formatOdometerInput(km: number): string {
  return formatKms(Math.round(km));
}
