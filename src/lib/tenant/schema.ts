// The tenant schema: the single source of truth for tenant JSON. It yields the Tenant type, the
// JSON Schema editors get (scripts/tenant-schema.ts) and the friendly errors (parse.ts). Each concept
// owns its options beside its rules (lib/<concept>/options.ts: constants, zod schema, type); this
// file only composes them and checks what spans several. Every option has a default, so a site file
// with a name, id and url resolves to a complete Tenant.
import { z } from 'zod';
import { analyticsSchema } from '../analytics/options.ts';
import { pricingSchema } from '../pricing/options.ts';
import { checkNswDeposit } from '../pricing/deposit.ts';
import { budgetFinderSchema } from '../budget/options.ts';
import { brandDirectorySchema } from '../brands/options.ts';
import { contentSchema } from '../content/options.ts';
import { phonesSchema } from '../contact/options.ts';
import { deliverySchema } from '../delivery/options.ts';
import { financeSchema } from '../finance/options.ts';
import { fuelSchema } from '../fuel/options.ts';
import { leadsSchema } from '../leads/options.ts';
import { checkPaymentsOptions, paymentsSchema } from '../payments/options.ts';
import { smsSchema } from '../sms/options.ts';
import { alertsSchema } from '../alerts/options.ts';
import { hoursSchema } from '../hours/options.ts';
import { locationSchema, locationsBlockSchema, mapsSchema } from '../locations/options.ts';
import { searchSchema } from '../search/options.ts';
import { linksSchema, navItemSchema, navLinkSchema, textsSchema } from '../site/options.ts';
import { themeSchema } from '../theme/options.ts';
import { contrastRatio, TEXT_CONTRAST } from '../theme/contrast.ts';
import { vehiclePageSchema } from '../vehicle/options.ts';
import { checkStoreCodeLocations, feedsSchema } from '../feeds/options.ts';
import { offersSchema } from '../offers/options.ts';
import { reviewsSchema } from '../reviews/options.ts';
import { stockFeedSchema } from '../stock/feed-options.ts';
import { valueLabelsSchema } from '../stock/options.ts';
import { securitySchema } from '../security/options.ts';
import { dealerShape } from './dealer.ts';
import { featuresSchema } from './features.ts';

export const tenantSchema = z
  .strictObject({
    ...dealerShape,
    /**
     * Sales, service and parts locations.
     * @example [{ "id": 301, "slug": "example-motors", "name": "Example Motors", "dealershipId": 101, "address": { "street": "120 Wynnum Road", "city": "Cannon Hill", "state": "QLD", "postcode": "4170", "lat": -27.4705, "long": 153.0912 }, "contact": { "phone": "+61733951200" } }]
     */
    locations: z.array(locationSchema).default([]),
    /** How opening hours read, and whether public holidays close the locations. */
    hours: hoursSchema,
    /** The locations block on the home page. */
    locationsBlock: locationsBlockSchema,
    /** Map embeds on location and vehicle pages. */
    maps: mapsSchema,
    /**
     * Main menu, in order.
     * @example [{ "label": "Finance", "href": "/finance" }]
     */
    navigation: z.array(navItemSchema).default([]),
    /**
     * Links on the footer's last line, such as the site's policy pages (content pages under
     * tenants/content/; _defaults.json lists them) and a group's corporate site. A link to a
     * content page the site does not have is refused. Every other content page the sitemap lists
     * follows these, unless the menu links it, so each is linked from every page.
     * @example [{ "label": "Privacy policy", "href": "/privacy-policy" }, { "label": "Careers", "href": "https://group.example-motors.example/careers" }]
     */
    footerLinks: z.array(navLinkSchema).default([]),
    /** Where finance and service links go. */
    links: linksSchema,
    /** Numbers behind the call buttons, in the order spec/shopping.md §7 picks them. */
    phones: phonesSchema,
    /** Wording that differs between dealers. */
    texts: textsSchema,
    /** Colours and logo. */
    theme: themeSchema,
    /** Finance partner and calculator defaults. */
    finance: financeSchema,
    /** Which stock is listed and how search behaves. */
    search: searchSchema,
    /**
     * Labels for values of the search filters, per attribute, on filter lists, filter chips, result
     * cards and car pages. Keys are values as the stock has them, matched whatever their case; entries
     * are added to or replace the built-in ones ("in_stock" → "In stock", "true" → "Certified",
     * "diesel" → "Diesel", "fwd" → "FWD", "cars" → "Cars", "truck" → "Truck"; docs/shopper-details.md
     * lists them). "used" reads as texts.usedLabel unless set here.
     * @example { "status": { "coming_soon": "Arriving soon" }, "certified": { "true": "Certified Pre-Owned" } }
     */
    valueLabels: valueLabelsSchema,
    /** Optional features; all off except favourites. */
    features: featuresSchema,
    /** Where leads go and how the lead forms behave. */
    leads: leadsSchema,
    /** Who takes reservation deposits, on which account. */
    payments: paymentsSchema,
    /** Who texts sign-in codes, and as whom. */
    sms: smsSchema,
    /** Saved searches and price-drop alerts to shoppers (email, or SMS when signed in). */
    alerts: alertsSchema,
    /** The car page: sections, buttons, media, sharing and images. */
    vehiclePage: vehiclePageSchema,
    /** Delivery estimate by postcode on car pages. */
    delivery: deliverySchema,
    /** Weekly fuel cost on car pages. */
    fuel: fuelSchema,
    /** Budget finder panel. */
    budgetFinder: budgetFinderSchema,
    /** Vehicle feeds for Google vehicle ads and Meta's automotive catalog. */
    feeds: feedsSchema,
    /** How the dealer's stock feed is read (its DMS's CSV, XML or JSON), and when a feed is held. */
    stockFeed: stockFeedSchema,
    /** Policy figures the content pages quote, and the blog's categories. */
    content: contentSchema,
    /** A group site's brands and stats banners (template "group"). */
    brandDirectory: brandDirectorySchema,
    /** How the site shows its offers (the offers are content files). */
    offers: offersSchema,
    /** Which customer reviews the site shows (the reviews are content files). */
    reviews: reviewsSchema,
    /** What shown prices include (which state's on-road costs) and the states the site sells into. */
    pricing: pricingSchema,
    /** ASC analytics events and the dealer's tag (GTM or GA4), loaded only with the shopper's consent. */
    analytics: analyticsSchema,
    /** What the security headers allow beyond what the site's own options and pages need. */
    security: securitySchema,
  })
  .superRefine((tenant, ctx) => {
    checkDealershipReferences(tenant, ctx);
    checkUniqueLocationSlugs(tenant, ctx);
    checkCardButtonPages(tenant, ctx);
    checkStoreCodeLocations(tenant, ctx);
    checkTextContrast(tenant, ctx);
    checkBrandDirectory(tenant, ctx);
    checkNswDeposit(tenant, ctx);
    checkPaymentsOptions(tenant.payments, ctx);
  });

