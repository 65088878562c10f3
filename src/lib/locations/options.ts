// Locations of a dealer (spec/site.md §3 Location).
import { z } from 'zod';
import { AUSTRALIAN_STATES, assetUrl, id, numberBetween, phoneNumber, slug, text, webUrl, wholeNumberBetween } from '../options/fields.ts';
import { openingHourSchema, specialHoursSchema } from '../hours/options.ts';

const addressSchema = z.strictObject({
  /**
   * Street line.
   * @example "120 Wynnum Road"
   */
  street: text(),
  /**
   * Suburb or city.
   * @example "Cannon Hill"
   */
  city: text(),
  /**
   * State or territory abbreviation.
   * @example "QLD"
   */
  state: z.enum(AUSTRALIAN_STATES),
  /**
   * Four-digit postcode.
   * @example "4170"
   */
  postcode: z.string({ error: 'a 4-digit postcode like 4170' }).regex(/^\d{4}$/, { error: 'a 4-digit postcode like 4170' }),
  /**
   * Latitude in degrees (negative in Australia).
   * @example -27.4705
   */
  lat: numberBetween(-90, 90, 'a latitude'),
  /**
   * Longitude in degrees.
   * @example 153.0912
   */
  long: numberBetween(-180, 180, 'a longitude'),
  /**
   * Google place id, for the reviews badge and directions.
   * @example "ChIJd8BlQ2BZkWsRbVCbDGRRdbA"
   */
  placeId: text().optional(),
  /**
   * Link to the location on a map.
   * @example "https://maps.google.com/?cid=1234567890"
   */
  placeUrl: webUrl().optional(),
  /**
   * Key of a prerendered map image for this location.
   * @example "example-motors-sales"
   */
  mapKey: text().optional(),
});

const contactSchema = z.strictObject({
  /**
   * Main phone number for the location.
   * @example "+61733951200"
   */
  phone: phoneNumber(),
  /**
   * Landline, when the main number is a mobile or a 13 number.
   * @example "+61733951201"
   */
  landlinePhone: phoneNumber().optional(),
  /**
   * Enquiry email address.
   * @example "sales@examplemotors.example.com.au"
   */
  email: z.email({ error: 'an email address like sales@example.com.au' }).optional(),
});

export const locationSchema = z.strictObject({
  /**
   * Location id on the dealer platform; stock records point at it.
   * @example 301
   */
  id: id(),
  /**
   * URL segment for /locations/{slug} and /contact-us/{slug}.
   * @example "example-motors-service"
   */
  slug: slug('a slug like example-motors-service'),
  /**
   * Name shown on cards and in menus.
   * @example "Example Motors Service"
   */
  name: text(),
  /**
   * Department; an empty string counts as sales.
   * @example "service"
   */
  type: z.enum(['sales', 'service', 'parts', '']).default('sales'),
  /**
   * Extra roles, used by location filters (for example "buying" for a car-buying centre).
   * @example ["buying"]
   */
  subtypes: z.array(text()).default([]),
  /**
   * Makes sold or serviced here, as stock spells them.
   * @example ["Nissan"]
   */
  manufacturers: z.array(text()).default([]),
  /**
   * The main location: shown first, and cars elsewhere get a "Located at" notice.
   * @example true
   */
  primary: z.boolean().default(false),
  /**
   * Hidden locations still receive stock and leads but are not listed.
   * @example true
   */
  visible: z.boolean().default(true),
  /**
   * Id of the dealership (see `dealerships`) this location belongs to.
   * @example 101
   */
  dealershipId: id(),
  /**
   * Slug of that dealership, sent with leads from this location.
   * @example "example-motors"
   */
  dealershipSlug: slug().optional(),
  /**
   * Motor dealer licence number printed in the footer.
   * @example "MD 3456789"
   */
  dealerLicenceNumber: text().optional(),
  /**
   * Motor vehicle repairer licence number (NSW).
   * @example "MVRL 45678"
   */
  motorVehicleRepairer: text().optional(),
  /**
   * Photo for location cards (600x400).
   * @example { "url": "/images/locations/example-motors.jpg" }
   */
  image: z
    .strictObject({
      /**
       * Full-size photo.
       * @example "/images/locations/example-motors.jpg"
       */
      url: assetUrl(),
      /**
       * Small version for lists; the full-size photo is used when absent.
       * @example "/images/locations/example-motors-thumb.jpg"
       */
      thumbUrl: assetUrl().optional(),
    })
    .optional(),
  /** Postal address and map position. */
  address: addressSchema,
  /** How to reach the location. */
  contact: contactSchema,
  /**
   * Regular weekly hours, one entry per weekday.
   * @example [{ "weekday": 1, "status": "Open", "open": "08:00", "close": "17:30" }]
   */
  openingHours: z.array(openingHourSchema).default([]),
  /**
   * Holiday and other one-off hours.
   * @example [{ "date": "2025-12-25", "status": "Closed" }]
   */
  specialHours: z.array(specialHoursSchema).default([]),
  /**
   * Google review summary shown on the location card.
   * @example { "averageRating": 4.6, "reviewCount": 223 }
   */
  ratings: z
    .strictObject({
      /**
       * Average star rating.
       * @example 4.6
       */
      averageRating: numberBetween(0, 5, 'a rating'),
      /**
       * Number of reviews behind the average.
       * @example 223
       */
      reviewCount: wholeNumberBetween(0, 1_000_000),
    })
    .optional(),
});
