/**
 * Which lead forms a site has and which fields each sends (./lead-values.ts leadFields builds
 * them), so the lead API takes exactly those: a field another form has, or a form the site does
 * not have, is refused rather than passed on to the dealer.
 */
import type { LeadKind } from './schema.ts';
import type { FormRules } from './form-rules.ts';

/** A car form's defaults (spec/shopping.md §3): the API replaces them with the stock index's. */
export const CAR_FIELDS = [
  'car_id',
  'dealership_slug',
  'manufacturer_slug',
  'stock_number',
  'Vehicle Make',
  'Vehicle Model',
  'car_type',
  'vehicle_status',
] as const;

const EVERY_FORM = ['email', 'phone', 'message', 'category', 'subcategory', 'opt_in', ...CAR_FIELDS];
const KIND_FIELDS: Partial<Record<LeadKind, string[]>> = {
  'test-drive': ['booking_datetime', 'do-you-have-a-trade-in'],
  'request-photos': ['Request Photos'],
};

const NAME_FIELDS: Record<FormRules['nameFields'], string[]> = {
  name: ['name'],
  'first-and-last': ['name', 'last_name'],
  none: [],
};

/** The fields the form of `kind` sends under `rules`. */
export function formFieldNames(kind: LeadKind, rules: FormRules): Set<string> {
  return new Set([
    ...NAME_FIELDS[rules.nameFields],
    ...EVERY_FORM,
    ...(KIND_FIELDS[kind] ?? []),
    ...(rules.locations ? ['location'] : []),
    ...(rules.postcodeRequired ? ['postcode'] : []),
    ...(rules.termsText ? ['terms_conditions'] : []),
  ]);
}

type SiteForms = {
  features: { tradeInValuation: boolean };
  links: { serviceBooking: string | null };
};

/**
 * Whether a site has a form that sends `kind` to POST /api/leads: the car page's and contact forms
 * everywhere; trade-in with the valuation tool (/trade-in); service unless services are booked on
 * the dealer's own page (links.serviceBooking). Reservations have their own call.
 */
export function sendsLeadKind(site: SiteForms, kind: LeadKind): boolean {
  if (kind === 'reservation') return false;
  if (kind === 'trade-in') return site.features.tradeInValuation;
  if (kind === 'service') return site.links.serviceBooking === null;
  return true;
}
