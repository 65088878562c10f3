/**
 * The query-string half of the search URL (see url-state.ts): reading pairs defensively and the
 * `min:max` range form of spec/shopping.md §2 ("range[price]=min:max with currency symbols and
 * commas removed").
 */
import type { RangeValue } from './types.ts';

/** `decodeURIComponent` with form-style '+' for space; null for a malformed %-escape. */
export function decode(text: string): string | null {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return null; // the parameter is junk
  }
}

/**
 * `refinementList[attr][i]=value` and `range[attr]=min:max` as they go in a URL: brackets are not
 * allowed in a URL's query (RFC 3986; the W3C checker rejects such an href), so they are
 * percent-encoded, as InstantSearch's own URLs have them. parseQuery reads either form.
 */
export function listParam(attribute: string, index: number, value: string): string {
  return `refinementList%5B${attribute}%5D%5B${index}%5D=${encodeURIComponent(value)}`;
}

export function rangeParam(attribute: string, text: string): string {
  return `range%5B${attribute}%5D=${text}`;
}

/** `?a=1&b=2` as decoded pairs, in order; pairs that do not decode are dropped. */
export function parseQuery(search: string): [string, string][] {
  const pairs: [string, string][] = [];
  for (const part of search.replace(/^\?/, '').split('&')) {
    const at = part.indexOf('=');
    const key = decode(at < 0 ? part : part.slice(0, at));
    const value = decode(at < 0 ? '' : part.slice(at + 1));
    if (key && value !== null) pairs.push([key, value]);
  }
  return pairs;
}

/** `min:max` with an open side left empty (`:50000`); null when neither side is set. */
export function formatRange(value: RangeValue | undefined): string | null {
  const side = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) ? String(n) : '');
  const text = `${side(value?.min)}:${side(value?.max)}`;
  return text === ':' ? null : text;
}

/** '$10,000' → 10000; '' or junk → null. */
function rangeNumber(text: string): number | null {
  const cleaned = text.replace(/[^\d.-]/g, '');
  return /^-?\d+(?:\.\d+)?$/.test(cleaned) ? Number(cleaned) : null;
}

/** `min:max` with currency symbols and commas tolerated; either side may be open. */
export function parseRange(text: string): RangeValue | null {
  const sides = text.split(':');
  if (sides.length !== 2) return null;
  const min = rangeNumber(sides[0]!);
  const max = rangeNumber(sides[1]!);
  if (min === null && max === null) return null;
  return min !== null && max !== null && min > max ? { min: max, max: min } : { min, max };
}
