/**
 * How a tenant's stock feed is read (docs/stock-feed.md "Mapped feeds"): its format, which column or
 * element is which field of the canonical feed, the conversions on the way, whether it is a full or a
 * delta feed, and the removal guard that holds a feed that would empty the site. A group sets it once
 * for its sites (tenants/groups), since they share a DMS.
 */
import { z } from 'zod';
import { numberBetween, wholeNumberBetween } from '../options/fields.ts';
import { FEED_FIELDS } from './feed-constants.ts';

const FEED_FORMATS = ['json', 'csv', 'xml'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

const DATE_ORDERS = ['dd/mm/yyyy', 'mm/dd/yyyy', 'yyyy-mm-dd'] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];

const scalar = z.union([z.string(), z.number(), z.boolean()]);

const fieldMappingObject = z.strictObject({
  /**
   * The column (CSV), key (JSON) or element path (XML, `/` between elements, `@name` for an
   * attribute) the field is read from. Leave it out to give the field a constant `value`.
   * @example "Photos/Photo/@url"
   */
  from: z.string().min(1, { error: 'a column or element name' }).optional(),
  /**
   * A constant, for a field the feed does not carry (or when `from` is blank: see `default`).
   * @example true
   */
  value: scalar.optional(),
  /**
   * What a blank value becomes.
   * @example "used"
   */
  default: scalar.optional(),
  /**
   * The feed's words and what they become, matched ignoring case and surrounding spaces; a value
   * not listed passes through unchanged (and the feed's own rules then judge it).
   * @example { "Auto": "Automatic", "Man": "Manual", "Available": "in_stock" }
   */
  values: z.record(z.string(), scalar).optional(),
  /**
   * The odometer's unit: miles are converted to kilometres (× 1.609344, rounded).
   * @example "miles"
   */
  unit: z.enum(['km', 'miles']).optional(),
  /**
   * Whether the feed's price includes GST. Australian advertised prices must include it, so a price
   * excluding GST is multiplied by 1.1 and rounded to the dollar.
   * @example "excluded"
   */
  gst: z.enum(['included', 'excluded']).optional(),
  /**
   * The order of a date's parts, for dates like 22/11/2026 (a time after the date is kept: 22/11/2026 14:05).
   * @example "dd/mm/yyyy"
   */
  date: z.enum(DATE_ORDERS).optional(),
  /**
   * A list joined into one value with this separator (images in one CSV column). Repeated XML
   * elements are a list already.
   * @example "|"
   */
  separator: z.string().min(1).optional(),
});

/** A column name alone, or how to read and convert it. */
const fieldMappingSchema = z.union([z.string().min(1, { error: 'a column or element name' }), fieldMappingObject]);
export type FieldMapping = z.output<typeof fieldMappingSchema>;

/** Mapped fields must be the canonical feed's, so a misspelt one is an error rather than a field never read. */
const fieldsSchema = z.record(z.string(), fieldMappingSchema).superRefine((fields, ctx) => {
  for (const name of Object.keys(fields)) {
    if (FEED_FIELDS.includes(name.split('.')[0]!)) continue;
    const message = 'a field of the stock feed (docs/stock-feed.md), such as make, price or location.id';
    ctx.addIssue({ code: 'custom', path: [name], message, input: name });
  }
});

const guardSchema = z
  .strictObject({
    /**
     * The share of the site's current stock (0 to 1) a feed may remove before it is held.
     * @example 0.4
     */
    maxRemovedShare: numberBetween(0, 1).default(0.25),
    /**
     * A feed removing every car of a make is held when the make had at least this many cars on the
     * site (a lot selling its last one or two of a make is ordinary; a DMS losing a franchise's
     * export is not). 0 turns the rule off.
     * @example 5
     */
    makeMinimum: wholeNumberBetween(0, 10_000).default(3),
    /**
     * Let every feed through, however much it removes: only for a dealer clearing out for good
     * (`npm run stock:index -- --accept-removals` does it for one import).
     * @example true
     */
    acceptRemovals: z.boolean().default(false),
  })
  .prefault({});

const deltaSchema = z
  .strictObject({
    /**
     * The column or element that marks a record of a delta feed as a removal.
     * @example "Action"
     */
    from: z.string().min(1).default('action'),
    /**
     * Its values that mean "this car is gone" (ignoring case).
     * @example ["D", "Deleted"]
     */
    values: z.array(z.string().min(1)).min(1).default(['delete', 'deleted', 'removed']),
  })
  .prefault({});

export const stockFeedSchema = z
  .strictObject({
    /**
     * The feed's format; when left out, the file's extension or the response's Content-Type says.
     * @example "csv"
     */
    format: z.enum(FEED_FORMATS).optional(),
    /**
     * "full": the feed is the whole stock, and a car not in it has left. "delta": the feed holds only
     * changed cars (each record whole) and removals marked by `removal`; every other car stays.
     * @example "delta"
     */
    mode: z.enum(['full', 'delta']).default('full'),
    /**
     * CSV: the character between columns.
     * @example ";"
     */
    delimiter: z.string().length(1).default(','),
    /**
     * XML: the element that holds one vehicle, at any depth.
     * @example "Vehicle"
     */
    recordElement: z.string().min(1).default('vehicle'),
    /**
     * JSON: the dotted path to the list of vehicles ("" for a top-level list).
     * @example "data.listings"
     */
    recordsPath: z.string().default('vehicles'),
    /**
     * Which column or element is which field of the canonical feed (docs/stock-feed.md), by the
     * field's name ("location.id" for a nested one). Empty: the records are already in the canonical
     * shape. When set, only the fields listed are read; a `slug` left out is made from the year,
     * make, model, badge and id.
     * @example { "id": "StockID", "make": "Make", "km": { "from": "Odometer", "unit": "miles" }, "price": { "from": "PriceExGST", "gst": "excluded" }, "show_on_dealer_website": { "value": true } }
     */
    fields: fieldsSchema.default({}),
    /** How a delta feed marks a removal. */
    removal: deltaSchema,
    /** When a feed is held rather than swapped in. */
    guard: guardSchema,
    /**
     * Days a car's page keeps redirecting to its model's search page after the car left the site
     * (0: none; the page then answers 404).
     * @example 30
     */
    redirectDays: wholeNumberBetween(0, 3650).default(90),
  })
  .prefault({});

export type StockFeedOptions = z.output<typeof stockFeedSchema>;
