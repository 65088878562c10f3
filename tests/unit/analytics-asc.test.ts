// spec/shopping.md §7 "Analytics events: 4 view; 9 finance enquiry modal (one dealer group); 14
// enquiry; 15 used enquiry; 17 test drive for new cars and tag 'Test Drive Only'; 48 used test
// drive; 18 trade-in offer accepted; 25 call dealer (label New Car or Used Car); 26 finance
// calculator use; 39 save car or favourite; 49 search page view; 60 history report; 61 print",
// each with its Automotive Standards Council twin (docs/analytics.md: the ASC event names and the
// shared parameters event_owner, page_type, department, comm_type, form_name, form_type …).
import { describe, expect, it } from 'vitest';
import {
  ascTwinTable,
  ascItem,
  ascPageType,
  ascPageview,
  ascTwins,
  SPEC_EVENTS,
  type AscContext,
} from '../../src/lib/analytics/asc.ts';
import { analyticsPageConfig } from '../../src/lib/analytics/page.ts';
import { analyticsSchema } from '../../src/lib/analytics/options.ts';
import { measurementIds, tagOrigins } from '../../src/lib/analytics/tag.ts';

const ITEM = ascItem({
  vin: 'JTMHV05J604123456',
  stocknum: 'U4242',
  price: 52990,
  car_type: 'used',
  certified: false,
  year: 2022,
  make: 'Toyota',
  model: 'HiLux',
  badge: 'SR5',
  colour: 'White',
  body: 'Ute',
  item_type: 'car',
  simple_fuel: 'Diesel',
  created_at: '2026-11-02T03:04:05Z',
});
const ON_CAR_PAGE: AscContext = {
  eventOwner: 'forecourt',
  pageType: 'item',
  item: { carId: 4242, params: ITEM },
  twins: ascTwinTable(),
};
const SHARED = { event_owner: 'forecourt', page_type: 'item' };
const SALES_FORM = { comm_type: 'form', department: 'sales' };

describe.each([
  [4, {}, [{ event: 'asc_item_pageview' }]],
  [
    9,
    {},
    [
      {
        event: 'asc_cta_interaction',
        element_text: 'Get Finance',
        event_action: 'click',
        event_action_result: 'open',
        department: 'sales',
      },
    ],
  ],
  [
    14,
    { category: 'General Enquiry' },
    ['asc_form_submission', 'asc_form_submission_sales'].map((event) => ({
      event,
      ...SALES_FORM,
      form_name: 'enquiry',
      form_type: 'consumer_contact',
    })),
  ],
  [
    15,
    {},
    ['asc_form_submission', 'asc_form_submission_sales'].map((event) => ({
      event,
      ...SALES_FORM,
      form_name: 'enquiry',
      form_type: 'consumer_contact',
    })),
  ],
  [
    17,
    {},
    ['asc_form_submission', 'asc_form_submission_sales_appt'].map((event) => ({
      event,
      ...SALES_FORM,
      form_name: 'test_drive',
      form_type: 'test_drive',
    })),
  ],
  [
    48,
    {},
    ['asc_form_submission', 'asc_form_submission_sales_appt'].map((event) => ({
      event,
      ...SALES_FORM,
      form_name: 'test_drive',
      form_type: 'test_drive',
    })),
  ],
  [
    18,
    { category: 'Trade-In', offer_price: 22_400 },
    ['asc_form_submission', 'asc_form_submission_trade'].map((event) => ({
      event,
      comm_type: 'form',
      department: 'trade',
      form_name: 'trade_in_offer',
      form_type: 'trade',
    })),
  ],
  [
    25,
    { label: 'Used Car' },
    [{ event: 'asc_click_to_call', comm_type: 'voice', department: 'sales', element_text: 'Used Car' }],
  ],
  [
    26,
    {},
    [{ event: 'asc_retail_process', flow_name: 'finance_calculator', flow_outcome: 'start', department: 'sales' }],
  ],
  [
    39,
    {},
    [
      {
        event: 'asc_cta_interaction',
        element_text: 'Save',
        event_action: 'click',
        event_action_result: 'save',
        department: 'sales',
      },
    ],
  ],
  [49, {}, [{ event: 'asc_itemlist_pageview' }]],
  [
    60,
    {},
    [
      {
        event: 'asc_cta_interaction',
        element_text: 'Car History Report',
        event_action: 'click',
        event_action_result: 'redirect',
        department: 'sales',
      },
    ],
  ],
  [
    61,
    {},
    [
      {
        event: 'asc_cta_interaction',
        element_text: 'Print',
        event_action: 'click',
        event_action_result: 'open',
        department: 'sales',
      },
    ],
  ],
])('spec event %i', (id, data, twins) => {
  it('fires its ASC twin with the shared parameters and the page car’s item_* parameters', () => {
    expect(ascTwins(id, { car_id: 4242, ...data }, ON_CAR_PAGE)).toEqual(
      twins.map((twin) => ({ ...twin, ...SHARED, ...ITEM })),
    );
  });
});

