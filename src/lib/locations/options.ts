// Locations of a dealer (spec/site.md §3 Location).
import { z } from 'zod';
import {
  AUSTRALIAN_STATES,
  assetUrl,
  flag,
  id,
  numberBetween,
  phoneNumber,
  slug,
  text,
  timeZoneName,
  webUrl,
  wholeNumberBetween,
} from '../options/fields.ts';
import { buildDaySpecialHoursSchema, openingHoursSchema, specialHoursSchema } from '../hours/options.ts';

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
  postcode: z
    .string({ error: 'a 4-digit postcode like 4170' })
    .regex(/^\d{4}$/, { error: 'a 4-digit postcode like 4170' }),
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
   * Google place id: the map embed and Get Directions point at the place itself, and the reviews
   * badge links to its Google reviews.
   * @example "ChIJd8BlQ2BZkWsRbVCbDGRRdbA"
   */
  placeId: text().optional(),
  /**
   * The location's page on a map service; the reviews badge links to it (its reviews are there), and
   * structured data names it as the map.
   * @example "https://maps.google.com/?cid=1234567890"
   */
  placeUrl: webUrl().optional(),
  /**
   * Browser key for the Google Maps Embed API. With one, location and vehicle pages show a map that
   * loads only when the shopper asks for it; without one, the address and a Get Directions link.
   * The key is in the page, so restrict it to the site's domain.
   * @example "AIzaSyExampleBrowserKeyRestrictedToTheSite"
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
  /**
   * IANA time zone of the location's clock ("Open now", 'Today' in holiday hours). Defaults to its
   * state's: QLD Australia/Brisbane, NSW and ACT Australia/Sydney, VIC Australia/Melbourne, TAS
   * Australia/Hobart, SA Australia/Adelaide, NT Australia/Darwin, WA Australia/Perth. Set it for a
   * town that keeps another state's clock, such as Broken Hill (Australia/Broken_Hill).
   * @example "Australia/Broken_Hill"
   */
  timeZone: timeZoneName().optional(),
  /** How to reach the location. */
  contact: contactSchema,
  /**
   * Regular weekly hours, one entry per weekday.
   * @example [{ "weekday": 1, "status": "Open", "open": "08:00", "close": "17:30" }]
   */
  openingHours: openingHoursSchema.default([]),
  /**
   * Holiday and other one-off hours.
   * @example [{ "date": "2025-12-25", "status": "Closed" }]
   */
  specialHours: z.array(specialHoursSchema).default([]),
  /**
   * Demo sites only: special hours dated from the build day (see `inDays`).
   * @example [{ "inDays": 2, "status": "Open", "startHour": "09:00", "endHour": "13:00" }]
   */
  buildDaySpecialHours: z.array(buildDaySpecialHoursSchema).default([]),
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

/** Which locations a locations block lists (spec/site.md §2.3), or the id of one location. */
const LOCATION_FILTERS = ['primary', 'sales', 'service', 'parts', 'service-and-parts', 'all'] as const;

/** The locations block on the home page (spec/site.md §2.3). */
export const locationsBlockSchema = z
  .strictObject({
    /**
     * Show the block on the home page.
     * @example false
     */
    enabled: flag(true),
    /**
     * Heading of the block.
     * @example "Visit us"
     */
    heading: text().default('Our locations'),
    /**
     * Which locations: primary, sales, service, parts, service-and-parts, all, or one location's id.
     * @example "sales"
     */
    filter: z
      .union([z.enum(LOCATION_FILTERS), id()], {
        error: 'one of "primary", "sales", "service", "parts", "service-and-parts", "all", or a location id',
      })
      .default('all'),
    /**
     * Only locations that sell or service this make (as the location's `manufacturers` spell it).
     * @example "Kia"
     */
    manufacturer: text().nullable().default(null),
    /**
     * Only locations with this subtype (see a location's `subtypes`).
     * @example "buying"
     */
    subtype: text().nullable().default(null),
    /**
     * Locations left out by id.
     * @example [403]
     */
    excludedIds: z.array(id()).default([]),
    /**
     * "cards": a grid of location cards (one location shows as a single card with its map); "map":
     * the locations beside a map of the one the shopper picks (needs the locations' mapKey, else
     * cards).
     * @example "map"
     */
    layout: z.enum(['cards', 'map']).default('cards'),
  })
  .prefault({});

/** Maps on location and vehicle pages (spec/site.md §9: "Map default zoom comes from config"). */
export const mapsSchema = z
  .strictObject({
    /**
     * Zoom of the map embed, 1 (the world) to 21 (a building).
     * @example 14
     */
    zoom: wholeNumberBetween(1, 21, 'a zoom level').default(15),
  })
  .prefault({});

export type Location = z.output<typeof locationSchema>;
export type LocationsBlockOptions = z.output<typeof locationsBlockSchema>;
