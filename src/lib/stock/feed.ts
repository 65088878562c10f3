/**
 * The canonical stock feed format (documented in docs/stock-feed.md): one record = one vehicle with
 * the Vehicle field names. Unknown keys are ignored. The schema's output is a complete `Vehicle`;
 * fields a feed may leave out (path, name, thumbnails, city …) are derived here.
 */
import { z } from 'zod';
import { opt, req, looseEnum } from './coerce.ts';
import { BODY_TYPES, CAR_STATUSES, CAR_TYPES, ITEM_TYPES } from './vehicle-values.ts';
import type { Vehicle } from './vehicle.ts';

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const slugSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.string().regex(SLUG_PATTERN, { message: 'expected a lowercase url-safe slug (a-z, 0-9 and single hyphens)' }),
);

const imageSchema = z.preprocess(
  (v) => {
    if (typeof v === 'string') return { image: { url: v, thumb: { url: v } } };
    const image = (v as { image?: { url?: unknown; thumb?: unknown } } | null)?.image;
    if (image && typeof image === 'object' && image.thumb == null)
      return { image: { ...image, thumb: { url: image.url } } };
    return v;
  },
  z.object({ image: z.object({ url: req.string(), thumb: z.object({ url: req.string() }) }) }),
);

const hotspotSchema = z.object({
  description: req.string(),
  positions: opt.list(z.object({ angle: req.number(), x: req.number(), y: req.number() })),
});

const variantSchema = z.object({
  cylinders: opt.int(),
  enginesize: opt.number(),
  enginesize_litres: opt.number(),
  induction: opt.string(),
  fuelconsumptioncombined: opt.number(),
  fuelcapacity: opt.number(),
  grossvehiclemass: opt.number(),
  vehiclelength: opt.number(),
  vehicleheight: opt.number(),
  vehiclewidth: opt.number(),
  torque: opt.number(),
  bodyconfiguration: opt.string(),
  ancaprating: opt.number(),
  geartype: opt.string(),
});

const addressSchema = z.preprocess(
  (v) => v ?? {},
  z.object({
    id: opt.int(),
    street: opt.string(),
    city: opt.string(),
    state: opt.string(),
    postcode: opt.string(),
    place_url: opt.string(),
  }),
);

const locationSchema = z.object({
  id: req.int(),
  name: req.string(),
  slug: slugSchema,
  phone: opt.string(),
  address: addressSchema,
  distribution_locations: opt.list(req.int()),
});

const financeLenderSchema = z.object({
  disclaimer: opt.string(),
  deposit: opt.number(),
  paymentMonth: opt.number(),
  paymentWeek: opt.number(),
  totalPayable: opt.number(),
  interestRate: opt.number(),
  comparisonRate: opt.number(),
  termMonths: opt.number(),
  termYears: opt.number(),
  termWeeks: opt.number(),
  establishmentFees: opt.number(),
  balloon: opt.number(),
  financeProvider: opt.string(),
});

