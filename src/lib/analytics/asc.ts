/**
 * The Automotive Standards Council's GA4 events (the ASC standard, 2022; docs/analytics.md cites the
 * sources) as twins of the spec's numbered analytics events (spec/shopping.md §7): each shopper
 * action the spec tracks also fires its ASC event with the standard's shared parameters
 * (event_owner, page_type, department …) and, where a car is in view, its item_* parameters.
 */

/**
 * spec/shopping.md §7 "Analytics events", by number.
 * @internal Exported for its tests.
 */
export const SPEC_EVENTS = {
  4: 'view',
  9: 'finance enquiry modal',
  14: 'enquiry',
  15: 'used enquiry',
  17: 'test drive for new cars and tag Test Drive Only',
  48: 'used test drive',
  18: 'trade-in offer accepted',
  25: 'call dealer',
  26: 'finance calculator use',
  39: 'save car or favourite',
  49: 'search page view',
  60: 'history report',
  61: 'print',
} as const;
type SpecEventId = keyof typeof SPEC_EVENTS;

/** ASC `page_type` values this site's pages map to (the standard's mapped list). */
export type AscPageType = 'home' | 'item' | 'itemlist' | 'finance' | 'service' | 'specials' | 'unknown';

type AscValue = string | number;
export type AscEvent = { event: string } & Record<string, AscValue>;

/** A car as ASC item_* parameters: VIN, stock number, price, condition and what it is. */
export type AscItem = Record<`item_${string}`, AscValue>;

/** What every ASC event on a page shares, and the car the page is about (a car page), if any. */
export type AscContext = {
  eventOwner: string;
  pageType: AscPageType;
  /** The page's own car and its id on the dealer platform, on a car page; else null. */
  item: { carId: number; params: AscItem } | null;
  /** ascTwinTable(), as the page config carries it. */
  twins: Partial<Record<number, AscEvent[]>>;
};

/** What the spec's event carries (stores/analytics.ts trackEvent data). */
export type SpecEventData = Record<string, unknown>;

/** A car's item_* parameters; blank fields are left out, as GA4 records a blank as a value. */
export function ascItem(car: {
  vin?: string | null;
  stocknum?: string | null;
  price?: number | null;
  car_type: string;
  certified?: boolean | null;
  year?: number | null;
  make: string;
  model: string;
  badge?: string | null;
  colour?: string | null;
  body?: string | null;
  item_type?: string | null;
  simple_fuel?: string | null;
  created_at?: string | null;
}): AscItem {
  const condition = car.certified ? 'cpo' : car.car_type === 'new' ? 'new' : 'used';
  const fields: Record<string, AscValue | null | undefined> = {
    item_id: car.vin,
    item_number: car.stocknum,
    item_price: car.price != null && car.price > 10 ? Math.round(car.price) : null,
    item_condition: condition,
    item_year: car.year,
    item_make: car.make,
    item_model: car.model,
    item_variant: car.badge,
    item_color: car.colour,
    item_type: car.body,
    item_category: car.item_type,
    item_fuel_type: car.simple_fuel?.toLowerCase(),
    item_inventory_date: car.created_at?.slice(0, 10),
  };
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== null && value !== undefined && value !== ''),
  ) as AscItem;
}

/** The ASC page type of a page, by its path on the site. */
export function ascPageType(path: string): AscPageType {
  if (path === '/' || path === '') return 'home';
  const segments = path.split('/').filter(Boolean);
  const [first] = segments;
  // /cars/{slug} is a car; /cars/trade-in and a car's checkout pages are not.
  if (first === 'cars' && segments.length === 2 && segments[1] !== 'trade-in') return 'item';
  if (first === 'search') return 'itemlist';
  if (first === 'finance') return 'finance';
  if (first === 'service') return 'service';
  if (first === 'offers') return 'specials';
  return 'unknown';
}

const cta = (text: string, result: string): AscEvent => ({
  event: 'asc_cta_interaction',
  element_text: text,
  event_action: 'click',
  event_action_result: result,
  department: 'sales',
});

const formSubmission = (variant: string, formName: string, formType: string, department = 'sales'): AscEvent[] =>
  ['asc_form_submission', `asc_form_submission_${variant}`].map((event) => ({
    event,
    comm_type: 'form',
    form_name: formName,
    form_type: formType,
    department,
  }));

/**
 * Each spec event's ASC twin(s) and their own parameters, as data: the build writes it into each
 * page's config (page.ts), so the browser carries the table, not code for it. docs/analytics.md
 * lists the mapping and why each was chosen. A lead fires the general asc_form_submission and its
 * department's variant, as the standard asks. An event's `label` (25: New Car or Used Car) is its
 * twin's element_text.
 */
export const ascTwinTable = (): Record<SpecEventId, AscEvent[]> => ({
  4: [{ event: 'asc_item_pageview' }],
  9: [cta('Get Finance', 'open')],
  14: formSubmission('sales', 'enquiry', 'consumer_contact'),
  15: formSubmission('sales', 'enquiry', 'consumer_contact'),
  17: formSubmission('sales_appt', 'test_drive', 'test_drive'),
  48: formSubmission('sales_appt', 'test_drive', 'test_drive'),
  18: formSubmission('trade', 'trade_in_offer', 'trade', 'trade'),
  25: [{ event: 'asc_click_to_call', comm_type: 'voice', department: 'sales', element_text: 'Call Dealer' }],
  26: [{ event: 'asc_retail_process', flow_name: 'finance_calculator', flow_outcome: 'start', department: 'sales' }],
  39: [cta('Save', 'save')],
  49: [{ event: 'asc_itemlist_pageview' }],
  60: [cta('Car History Report', 'redirect')],
  61: [cta('Print', 'open')],
});

/** The car an event is about: the page's own when the event names it or names none. */
function itemFor(data: SpecEventData, ctx: AscContext): AscItem {
  if (!ctx.item) return {};
  const carId = Number(data.car_id ?? ctx.item.carId);
  return carId === ctx.item.carId ? ctx.item.params : {};
}

/** The ASC events a spec event fires, each with the shared parameters; none for an unknown number. */
export function ascTwins(id: number, data: SpecEventData, ctx: AscContext): AscEvent[] {
  const shared = { event_owner: ctx.eventOwner, page_type: ctx.pageType };
  const item = itemFor(data, ctx);
  const label = typeof data.label === 'string' ? data.label : null;
  return (ctx.twins[id] ?? []).map((twin): AscEvent => {
    const text = label !== null && 'element_text' in twin ? { element_text: label } : null;
    return { ...twin, ...shared, ...text, ...item };
  });
}

/** asc_pageview, fired on every page (the standard's base event). */
export function ascPageview(ctx: AscContext): AscEvent {
  return { event: 'asc_pageview', event_owner: ctx.eventOwner, page_type: ctx.pageType, ...(ctx.item?.params ?? {}) };
}
