/**
 * Where a lead came from: the pages the shopper saw this visit and the marketing parameters that
 * brought them (spec/shopping.md §3 Lead submission userData). Pure functions so the browser code
 * that stores them and the API that checks them agree; every length is cut here to the limits of
 * `userDataSchema`, so a long URL or user agent never costs the dealer the lead.
 */
import { USER_DATA_LIMITS } from './constants.ts';
import type { BrowserUserData } from './schema.ts';

/**
 * Cuts to at most `max` UTF-16 units (what the schema counts) without splitting a surrogate pair,
 * which would leave an unpaired half that some back ends refuse.
 */
function cut(value: string, max: number): string {
  if (value.length <= max) return value;
  const head = value.slice(0, max);
  const last = head.charCodeAt(head.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? head.slice(0, -1) : head;
}

/** Marketing parameters worth keeping: campaign tags and the ad networks' click ids. Nothing else, so search terms and personal data in query strings stay out of the CRM. */
const LINKED_QUERY_PARAMS: readonly string[] = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
  'msclkid',
];

/** Keeps only known parameters with a non-blank value, trimmed and cut to the schema's limit. */
function pickLinked(entries: Iterable<readonly [string, unknown]>): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const [name, raw] of entries) {
    if (!LINKED_QUERY_PARAMS.includes(name) || typeof raw !== 'string' || name in picked) continue;
    const value = cut(raw.trim(), USER_DATA_LIMITS.paramValue);
    if (value !== '') picked[name] = value;
  }
  return picked;
}

/** The marketing parameters in a URL search string like '?utm_source=x&q=1'; the first of a repeated name wins. */
function linkedQueryParams(search: string): Record<string, string> {
  return pickLinked(new URLSearchParams(search));
}

/**
 * Merges parameters kept from the landing page with those on the current URL (current wins). The
 * kept ones come back from browser storage, so they are filtered again rather than trusted.
 */
function mergeLinkedParams(kept: Record<string, string>, search: string): Record<string, string> {
  return { ...pickLinked(Object.entries(kept)), ...linkedQueryParams(search) };
}

export type UserDataInput = {
  category: string;
  subcategory?: string;
  url: string;
  userAgent: string;
  carId: number | null;
  carDealershipId: number | null;
  visitedPages: readonly string[];
  linkedParams: Record<string, string>;
};

/** The schema wants positive whole ids or null; anything else (0, NaN) means "no car". */
function idOrNull(id: number | null): number | null {
  return id !== null && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The car a page's `car_id` query names (/finance?car_id=…, where /personalised/finance?car_id=…
 * and the per-car finance links land), for a form that has no car of its own; null when there is none.
 */
export function carIdOfQuery(search: string): number | null {
  const value = new URLSearchParams(search).get('car_id');
  return value !== null && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null;
}

/**
 * spec/shopping.md §3 Lead submission userData, cut to fit `userDataSchema`; optional keys are left
 * out rather than set to undefined. lead_id, form_completed and offer_accepted are the API's to set
 * (on an accepted trade-in offer), never a browser's.
 */
export function buildUserData(input: UserDataInput): BrowserUserData {
  const subcategory = input.subcategory === undefined ? '' : cut(input.subcategory.trim(), USER_DATA_LIMITS.category);
  return {
    category: cut(input.category.trim(), USER_DATA_LIMITS.category),
    ...(subcategory === '' ? {} : { subcategory }),
    url: cut(input.url, USER_DATA_LIMITS.url),
    source: 'Website',
    user_agent: cut(input.userAgent, USER_DATA_LIMITS.userAgent),
    car_id: idOrNull(input.carId),
    car_dealership_id: idOrNull(input.carDealershipId),
    lead_attributes: {
      visited_pages: input.visitedPages
        .slice(-USER_DATA_LIMITS.visitedPages)
        .map((page) => cut(page, USER_DATA_LIMITS.url)),
      linked_query_params: pickLinked(Object.entries(input.linkedParams)),
    },
  };
}

const CAREERS_CATEGORIES = new Set(['careers enquiry', 'career enquiry']);

/** spec/site.md §4: "Careers Enquiry category: rewritten to General Enquiry with subcategory Career Enquiry." */
export function rewriteCategory(category: string, subcategory?: string): { category: string; subcategory?: string } {
  if (CAREERS_CATEGORIES.has(category.trim().toLowerCase())) {
    return { category: 'General Enquiry', subcategory: 'Career Enquiry' };
  }
  return subcategory === undefined ? { category } : { category, subcategory };
}

/** The campaign parameters of a visit's pages (as recorded: path and query), the latest winning. */
export function linkedParamsOf(pages: readonly string[]): Record<string, string> {
  return pages.reduce<Record<string, string>>(
    (kept, page) => mergeLinkedParams(kept, page.includes('?') ? page.slice(page.indexOf('?')) : ''),
    {},
  );
}