type TenantShape = z.output<typeof tenantSchema>;
type Context = z.core.$RefinementCtx<TenantShape>;

/** Ids pointing into `dealerships` must exist there, unless the site lists no dealerships. */
function checkDealershipReferences(tenant: TenantShape, ctx: Context) {
  const known = tenant.dealerships.map((dealership) => dealership.id);
  if (known.length === 0) return;
  const message = `the id of one of the dealerships (${known.join(', ')})`;
  const check = (value: number | null, path: (string | number)[]) => {
    if (value !== null && !known.includes(value)) ctx.addIssue({ code: 'custom', path, message, input: value });
  };
  check(tenant.dealershipId, ['dealershipId']);
  for (const [index, location] of tenant.locations.entries()) {
    check(location.dealershipId, ['locations', index, 'dealershipId']);
  }
  for (const [index, value] of tenant.search.dealershipIds.entries()) check(value, ['search', 'dealershipIds', index]);
}

/** Location slugs become URLs (/locations/{slug}), so two locations cannot share one. */
function checkUniqueLocationSlugs(tenant: TenantShape, ctx: Context) {
  const slugs = tenant.locations.map((location) => location.slug);
  slugs.forEach((value, index) => {
    if (slugs.indexOf(value) !== index) {
      ctx.addIssue({
        code: 'custom',
        path: ['locations', index, 'slug'],
        message: 'a slug no other location uses',
        input: value,
      });
    }
  });
}

/** A result card's Reserve Now and Buy Online go to pages the site builds only with the feature on. */
function checkCardButtonPages(tenant: TenantShape, ctx: Context) {
  const needs = {
    'reserve-now': ['reservation', tenant.features.reservation],
    'buy-online': ['onlinePurchase', tenant.features.onlinePurchase],
  } as const;
  tenant.search.cardButtons.forEach(({ kind }, index) => {
    const need = kind === 'reserve-now' || kind === 'buy-online' ? needs[kind] : null;
    if (need && !need[1]) {
      ctx.addIssue({
        code: 'custom',
        path: ['search', 'cardButtons', index],
        message: `a button whose page the site builds ("${kind}" needs features.${need[0]})`,
        input: kind,
      });
    }
  });
}

/** Brands are a group site's (template "group"), and each slug is a page's URL, so it is used once. */
function checkBrandDirectory(tenant: TenantShape, ctx: Context) {
  const { brands } = tenant.brandDirectory;
  if (brands.length > 0 && tenant.template !== 'group') {
    ctx.addIssue({
      code: 'custom',
      path: ['brandDirectory', 'brands'],
      message: 'no brands unless template is "group"',
      input: brands.map((b) => b.slug),
    });
  }
  brands.forEach((brand, index) => {
    if (brands.findIndex((b) => b.slug === brand.slug) !== index) {
      ctx.addIssue({
        code: 'custom',
        path: ['brandDirectory', 'brands', index, 'slug'],
        message: 'a slug no other brand uses',
        input: brand.slug,
      });
    }
  });
}

/** A fully resolved tenant: every option present, defaults applied. */
export type Tenant = z.output<typeof tenantSchema>;
/** What tenant JSON may contain once its layers are merged (defaults are optional). */
export type TenantInput = z.input<typeof tenantSchema>;

/** The text colours and what they are read on: each pair must meet WCAG's 4.5:1 for normal text. */
const TEXT_ON = [
  ['primaryText', 'primary'],
  ['text', 'background'],
  ['text', 'surface'],
] as const;

/** One error per text colour (the first background it fails on), so an editor fixes one value once. */
function checkTextContrast({ theme: { colours } }: TenantShape, ctx: Context) {
  const reported = new Set<string>();
  for (const [text, on] of TEXT_ON) {
    const ratio = contrastRatio(colours[text], colours[on]);
    if (ratio < TEXT_CONTRAST && !reported.has(text)) {
      reported.add(text);
      const message = `a colour with contrast of at least ${TEXT_CONTRAST}:1 on ${on} (${colours[on]}), not ${ratio.toFixed(2)}:1`;
      ctx.addIssue({ code: 'custom', path: ['theme', 'colours', text], input: colours[text], message });
    }
  }
}
