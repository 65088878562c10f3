// spec/shopping.md §2 Vehicle detail page (tabs or sections, sticky header after 500 px, mobile bar
// 'opened' after more than 900 px, feature banner), §4 Detail view (default mode), §9; spec/site.md
// §2.3 "Vehicle page sections configurable per dealer": the rules (the options: vehicle-page-options.test.ts).
import { describe, expect, it } from 'vitest';
import { mobileBarOpened, stickyHeaderShown } from '../../src/lib/vehicle/scroll.ts';
import {
  certifiedProgramLines,
  featureBannerLinks,
  reserveOnlineText,
  vehicleSections,
  type SectionContent,
} from '../../src/lib/vehicle/sections.ts';
import type { VehicleSection } from '../../src/lib/vehicle/options.ts';
import { heldMessage, reservationCopy, type ReservationCopy } from '../../src/lib/leads/reservation.ts';

describe('scroll thresholds', () => {
  it.each([
    [0, false, false],
    [500, false, false],
    [501, true, false],
    [900, true, false],
    [901, true, true],
  ])('at %i px: sticky header %s, mobile bar opened %s', (y, header, bar) => {
    expect([stickyHeaderShown(y), mobileBarOpened(y)]).toEqual([header, bar]);
  });
});

/** Every section spec/site.md §2.3 names, in its default order. */
const VEHICLE_SECTIONS: VehicleSection[] = [
  'dealer-comments',
  'certified-pre-owned',
  'whats-included',
  'why-buy',
  'reserve-online',
  'protect-your-car',
  'features',
  'key-information',
  'car-summary',
  'all-specifications',
];

const FULL: SectionContent = {
  reservable: true,
  featureCount: 12,
  keyInformationCount: 9,
  specificationGroupCount: 3,
  whatsIncluded: ['a'],
  whyBuy: ['b'],
  protectYourCar: ['c'],
  certifiedPreOwned: ['d'],
  summaryCount: 3,
};

