// The vehicle detail page (spec/shopping.md §2 Vehicle detail page, §4 Detail view, §9; spec/site.md
// §2.3 "Vehicle page sections configurable per dealer"): the lists and defaults the options and the
// rules share (defined here, so the rules in src/lib/vehicle import them and nothing imports back).
// Print and phone reveal are features (features.print, features.phoneReveal), not repeated here.
import { z } from 'zod';
import { flag, text, wholeNumberBetween } from '../options/fields.ts';
import { navLinkSchema } from '../site/options.ts';
import { IMAGE_DEFAULTS, IMAGE_FORMATS } from './constants.ts';

/** The car page's call-to-action buttons (spec/shopping.md §2 sidebar); labels and rules in cta.ts. */
const CTA_KINDS = [
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
] as const;
export type CtaKind = (typeof CTA_KINDS)[number];

const DEFAULT_CTA_BUTTONS: readonly CtaKind[] = [
  'enquire',
  'test-drive',
  'trade-in',
  'finance',
  'reserve',
  'call',
  'history-report',
];

/** The car page's sections (site.md §2.3), in the default order; headings in sections.ts. */
const VEHICLE_SECTIONS = [
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
] as const;
export type VehicleSection = (typeof VEHICLE_SECTIONS)[number];

/** vehiclePage.reservePath: where Reserve Now goes (/cars/{slug}/checkout or /buy-online). */
const RESERVE_PATHS = ['checkout', 'buy-online'] as const;
export type ReservePath = (typeof RESERVE_PATHS)[number];

const shortList = (fallback: string[]) =>
  z.array(text()).max(12, { error: 'at most 12 short lines' }).default(fallback);

const certifiedPreOwnedSchema = z
  .strictObject({
    /**
     * Makes, as stock spells them, whose certified used cars the program covers; empty: every make.
     * @example ["Toyota"]
     */
    makes: z.array(text()).default([]),
    /**
     * The section's lines; empty: no such section.
     * @example ["Up to 7 years warranty", "Comprehensive 150-point inspection", "12 months roadside assistance"]
     */
    lines: shortList([]),
  })
  .prefault({});

const imagesSchema = z
  .strictObject({
    /**
     * Image CDN URL with placeholders {src} (or {srcEncoded} in a query string), {width}, {height},
     * {quality} and {format}; null serves the original images.
     * @example "https://images.example.com.au/{width}x{height}/q{quality}/{format}/{src}"
     */
    cdnTemplate: z
      .string({ error: 'a URL template containing {src} or {srcEncoded}, or null' })
      .regex(/\{src(?:Encoded)?\}/, { error: 'a URL template containing {src} or {srcEncoded}, or null' })
      .nullable()
      .default(null),
    /**
     * Image quality asked of the CDN, 1 to 100 (spec: 75 to 80).
     * @example 80
     */
    quality: wholeNumberBetween(1, 100, 'a quality').default(IMAGE_DEFAULTS.quality),
    /**
     * Image format asked of the CDN.
     * @example "avif"
     */
    format: z.enum(IMAGE_FORMATS).default(IMAGE_DEFAULTS.format),
    /**
     * Width of a gallery image in pixels.
     * @example 800
     */
    width: wholeNumberBetween(50, 4000, 'a width in pixels').default(IMAGE_DEFAULTS.width),
    /**
     * Height of a gallery image in pixels.
     * @example 533
     */
    height: wholeNumberBetween(50, 4000, 'a height in pixels').default(IMAGE_DEFAULTS.height),
  })
  .prefault({});

const featureBannerSchema = z
  .strictObject({
    /**
     * Show the feature banner on car pages.
     * @example false
     */
    enabled: flag(true),
    /**
     * Its links, in order; a link to a path the site redirects goes where the redirect leads (/offers
     * to the special-offers search on a site without offers), and one leading nowhere is left out.
     * @example [{ "label": "Latest Offers", "href": "/offers" }]
     */
    links: z.array(navLinkSchema).default([
      { label: 'Latest Offers', href: '/offers' },
      { label: 'Book a Service', href: '/service' },
      { label: 'Sell Your Car', href: '/trade-in' },
    ]),
  })
  .prefault({});

