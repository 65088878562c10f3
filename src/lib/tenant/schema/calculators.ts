// The shopper calculators: delivery estimate and fuel cost on the car page (spec/shopping.md §4,
// §5, §8, §9) and the budget finder (spec/site.md §4, §5, §9). Spread into the tenant schema, so
// each field keeps its JSDoc in the Tenant type and in tenant.schema.json. The spec's figures live
// in src/lib/{fuel,budget} and are only referenced here, so code and config cannot drift apart.
import { z } from 'zod';
import { BUDGET_DEFAULTS } from '../../budget/estimate.ts';
import { FUEL_DEFAULTS } from '../../fuel/cost.ts';
import { flag, numberBetween, text, webUrl, wholeNumberBetween } from './expect.ts';

/**
 * Bands used when a tenant turns delivery on without its own: free nearby, then dearer by distance,
 * and no online quote past 1,500 km (interstate transport is quoted by a person). Dealers are
 * expected to set their own prices; these only keep a half-configured site from quoting nonsense.
 */
export const DEFAULT_DELIVERY_REGIONS = [
  { name: 'Local', maxKm: 50, price: 0 },
  { name: 'Metro and surrounds', maxKm: 150, price: 250 },
  { name: 'Regional', maxKm: 500, price: 750 },
  { name: 'Interstate', maxKm: 1500, price: 1500 },
];

/** Google's geocoding endpoint; the spec's `postal_code:{postcode}|country:AU` is its syntax. */
export const DEFAULT_HOSTED_GEOCODER_URL = 'https://maps.googleapis.com/maps/api/geocode/json';

const deliveryRegionSchema = z.strictObject({
  /**
   * Name shown with the price.
   * @example "Brisbane metro"
   */
  name: text(),
  /**
   * Farthest straight-line distance (km) from the nearest sales location this band covers.
   * @example 60
   */
  maxKm: numberBetween(1, 5000, 'a distance in km'),
  /**
   * Delivery price in whole dollars; 0 shows as "Free".
   * @example 290
   */
  price: wholeNumberBetween(0, 100_000, 'a price in whole dollars'),
});

const geocoderSchema = z
  .strictObject({
    /**
     * "offline" looks postcodes up in a table shipped with the site (no key, no network beyond the
     * site); "hosted" asks a geocoding service.
     * @example "hosted"
     */
    kind: z.enum(['offline', 'hosted']).default('offline'),
    /**
     * Endpoint of the hosted service (used when kind is "hosted").
     * @example "https://maps.googleapis.com/maps/api/geocode/json"
     */
    url: webUrl().default(DEFAULT_HOSTED_GEOCODER_URL),
    /**
     * Environment variable holding the hosted service's key at build time. The key reaches the
     * browser, so use one restricted to the site's domain. Leave out for a proxy that adds its own.
     * @example "FORECOURT_GEOCODER_KEY"
     */
    keyEnv: z
      .string({ error: 'an environment variable name like FORECOURT_GEOCODER_KEY' })
      .regex(/^[A-Z_][A-Z0-9_]*$/, { error: 'an environment variable name like FORECOURT_GEOCODER_KEY' })
      .optional(),
  })
  .prefault({});

const deliverySchema = z
  .strictObject({
    /**
     * Delivery calculator (postcode → price) on car pages.
     * @example true
     */
    enabled: flag(false),
    /**
     * Price bands by distance, nearest first; past the last band the shopper is asked to enquire.
     * @example [{ "name": "Brisbane metro", "maxKm": 60, "price": 0 }, { "name": "South East Queensland", "maxKm": 200, "price": 290 }]
     */
    regions: z.array(deliveryRegionSchema).min(1, { error: 'at least one delivery region' }).default(DEFAULT_DELIVERY_REGIONS),
    /** How a postcode becomes a point on the map. */
    geocoder: geocoderSchema,
  })
  .prefault({})
  .superRefine((delivery, ctx) => {
    // Bands are read nearest first; one out of order would never be chosen.
    delivery.regions.forEach((region, index) => {
      const previous = delivery.regions[index - 1];
      if (previous && region.maxKm <= previous.maxKm) {
        ctx.addIssue({ code: 'custom', path: ['regions', index, 'maxKm'], message: `more than the previous region's ${previous.maxKm} km`, input: region.maxKm });
      }
    });
  });

const fuelSchema = z
  .strictObject({
    /**
     * Fuel cost calculator on car pages (never shown for electric cars).
     * @example false
     */
    enabled: flag(true),
    /**
     * Fuel price the calculator starts at, in dollars per litre.
     * @example 1.95
     */
    pricePerLitre: numberBetween(0.1, 10, 'a price per litre in dollars').default(FUEL_DEFAULTS.pricePerLitre),
    /**
     * Kilometres a week the calculator starts at.
     * @example 300
     */
    distanceKm: wholeNumberBetween(1, 10_000, 'a whole number of km').default(FUEL_DEFAULTS.distanceKm),
    /**
     * Consumption (L/100km) used when a car's own combined figure is unknown.
     * @example 12
     */
    litresPer100km: numberBetween(0.5, 100, 'litres per 100 km').default(FUEL_DEFAULTS.litresPer100km),
  })
  .prefault({});

const budgetFinderSchema = z
  .strictObject({
    /**
     * "Find a car by budget" panel.
     * @example true
     */
    enabled: flag(false),
    /**
     * Repayment frequency the panel starts at (600 monthly or 200 weekly).
     * @example "weekly"
     */
    defaultFrequency: z.enum(['monthly', 'weekly']).default(BUDGET_DEFAULTS.frequency),
    /**
     * Quick-pick amounts: "standard" ($5,000 to $70,000) or "high" ($300,000 to $800,000, for trucks
     * or caravans; raise priceMax to match).
     * @example "high"
     */
    quickPicks: z.enum(['standard', 'high']).default('standard'),
    /**
     * Bottom of the price slider, in dollars.
     * @example 10000
     */
    priceMin: wholeNumberBetween(0, 10_000_000, 'a whole number of dollars').default(BUDGET_DEFAULTS.priceMin),
    /**
     * Highest top of the price slider, in dollars; the slider ends lower when no car costs that much.
     * @example 900000
     */
    priceMax: wholeNumberBetween(0, 10_000_000, 'a whole number of dollars').default(BUDGET_DEFAULTS.priceMax),
  })
  .prefault({})
  .superRefine((budget, ctx) => {
    // The handles must stay a step apart, so the slider needs room for two of them.
    const least = budget.priceMin + BUDGET_DEFAULTS.priceStep;
    if (budget.priceMax < least) ctx.addIssue({ code: 'custom', path: ['priceMax'], message: `at least priceMin + ${BUDGET_DEFAULTS.priceStep} (${least})`, input: budget.priceMax });
  });

export const calculatorsShape = {
  /** Delivery estimate by postcode on car pages. */
  delivery: deliverySchema,
  /** Weekly fuel cost on car pages. */
  fuel: fuelSchema,
  /** Budget finder panel. */
  budgetFinder: budgetFinderSchema,
};

export type DeliveryOptions = z.output<typeof deliverySchema>;
export type DeliveryRegionOption = z.output<typeof deliveryRegionSchema>;
export type GeocoderOptions = z.output<typeof geocoderSchema>;
export type FuelOptions = z.output<typeof fuelSchema>;
export type BudgetFinderOptions = z.output<typeof budgetFinderSchema>;