describe('sections', () => {
  it("Dealer Comments, Certified Pre-Owned, What's Included, Why Buy From Us?, Reserve Online, Protect Your Car, Features, Key information, Car Summary, All specifications", () => {
    expect(vehicleSections(VEHICLE_SECTIONS, {}, FULL).map((s) => s.heading)).toEqual([
      'Dealer Comments',
      'Certified Pre-Owned',
      "What's Included",
      'Why Buy From Us?',
      'Reserve Online',
      'Protect Your Car',
      'Features',
      'Key information',
      'Car Summary',
      'All specifications',
    ]);
  });

  it("site.md §2.3's 'Toyota Certified Pre-Owned' and 'Car Summary': a manufacturer's heading, and only with something to show", () => {
    const headings = { 'certified-pre-owned': 'Toyota Certified Pre-Owned' };
    expect(vehicleSections(['certified-pre-owned', 'car-summary'], headings, FULL)).toEqual([
      { id: 'certified-pre-owned', heading: 'Toyota Certified Pre-Owned' },
      { id: 'car-summary', heading: 'Car Summary' },
    ]);
    expect(
      vehicleSections(['certified-pre-owned', 'car-summary'], headings, {
        ...FULL,
        certifiedPreOwned: [],
        summaryCount: 0,
      }),
    ).toEqual([]);
  });

  it("the tenant's order and headings; a section with nothing to show is left out (comments never: they say pending)", () => {
    const empty: SectionContent = {
      reservable: false,
      featureCount: 0,
      keyInformationCount: 0,
      specificationGroupCount: 0,
      whatsIncluded: [],
      whyBuy: [],
      protectYourCar: [],
      certifiedPreOwned: [],
      summaryCount: 0,
    };
    expect(
      vehicleSections(['key-information', 'dealer-comments', 'features'], { 'dealer-comments': 'Our Comments' }, FULL),
    ).toEqual([
      { id: 'key-information', heading: 'Key information' },
      { id: 'dealer-comments', heading: 'Our Comments' },
      { id: 'features', heading: 'Features' },
    ]);
    expect(vehicleSections(VEHICLE_SECTIONS, {}, empty).map((s) => s.id)).toEqual(['dealer-comments']);
  });

  it.each([
    ['a certified used Toyota', { certified: true, car_type: 'used', make: 'Toyota' }, ['Inspected']],
    ['…whatever the make is spelt', { certified: true, car_type: 'used', make: 'TOYOTA' }, ['Inspected']],
    ['a certified used Ford: not in the program', { certified: true, car_type: 'used', make: 'Ford' }, []],
    ['a used Toyota not certified', { certified: false, car_type: 'used', make: 'Toyota' }, []],
    ['a certified demo Toyota', { certified: true, car_type: 'demo', make: 'Toyota' }, []],
  ])('Certified Pre-Owned for %s', (_name, car, lines) => {
    expect(certifiedProgramLines(car, { makes: ['Toyota'], lines: ['Inspected'] })).toEqual(lines);
  });

  it('Reserve Online: $200, held 48 hours, 100% refundable', () => {
    expect(reserveOnlineText(200, 48)).toBe(
      'Reserve this car online with a $200 deposit. Your reservation holds the car for you for 48 hours. Your deposit is 100% refundable.',
    );
    expect(reserveOnlineText(0, 48, { item_type: 'caravan' })).toBe(
      'Reserve this caravan online. Your reservation holds the caravan for you for 48 hours.',
    );
  });

  // One wording for the car page (reserveOnlineText) and the reservation/checkout pages
  // (reservationCopy): the tenant's deposit and hold hours, and the car's kind of vehicle.
  it.each<[number, number, string, ReservationCopy]>([
    [
      48,
      0,
      'car',
      {
        heading: 'Reserve it online',
        summary: 'Reserve this car online. Your reservation holds the car for you for 48 hours.',
        points: ['Your reservation holds the car for you for 48 hours.'],
      },
    ],
    [
      48,
      0,
      'caravan',
      {
        heading: 'Reserve it online',
        summary: 'Reserve this caravan online. Your reservation holds the caravan for you for 48 hours.',
        points: ['Your reservation holds the caravan for you for 48 hours.'],
      },
    ],
    [
      48,
      500,
      'car',
      {
        heading: 'Reserve it for $500',
        summary:
          'Reserve this car online with a $500 deposit. Your reservation holds the car for you for 48 hours. Your deposit is 100% refundable.',
        points: [
          'Your reservation holds the car for you for 48 hours.',
          'Your deposit is 100% refundable.',
          'Pay by debit or credit card.',
        ],
      },
    ],
    [
      48,
      500,
      'caravan',
      {
        heading: 'Reserve it for $500',
        summary:
          'Reserve this caravan online with a $500 deposit. Your reservation holds the caravan for you for 48 hours. Your deposit is 100% refundable.',
        points: [
          'Your reservation holds the caravan for you for 48 hours.',
          'Your deposit is 100% refundable.',
          'Pay by debit or credit card.',
        ],
      },
    ],
    [
      72,
      0,
      'car',
      {
        heading: 'Reserve it online',
        summary: 'Reserve this car online. Your reservation holds the car for you for 72 hours.',
        points: ['Your reservation holds the car for you for 72 hours.'],
      },
    ],
    [
      72,
      0,
      'caravan',
      {
        heading: 'Reserve it online',
        summary: 'Reserve this caravan online. Your reservation holds the caravan for you for 72 hours.',
        points: ['Your reservation holds the caravan for you for 72 hours.'],
      },
    ],
    [
      72,
      500,
      'car',
      {
        heading: 'Reserve it for $500',
        summary:
          'Reserve this car online with a $500 deposit. Your reservation holds the car for you for 72 hours. Your deposit is 100% refundable.',
        points: [
          'Your reservation holds the car for you for 72 hours.',
          'Your deposit is 100% refundable.',
          'Pay by debit or credit card.',
        ],
      },
    ],
    [
      72,
      500,
      'caravan',
      {
        heading: 'Reserve it for $500',
        summary:
          'Reserve this caravan online with a $500 deposit. Your reservation holds the caravan for you for 72 hours. Your deposit is 100% refundable.',
        points: [
          'Your reservation holds the caravan for you for 72 hours.',
          'Your deposit is 100% refundable.',
          'Pay by debit or credit card.',
        ],
      },
    ],
  ])('reservation copy: held %i hours, $%i deposit, a %s', (holdHours, deposit, kind, expected) => {
    expect(reservationCopy(deposit, holdHours, kind)).toEqual(expected);
    expect(reserveOnlineText(deposit, holdHours, { item_type: kind })).toBe(expected.summary);
  });

  // spec/shopping.md §9 (deposit $200, held 48 hours, 100% refundable): the success page says
  // what the deposit did on the card, and until when, in the site's own time.
  it.each([
    [
      200,
      '2026-11-22T02:30:00Z',
      'Australia/Sydney',
      '$200 authorised on your card, not taken: the car is held for you until Sunday, 22 November 2026 at 1:30 pm. Your deposit is 100% refundable.',
    ],
    [
      200,
      '2026-11-22T02:30:00Z',
      'Australia/Perth',
      '$200 authorised on your card, not taken: the car is held for you until Sunday, 22 November 2026 at 10:30 am. Your deposit is 100% refundable.',
    ],
    [
      0,
      '2026-11-22T02:30:00Z',
      'Australia/Brisbane',
      'Reserved: the car is held for you until Sunday, 22 November 2026 at 12:30 pm.',
    ],
  ])('success note: $%i deposit held until %s in %s', (deposit, until, timeZone, expected) => {
    expect(heldMessage(deposit, new Date(until), timeZone)).toBe(expected);
  });

  it('feature banner: links to pages the site does not build are left out', () => {
    const banner = {
      enabled: true,
      links: [
        { label: 'Latest Offers', href: '/special-offers' },
        { label: 'Book a Service', href: '/service' },
        { label: 'Brochure', href: 'https://x.example/b.pdf' },
      ],
    };
    expect(featureBannerLinks(banner, (path) => (path === '/service' ? path : null)).map((l) => l.label)).toEqual([
      'Book a Service',
      'Brochure',
    ]);
    expect(featureBannerLinks({ ...banner, enabled: false }, (path) => path)).toEqual([]);
  });
});
