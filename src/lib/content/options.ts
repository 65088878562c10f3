// What content pages may say for a dealer (spec/site.md §9 Reservation and policy copy) and the
// blog's categories (site.md §9 Configuration defaults). The policy copy itself is Markdown in
// tenants/content/defaults/pages/; these options are the figures and facts it quotes as
// {{variables}} and the `:::when{has=…}` blocks it keeps or drops (policy.ts), so a dealer sets a
// number here rather than rewriting a paragraph.
import { z } from 'zod';
import { numberBetween, slug, text, wholeNumberBetween } from '../options/fields.ts';

const years = (what = 'a number of years') => wholeNumberBetween(1, 20, what);
const days = () => wholeNumberBetween(1, 365, 'a number of days');
const dollars = () => numberBetween(0, 100_000, 'an amount in dollars');

const returnsSchema = z
  .strictObject({
    /**
     * The dealer offers money back or an exchange on used cars (terms, buying and warranty pages say so).
     * @example true
     */
    offered: z.boolean().default(false),
    /**
     * Days after delivery within which the car may come back.
     * @example 14
     */
    days: days().default(14),
    /**
     * Most kilometres the car may have been driven since delivery.
     * @example 500
     */
    maxKm: wholeNumberBetween(1, 10_000, 'a number of kilometres').default(500),
    /**
     * Fuel the car must come back with, as the copy says it.
     * @example "a quarter tank"
     */
    minFuel: text().default('a quarter tank'),
  })
  .prefault({});

const newCarWarrantySchema = z.strictObject({
  /**
   * Years of the manufacturer's new-car warranty.
   * @example 7
   */
  years: years(),
  /**
   * Kilometre limit of that warranty; null for unlimited.
   * @example 150000
   */
  km: wholeNumberBetween(1, 1_000_000, 'a number of kilometres, or null for unlimited').nullable().default(null),
  /**
   * Years of roadside assist that come with it.
   * @example 5
   */
  roadsideYears: years().nullable().default(null),
  /**
   * The roadside years are a maximum ("up to 7 years", e.g. renewed with each service at the dealer).
   * @example true
   */
  roadsideUpTo: z.boolean().default(false),
});

const warrantySchema = z
  .strictObject({
    /**
     * Years of the dealer's standard warranty on used cars.
     * @example 3
     */
    standardYears: years().default(3),
    /**
     * Years of mechanical protection a dealer adds to used cars; null for none.
     * @example 5
     */
    mechanicalProtectionYears: years().nullable().default(null),
    /**
     * The manufacturer's warranty on new and demo cars, by make as stock spells it. Usually set in
     * the manufacturer's file, so a multi-franchise site lists each of its makes.
     * @example { "Kia": { "years": 7, "km": null, "roadsideYears": 5 } }
     */
    newCars: z.record(text(), newCarWarrantySchema).default({}),
  })
  .prefault({});

const privacySchema = z
  .strictObject({
    /**
     * Days within which a privacy complaint is acknowledged.
     * @example 7
     */
    complaintAcknowledgeDays: days().default(7),
    /**
     * Shortest time a complaint usually takes to resolve, in days.
     * @example 14
     */
    complaintResolveMinDays: days().default(14),
    /**
     * Longest time a complaint usually takes to resolve, in days.
     * @example 30
     */
    complaintResolveMaxDays: days().default(30),
    /**
     * Days within which a request for one's personal information is acknowledged.
     * @example 7
     */
    accessAcknowledgeDays: days().default(7),
    /**
     * Days within which that information is given.
     * @example 30
     */
    accessDays: days().default(30),
  })
  .prefault({});

const feesSchema = z
  .strictObject({
    /**
     * List these fees in the terms (finance arranged through the dealer).
     * @example true
     */
    listed: z.boolean().default(false),
    /**
     * Loan establishment fee.
     * @example 395
     */
    establishment: dollars().default(395),
    /**
     * Security registration (PPSR) fee.
     * @example 6
     */
    securityRegistration: dollars().default(6),
    /**
     * Monthly account administration fee.
     * @example 8
     */
    monthlyAccountAdmin: dollars().default(8),
    /**
     * Dealer agency fee.
     * @example 912.25
     */
    agency: dollars().default(912.25),
  })
  .prefault({});

const policiesSchema = z
  .strictObject({
    /** Money back or exchange on used cars (spec/site.md §9: 14 days, 500 km, a quarter tank). */
    returns: returnsSchema,
    /** Warranty promises (spec/site.md §9). */
    warranty: warrantySchema,
    /** Privacy policy timings (spec/site.md §9: 7 days; 14 to 30 days; 7 and 30 days). */
    privacy: privacySchema,
    /**
     * Ways to pay a deposit or purchase online, as the copy names them.
     * @example ["Visa", "Mastercard"]
     */
    acceptedCards: z
      .array(text())
      .min(1, { error: 'at least one way to pay' })
      .default(['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay']),
    /** Finance and agency fees (spec/site.md §9). */
    fees: feesSchema,
  })
  .prefault({});

const categorySchema = z.strictObject({
  /**
   * URL segment: /blog/{slug}; a post's `category` names it.
   * @example "buyer-advice"
   */
  slug: slug('a slug like buyer-advice'),
  /**
   * Name shown on the blog.
   * @example "Buyer Advice"
   */
  label: text(),
});

/** spec/site.md §9: "Vehicle Reviews, Buyer Advice, Motoring Tips, Servicing Insights". */
const DEFAULT_BLOG_CATEGORIES = [
  { slug: 'vehicle-reviews', label: 'Vehicle Reviews' },
  { slug: 'buyer-advice', label: 'Buyer Advice' },
  { slug: 'motoring-tips', label: 'Motoring Tips' },
  { slug: 'servicing-insights', label: 'Servicing Insights' },
];

const blogSchema = z
  .strictObject({
    /**
     * The blog's categories, in menu order; each has a page at /blog/{slug}. A manufacturer file
     * adds its own (e.g. "4x4xMORE Adventures"); lists replace, so it repeats the others.
     * @example [{ "slug": "vehicle-reviews", "label": "Vehicle Reviews" }, { "slug": "4x4xmore-adventures", "label": "4x4xMORE Adventures" }]
     */
    categories: z.array(categorySchema).min(1, { error: 'at least one category' }).default(DEFAULT_BLOG_CATEGORIES),
  })
  .prefault({});

export const contentSchema = z
  .strictObject({
    /** Figures and facts the policy pages quote (terms, privacy, warranty, buying). */
    policies: policiesSchema,
    /** The blog at /blog. */
    blog: blogSchema,
  })
  .prefault({})
  .superRefine((content, ctx) => {
    const { privacy } = content.policies;
    if (privacy.complaintResolveMaxDays < privacy.complaintResolveMinDays) {
      ctx.addIssue({
        code: 'custom',
        path: ['policies', 'privacy', 'complaintResolveMaxDays'],
        message: `a number of days from complaintResolveMinDays (${privacy.complaintResolveMinDays})`,
        input: privacy.complaintResolveMaxDays,
      });
    }
    const slugs = content.blog.categories.map((category) => category.slug);
    slugs.forEach((value, index) => {
      if (slugs.indexOf(value) !== index)
        ctx.addIssue({
          code: 'custom',
          path: ['blog', 'categories', index, 'slug'],
          message: 'a slug no other category uses',
          input: value,
        });
    });
  });