describe('the ASC twins', () => {
  it('cover every event the spec tracks, and nothing else', () => {
    const ids = (table: object) =>
      Object.keys(table)
        .map(Number)
        .sort((a, b) => a - b);
    expect(ids(SPEC_EVENTS)).toEqual([4, 9, 14, 15, 17, 18, 25, 26, 39, 48, 49, 60, 61]);
    expect(ids(ascTwinTable())).toEqual(ids(SPEC_EVENTS));
    expect(ascTwins(7, {}, ON_CAR_PAGE)).toEqual([]);
  });

  it('carry a car’s item_* parameters only for the page’s own car', () => {
    const [onCard] = ascTwins(39, { car_id: 9999 }, ON_CAR_PAGE);
    expect(Object.keys(onCard!).filter((key) => key.startsWith('item_'))).toEqual([]);
    const [searchPage] = ascTwins(39, { car_id: 4242 }, { ...ON_CAR_PAGE, pageType: 'itemlist', item: null });
    expect(searchPage).toMatchObject({ page_type: 'itemlist' });
    expect(Object.keys(searchPage!).some((key) => key.startsWith('item_'))).toBe(false);
  });
});

describe('ASC parameters', () => {
  it('give a car as item_* with the standard’s condition and no blanks', () => {
    expect(ITEM).toEqual({
      item_id: 'JTMHV05J604123456',
      item_number: 'U4242',
      item_price: 52990,
      item_condition: 'used',
      item_year: 2022,
      item_make: 'Toyota',
      item_model: 'HiLux',
      item_variant: 'SR5',
      item_color: 'White',
      item_type: 'Ute',
      item_category: 'car',
      item_fuel_type: 'diesel',
      item_inventory_date: '2026-11-02',
    });
    expect(ascItem({ car_type: 'demo', certified: true, make: 'Kia', model: 'Seltos', price: 5 })).toEqual({
      item_condition: 'cpo',
      item_make: 'Kia',
      item_model: 'Seltos',
    });
  });

  it.each([
    ['/', 'home'],
    ['/cars/2022-toyota-hilux-sr5-4242', 'item'],
    ['/cars/trade-in', 'unknown'],
    ['/cars/2022-toyota-hilux-sr5-4242/checkout', 'unknown'],
    ['/search/used-cars', 'itemlist'],
    ['/finance', 'finance'],
    ['/service', 'service'],
    ['/offers/winter-sale', 'specials'],
    ['/about-us', 'unknown'],
  ] as const)('page %s is page_type %s', (path, type) => {
    expect(ascPageType(path)).toBe(type);
  });

  it('fire asc_pageview with the page’s type and car', () => {
    expect(ascPageview(ON_CAR_PAGE)).toEqual({ event: 'asc_pageview', ...SHARED, ...ITEM });
  });
});

describe('a page’s analytics config', () => {
  const tenant = (analytics: unknown) => ({ name: 'Ridgeline Pre-Owned', analytics: analyticsSchema.parse(analytics) });

  it('has ASC events on by default, and no tag (so no consent banner) until one is set', () => {
    expect(analyticsPageConfig(tenant({}), '/search/used-cars')).toEqual({
      asc: {
        eventOwner: 'forecourt',
        pageType: 'itemlist',
        item: null,
        twins: ascTwinTable(),
        measurementIds: [],
        storeName: 'Ridgeline Pre-Owned',
      },
      tag: null,
    });
  });

  it('turns ASC events off per tenant', () => {
    expect(analyticsPageConfig(tenant({ ascEvents: false }), '/').asc).toBeNull();
  });

  it('loads a Google tag from gtag/js and sends ASC events to its own property and the configured ones', () => {
    const options = analyticsSchema.parse({ tag: { id: 'G-R1DGE2026' }, measurementIds: ['G-OEMGROUP1'] });
    expect(measurementIds(options)).toEqual(['G-R1DGE2026', 'G-OEMGROUP1']);
    expect(analyticsPageConfig({ name: 'X', analytics: options }, '/').tag).toEqual({
      id: 'G-R1DGE2026',
      src: 'https://www.googletagmanager.com/gtag/js?id=G-R1DGE2026',
    });
  });

  it('loads a Tag Manager container from gtm.js, from the dealer’s tagging server when it has one', () => {
    const options = analyticsSchema.parse({ tag: { id: 'GTM-AB12CD3', scriptOrigin: 'https://tags.example.com.au' } });
    expect(measurementIds(options)).toEqual([]);
    expect(analyticsPageConfig({ name: 'X', analytics: options }, '/').tag?.src).toBe(
      'https://tags.example.com.au/gtm.js?id=GTM-AB12CD3',
    );
    expect(tagOrigins(options)).toEqual([
      'https://tags.example.com.au',
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ]);
  });
});
