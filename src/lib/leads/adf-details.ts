/**
 * The lead's fields that ADF 1.0 has no element for (test-drive time, location, extras, valuation
 * answers…), as "Label: value" lines for the customer's comments, so a CRM that only reads ADF
 * still gets every field the shopper sent (docs/leads-adf.md).
 */

/** Fields the ADF document already carries in an element of their own (see ./adf.ts). */
const IN_ELEMENTS = new Set([
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'message',
  'category',
  'subcategory',
  'opt_in',
  'dealership_slug',
  'car_id',
  'car_type',
  'stock_number',
  'Vehicle Make',
  'Vehicle Model',
  'rego',
  'kms',
  'trade_in_year',
  'trade_in_make',
  'trade_in_model',
]);

/** Labels a salesperson reads; a field not named here is labelled from its own name. */
const LABELS: Readonly<Record<string, string>> = {
  booking_datetime: 'Test drive time',
  'do-you-have-a-trade-in': 'Has a trade-in',
  'Request Photos': 'Photos requested',
  PreferredContactMethod: 'Preferred contact',
  finance: 'Needs finance',
  regoState: 'Rego state',
  Rego: 'Rego',
  location: 'Location',
  location_id: 'Location id',
  additional_services: 'Additional services',
  offer_price: 'Trade-in offer (AUD)',
  adjustmentAnswers: 'Trade-in condition',
  terms_conditions: 'Accepted terms',
  manufacturer_slug: 'Manufacturer',
  vehicle_status: 'Vehicle status',
  page_id: 'Page id',
  page: 'Sent from',
};

function label(key: string): string {
  const known = LABELS[key];
  if (known) return known;
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value))
    return (
      value
        .map(text)
        .filter((part) => part !== null)
        .join(', ') || null
    );
  if (typeof value === 'object')
    return (
      Object.entries(value)
        .map(([key, inner]) => [label(key), text(inner)] as const)
        .filter(([, inner]) => inner !== null)
        .map(([key, inner]) => `${key}: ${inner}`)
        .join('; ') || null
    );
  const plain = String(value).trim();
  return plain === '' ? null : plain;
}

/** Every field without an ADF element of its own, in the order the form sent them. */
export function adfDetails(fields: Readonly<Record<string, unknown>>): [string, string][] {
  return Object.entries(fields)
    .filter(([key]) => !IN_ELEMENTS.has(key))
    .map(([key, value]) => [label(key), text(value)] as const)
    .filter((line): line is readonly [string, string] => line[1] !== null)
    .map(([key, value]) => [key, value]);
}
