// The delivery estimate on the car page (spec/shopping.md §4, §5, §8): price bands by distance and
// how a postcode is geocoded.
import { z } from 'zod';
import { flag, numberBetween, text, webUrl, wholeNumberBetween } from '../options/fields.ts';

/**
 * Bands used when a tenant turns delivery on without its own: free nearby, then dearer by distance,
 * and no online quote past 1,500 km (interstate transport is quoted by a person). Dealers are
 * expected to set their own prices; these only keep a half-configured site from quoting nonsense.
 */
const DEFAULT_DELIVERY_REGIONS = [
  { name: 'Local', maxKm: 50, price: 0 },
  { name: 'Metro and surrounds', maxKm: 150, price: 250 },
  { name: 'Regional', maxKm: 500, price: 750 },
  { name: 'Interstate', maxKm: 1500, price: 1500 },
];

/** Google's geocoding endpoint; the spec's `postal_code:{postcode}|country:AU` is its syntax. */
const DEFAULT_HOSTED_GEOCODER_URL = 'https://maps.googleapis.com/maps/api/geocode/json';

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

export const deliverySchema = z
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
    regions: z
      .array(deliveryRegionSchema)
      .min(1, { error: 'at least one delivery region' })
      .default(DEFAULT_DELIVERY_REGIONS),
    /** How a postcode becomes a point on the map: for delivery estimates and a group site's dealer locator. */
    geocoder: geocoderSchema,
  })
  .prefault({})
  .superRefine((delivery, ctx) => {
    // Bands are read nearest first; one out of order would never be chosen.
    delivery.regions.forEach((region, index) => {
      const previous = delivery.regions[index - 1];
      if (previous && region.maxKm <= previous.maxKm) {
        ctx.addIssue({
          code: 'custom',
          path: ['regions', index, 'maxKm'],
          message: `more than the previous region's ${previous.maxKm} km`,
          input: region.maxKm,
        });
      }
    });
  });