export const vehiclePageSchema = z
  .strictObject({
    /**
     * Sections of the car page, in order; leave one out to hide it.
     * @example ["key-information", "dealer-comments", "features", "all-specifications"]
     */
    sections: z.array(z.enum(VEHICLE_SECTIONS)).default([...VEHICLE_SECTIONS]),
    /**
     * Headings that differ from the standard ones, by section.
     * @example { "dealer-comments": "Our Comments" }
     */
    sectionHeadings: z.partialRecord(z.enum(VEHICLE_SECTIONS), text()).default({}),
    /**
     * Lines of the "What's Included" section.
     * @example ["Roadworthy certificate", "Full tank of fuel"]
     */
    whatsIncluded: shortList([
      'Multi-point safety and mechanical inspection',
      'Professional detail before delivery',
      "Remaining manufacturer's warranty, where applicable",
    ]),
    /**
     * Lines of the "Why Buy From Us?" section.
     * @example ["Family owned since 1987", "Over 4,000 five-star reviews"]
     */
    whyBuy: shortList(['Trusted local dealer', 'Competitive finance options', 'Trade-ins welcome']),
    /**
     * Lines of the "Protect Your Car" section.
     * @example ["Extended warranty", "Paint protection"]
     */
    protectYourCar: shortList(['Extended warranty', 'Paint and interior protection', 'Roadside assistance']),
    /**
     * The Certified Pre-Owned section, on certified used cars of the program's makes: a
     * manufacturer's program, such as 'Toyota Certified Pre-Owned' in spec/site.md §2.3 (name it in
     * sectionHeadings).
     */
    certifiedPreOwned: certifiedPreOwnedSchema,
    /**
     * Deposit to reserve a car online, in whole dollars; 0 leaves the amount off the button.
     * @example 500
     */
    reserveDeposit: wholeNumberBetween(0, 100_000, 'a whole number of dollars').default(200),
    /**
     * The lowest price, in whole dollars, of a car that can be reserved or bought online; cheaper
     * cars show no Reserve button. On a site selling into NSW the deposit must be at most 10% of
     * it (NSW's online dealer deposit cap; tenants:check refuses more).
     * @example 5000
     */
    reserveMinPrice: wholeNumberBetween(0, 10_000_000, 'a whole number of dollars').default(0),
    /**
     * Hours a reserved car is held.
     * @example 72
     */
    reserveHoldHours: wholeNumberBetween(1, 720, 'a number of hours').default(48),
    /**
     * Cars one shopper may hold at once by reserving them (or paying the online purchase's
     * deposit): the shopper is known by the signed-in phone, else the phone on the form, and by
     * the deposit's card. Another reservation is refused until one of theirs ends.
     * @example 2
     */
    reservationsPerShopper: wholeNumberBetween(1, 20, 'a number of cars').default(1),
    /**
     * Where the Reserve button goes: /cars/{slug}/checkout, or /cars/{slug}/buy-online on sites
     * that call reserving "buy online" (the same page and sign-in gate either way).
     * @example "buy-online"
     */
    reservePath: z.enum(RESERVE_PATHS).default('checkout'),
    /**
     * View the media opens in when the car has 360° spin images.
     * @example "gallery"
     */
    defaultMediaMode: z.enum(['spinner', 'gallery']).default('spinner'),
    /**
     * Call-to-action buttons, in order; each shows only where it applies (trade-in, reserve and
     * history report have conditions). A car that is not available shows "Find Me Something Similar".
     * @example ["enquire", "test-drive", "finance", "call", "whatsapp"]
     */
    ctaButtons: z.array(z.enum(CTA_KINDS)).default([...DEFAULT_CTA_BUTTONS]),
    /**
     * Get Finance opens a finance enquiry form on the car page (analytics event 9) instead of
     * going to the finance page.
     * @example true
     */
    financeEnquiryModal: flag(false),
    /**
     * Number behind the WhatsApp button (needed when ctaButtons lists "whatsapp").
     * @example "+61412345678"
     */
    whatsappNumber: z
      .string({ error: 'an Australian number in international form like +61412345678, or null' })
      .regex(/^\+61[2-478]\d{8}$/, { error: 'an Australian number in international form like +61412345678, or null' })
      .nullable()
      .default(null),
    /** Share buttons. */
    share: z
      .strictObject({
        /**
         * Offer Twitter among the share buttons.
         * @example false
         */
        twitter: flag(true),
      })
      .prefault({}),
    /**
     * "Download PDF" button next to Print.
     * @example true
     */
    pdf: flag(false),
    /** Gallery image size and the image CDN. */
    images: imagesSchema,
    /**
     * Where the "Search" breadcrumb goes; null is the default search page, where spec/site.md §2.2's
     * /search/ (or /used-car/ for a used-only dealer) redirects.
     * @example "/search/used-cars"
     */
    searchCrumbPath: z
      .string({ error: 'a site path like /search/used-cars, or null' })
      .regex(/^\/[a-z0-9\-/]*$/, { error: 'a site path like /search/used-cars, or null' })
      .nullable()
      .default(null),
    /** Banner of links (latest offers, book service, sell your car). */
    featureBanner: featureBannerSchema,
  })
  .prefault({})
  .superRefine((page, ctx) => {
    // The button would have nowhere to go; say so in the file rather than drop it silently.
    if (page.ctaButtons.includes('whatsapp') && page.whatsappNumber === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['whatsappNumber'],
        message: 'a number like +61412345678 while ctaButtons lists "whatsapp"',
        input: null,
      });
    }
  });

export type VehiclePageOptions = z.output<typeof vehiclePageSchema>;