const recordShape = {
  id: req.int().pipe(z.number().positive()),
  slug: slugSchema,
  path: opt.string(),
  name: opt.string(),
  year: req.int().pipe(z.number().min(1900)), // the upper bound (next year) is checked below
  make: req.string(),
  model: req.string(),
  badge: opt.string(),
  series: opt.string(),
  colour: opt.string(),
  interior_colour: opt.string(),
  km: opt.number().pipe(z.number().min(0).nullable()),
  price: req.number().pipe(z.number().min(0)),
  before_price: opt.number(),
  rrp: opt.number(),
  subscription_price: opt.number(),
  weekly_price: opt.number(),
  preorder: opt.boolean(false),
  price_type: opt.string(),
  car_type: looseEnum(CAR_TYPES),
  status: looseEnum(CAR_STATUSES),
  sold_date: opt.dateTime(),
  tag: opt.string(),
  reserved: opt.boolean(false),
  certified: opt.boolean(false),
  has_nvic: opt.boolean(false),
  created_at: opt.dateTime(),
  updated_at: opt.dateTime(),
  stocknum: opt.string(),
  vin: opt.string(),
  regplate: opt.string(),
  rego_expiry: opt.date(),
  build_date: opt.date(),
  compliance_date: opt.date(),
  images: opt.list(imageSchema),
  thumbnails: opt.list(req.string()),
  primary_image_url: opt.string(),
  video_url: opt.string(),
  external_video_url: opt.string(),
  spin_images: opt.list(req.string()),
  spin_interior_image: opt.string(),
  spin_code: opt.string(),
  hotspots: opt.object(z.object({ exterior: opt.list(hotspotSchema), interior: opt.list(hotspotSchema) })),
  standardEquipment: opt.list(req.string()),
  dealercomments: opt.string(),
  views: opt.int(),
  photos_count: opt.int(),
  simple_body: opt.object(looseEnum(BODY_TYPES)),
  body: opt.string(),
  bodyconfiguration: opt.string(),
  simple_transmission: opt.string(),
  trans: opt.string(),
  gearnum: opt.int(),
  simple_fuel: opt.string(),
  fuel: opt.string(),
  simple_drive: opt.string(),
  drive: opt.string(),
  seats: opt.int(),
  doors: opt.int(),
  engine_size: opt.number(),
  engine_size_litres: opt.number(),
  item_type: opt.object(looseEnum(ITEM_TYPES, true)),
  body_width: opt.number(),
  body_length: opt.number(),
  tare_weight: opt.number(),
  axle_type: opt.string(),
  sleeps: opt.int(),
  aggregate_trailer_mass: opt.number(),
  variant: opt.object(variantSchema),
  autograb_data: opt.object(z.object({ state_average_market_price: opt.number(), average_market_price: opt.number() })),
  location: opt.object(locationSchema),
  finance_lenders: opt.object(z.record(z.string(), financeLenderSchema)),
  file: opt.string(),
  show_on_dealer_website: req.boolean(),
  dealership_id: opt.int(),
  dealership_slug: opt.string(),
  dealership_name: opt.string(),
  city: opt.string(),
  state: opt.string(),
  location_name: opt.string(),
  private_suburb: opt.string(),
  private_postcode: opt.string(),
  carsales_title: opt.string(),
  location_id: opt.int(),
  payment_processors: opt.list(req.string()),
  url: opt.string(),
  categories: opt.list(req.string()),
  filtered_features: opt.list(req.string()),
};

type FeedRecord = z.output<z.ZodObject<typeof recordShape>>;

/** Fill what a feed may leave out from what it gave. */
function complete(r: FeedRecord): Vehicle {
  const address = r.location?.address;
  return {
    ...r,
    path: r.path ?? `/cars/${r.slug}`,
    name: r.name ?? [r.year, r.make, r.model, r.badge].filter((p) => p !== null).join(' '),
    thumbnails: r.thumbnails.length > 0 ? r.thumbnails : r.images.map((i) => i.image.thumb.url),
    primary_image_url: r.primary_image_url ?? r.images[0]?.image.url ?? null,
    views: r.views ?? 0,
    photos_count: r.photos_count ?? r.images.length,
    item_type: r.item_type ?? 'car',
    location_id: r.location_id ?? r.location?.id ?? null,
    location_name: r.location_name ?? r.location?.name ?? null,
    city: r.city ?? address?.city ?? null,
    state: r.state ?? address?.state ?? null,
  };
}

/** The record schema; `maxYear` is the latest model year accepted (next year). */
export function createFeedRecordSchema(maxYear: number) {
  return z
    .object(recordShape)
    .superRefine((r, ctx) => {
      if (r.year > maxYear) {
        ctx.addIssue({
          code: 'too_big',
          origin: 'number',
          maximum: maxYear,
          inclusive: true,
          path: ['year'],
          message: `expected at most ${maxYear}`,
          input: r.year,
        });
      }
      if (r.status === 'sold' && r.sold_date === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['sold_date'],
          message: 'a sold car needs a sold_date',
          input: r.sold_date,
        });
      }
    })
    .transform(complete);
}
