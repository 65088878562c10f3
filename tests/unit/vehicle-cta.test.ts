// spec/shopping.md §2 Sidebar call-to-action buttons, §4 Availability ("Unfortunately this ...
// recently sold." / "But don't worry, we can help you find a similar ...!" and 'Find Me Something
// Similar' instead of the normal buttons), §5 ("Reserve price suffix hidden if zero. Reserve button
// only if the car is reservable. Trade-in button only if the car supports it. History report only
// if a file exists."), §7 analytics events; spec/site.md §5 trade-in: "only when the car is in
// stock, not sold or reserved, the dealer has the valuation tool enabled, and the price is over 200".
import { describe, expect, it } from 'vitest';
import { availabilityTexts, vehicleKind } from '../../src/lib/vehicle/availability.ts';
import { ctaButtons, isReservable, type CtaCar, type CtaContext } from '../../src/lib/vehicle/cta.ts';
import type { CtaKind } from '../../src/lib/vehicle/options.ts';

/** Every call-to-action button spec/shopping.md §2 names, in its order. */
const CTA_KINDS: CtaKind[] = [
  'enquire',
  'test-drive',
  'trade-in',
  'finance',
  'reserve',
  'call',
  'whatsapp',
  'chat',
  'history-report',
  'location',
];

const car = (over: Partial<CtaCar> = {}): CtaCar => ({
  id: 4242,
  slug: '2022-toyota-hilux-sr5-4242',
  year: 2022,
  make: 'Toyota',
  model: 'HiLux',
  badge: 'SR5',
  series: null,
  price: 52990,
  car_type: 'used',
  status: 'in_stock',
  reserved: false,
  dealership_slug: 'harbour-toyota',
  file: 'https://reports.example/4242.pdf',
  location: { id: 1 },
  city: 'Parramatta',
  tag: null,
  ...over,
});
const CTX: CtaContext = {
  tradeInValuation: true,
  reservation: true,
  reserveDeposit: 200,
  reservePath: 'checkout',
  phone: '+61733901200',
  whatsapp: '+61491570156',
  chat: true,
};
const kinds = (c: CtaCar, ctx: Partial<CtaContext> = {}, list: readonly CtaKind[] = CTA_KINDS) =>
  ctaButtons(c, list, { ...CTX, ...ctx }).map((b) => b.kind);

describe('§4 Availability texts', () => {
  it.each([
    ['car', 'Unfortunately this car was recently sold.', "But don't worry, we can help you find a similar car!"],
    ['truck', 'Unfortunately this truck was recently sold.', "But don't worry, we can help you find a similar truck!"],
    [
      'motorcycle',
      'Unfortunately this motorcycle was recently sold.',
      "But don't worry, we can help you find a similar motorcycle!",
    ],
    [
      'caravan',
      'Unfortunately this caravan was recently sold.',
      "But don't worry, we can help you find a similar caravan!",
    ],
  ])('a sold %s', (item_type, heading, text) => {
    expect(availabilityTexts({ status: 'sold', item_type })).toEqual({
      heading,
      text,
      button: 'Find Me Something Similar',
    });
  });

  it.each(['in_stock', 'coming_soon'])('%s is available: no SOLD message', (status) => {
    expect(availabilityTexts({ status, item_type: 'car' })).toBeNull();
  });

  it('an unknown item type reads as a car; a word can be passed', () => {
    expect(vehicleKind({ item_type: 'boat' })).toBe('car');
    expect(availabilityTexts({ status: 'sold' }, 'ute')?.heading).toBe('Unfortunately this ute was recently sold.');
  });
});

describe('call-to-action buttons', () => {
  it('every button with its label and link, in the tenant order', () => {
    expect(ctaButtons(car(), CTA_KINDS, CTX).map(({ kind, label, href }) => [kind, label, href])).toEqual([
      ['enquire', 'Enquire Now', '#enquire'],
      ['test-drive', 'Book a Test Drive', '#test-drive'],
      ['trade-in', 'Value My Trade-In', '/cars/trade-in?car_id=4242'],
      [
        'finance',
        'Get Finance',
        '/finance?preferredDealership=harbour-toyota&vehiclePriceBudget=52990&car_id=4242&car_type=used#finance-form',
      ],
      ['reserve', 'Reserve Now for $200', '/cars/2022-toyota-hilux-sr5-4242/checkout'],
      ['call', 'Call Dealer', 'tel:+61733901200'],
      [
        'whatsapp',
        'WhatsApp Us',
        "https://wa.me/61491570156?text=Hi%2C%20I'm%20interested%20in%20the%202022%20Toyota%20HiLux%20SR5.",
      ],
      ['chat', 'Chat With Us', null],
      ['history-report', 'Car History Report', 'https://reports.example/4242.pdf'],
      ['location', 'View Location', '#vehicle-map'],
    ]);
  });

  it('a car that is not available gets only Find Me Something Similar', () => {
    expect(ctaButtons(car({ status: 'sold' }), CTA_KINDS, CTX)).toEqual([
      {
        kind: 'find-similar',
        label: 'Find Me Something Similar',
        href: '#find-similar',
        newTab: false,
        analytics: null,
      },
    ]);
  });

  it('the tenant list decides which and in what order', () => {
    expect(kinds(car(), {}, ['call', 'enquire', 'call'])).toEqual(['call', 'enquire']);
  });

  it.each<[string, Partial<CtaCar>, boolean]>([
    ['in stock, price 52,990', {}, true],
    ['coming soon is not in stock', { status: 'coming_soon' }, false],
    ['sold', { status: 'sold' }, false],
    ['reserved', { reserved: true }, false],
    ['price 200 is not over 200', { price: 200 }, false],
    ['price 201', { price: 201 }, true],
    ['no price', { price: null }, false],
  ])('trade-in: %s → %s', (_name, over, shown) => {
    expect(kinds(car(over)).includes('trade-in')).toBe(shown && car(over).status !== 'sold');
  });

  it('trade-in needs the valuation tool', () => {
    expect(kinds(car(), { tradeInValuation: false })).not.toContain('trade-in');
  });

  it.each<[string, Partial<CtaCar>, boolean, boolean]>([
    ['available, not reserved, feature on', {}, true, true],
    ['coming soon is available', { status: 'coming_soon' }, true, true],
    ['already reserved', { reserved: true }, true, false],
    ['feature off', {}, false, false],
  ])('reserve: %s', (_name, over, feature, shown) => {
    expect(isReservable(car(over), feature)).toBe(shown);
    expect(kinds(car(over), { reservation: feature }).includes('reserve')).toBe(shown);
  });

  // NSW's online dealer deposit cap (docs/pricing-law.md): a $200 deposit needs a price of $2,000 or more.
  it.each<[string, number | null, number, boolean]>([
    ['no minimum', 1500, 0, true],
    ['priced at the minimum', 2000, 2000, true],
    ['priced under the minimum', 1999, 2000, false],
    ['no price, with a minimum', null, 2000, false],
  ])('reserve: %s (price %s, vehiclePage.reserveMinPrice %s) → %s', (_name, price, minPrice, shown) => {
    expect(isReservable(car({ price }), true, minPrice)).toBe(shown);
    expect(kinds(car({ price }), { reserveMinPrice: minPrice }).includes('reserve')).toBe(shown);
  });

  it('"Reserve price suffix hidden if zero"', () => {
    expect(ctaButtons(car(), ['reserve'], { ...CTX, reserveDeposit: 0 })[0]!.label).toBe('Reserve Now');
  });

  it('"History report only if a file exists"; call, WhatsApp, chat and location only with something behind them', () => {
    expect(
      kinds(car({ file: null, location: null, city: null }), { phone: null, whatsapp: null, chat: false }),
    ).toEqual(['enquire', 'test-drive', 'trade-in', 'finance', 'reserve']);
    expect(kinds(car({ file: '  ' }))).not.toContain('history-report');
  });

  // Enquiry and test-drive events (14/15, 17/48) belong to a sent lead: the forms fire them.
  it.each<[string, Partial<CtaCar>, Partial<CtaContext>, Record<string, unknown>]>([
    [
      'used',
      {},
      {},
      {
        enquire: null,
        'test-drive': null,
        finance: null,
        call: { event: 25, label: 'Used Car' },
        'history-report': { event: 60 },
      },
    ],
    ['new', { car_type: 'new' }, {}, { enquire: null, 'test-drive': null, call: { event: 25, label: 'New Car' } }],
    ['finance form on the page', {}, { financeModal: true }, { finance: { event: 9 } }],
  ])('§7 analytics events on click: %s car', (_name, over, ctx, expected) => {
    const events = Object.fromEntries(
      ctaButtons(car(over), CTA_KINDS, { ...CTX, ...ctx }).map((b) => [b.kind, b.analytics]),
    );
    expect(events).toMatchObject(expected);
  });

  it('Get Finance opens the finance enquiry form on the page when the tenant says so', () => {
    const finance = (ctx: Partial<CtaContext>) => ctaButtons(car(), ['finance'], { ...CTX, ...ctx })[0]!.href;
    expect(finance({ financeModal: true })).toBe('#finance-enquiry');
    expect(finance({})).toMatch(/#finance-form$/);
  });

  it('Reserve goes to /cars/{slug}/buy-online on sites whose reserve page is buy-online (§2 routes)', () => {
    const reserve = (ctx: Partial<CtaContext>) => ctaButtons(car(), ['reserve'], { ...CTX, ...ctx })[0];
    expect(reserve({ reservePath: 'buy-online' })).toMatchObject({
      kind: 'reserve',
      label: 'Reserve Now for $200',
      href: '/cars/2022-toyota-hilux-sr5-4242/buy-online',
    });
    expect(reserve({ reservePath: 'checkout' })?.href).toBe('/cars/2022-toyota-hilux-sr5-4242/checkout');
  });

  it('history report and WhatsApp open in a new tab', () => {
    expect(
      ctaButtons(car(), CTA_KINDS, CTX)
        .filter((b) => b.newTab)
        .map((b) => b.kind),
    ).toEqual(['whatsapp', 'history-report']);
  });

  it('wa.me takes digits in international form', () => {
    const [button] = ctaButtons(car(), ['whatsapp'], { ...CTX, whatsapp: '0491 570 156' });
    expect(button!.href).toMatch(/^https:\/\/wa\.me\/61491570156\?text=/);
  });
});
