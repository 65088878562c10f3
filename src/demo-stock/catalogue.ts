/**
 * Demo stock data: models actually sold in Australia with approximate new drive-away prices per
 * badge (AUD), engine and dimension figures close to the real ones. Good enough to look real;
 * not a price guide. The data is catalogue.json; this module reads it through its schema, so a
 * slip in the data fails the first build that generates demo stock, naming the field.
 */
import { z } from 'zod';
import { BODY_TYPES } from '../lib/stock/vehicle-values.ts';
import catalogue from './catalogue.json' with { type: 'json' };

const CATEGORIES = ['cars', 'trucks', 'motorcycles', 'caravans'] as const;
export type Category = (typeof CATEGORIES)[number];

const n = z.number();
const modelSchema = z.object({
  make: z.string(),
  model: z.string(),
  category: z.enum(CATEGORIES),
  body: z.enum(BODY_TYPES).nullable(),
  fuel: z.enum(['petrol', 'diesel', 'hybrid', 'plug-in hybrid', 'electric']).nullable(),
  drive: z.enum(['4x4', 'awd', 'fwd', 'rwd', '4x2']).nullable(),
  /** badge, new drive-away price */
  badges: z.array(z.tuple([z.string(), n])),
  /** first model year of this generation */
  since: n,
  seats: n.nullable(),
  doors: n.nullable(),
  /** cc, cylinders, induction */
  engine: z.tuple([n, n, z.string()]).optional(),
  /** torque */
  nm: n.nullable(),
  /** label, gears */
  trans: z.tuple([z.string(), n.nullable()]),
  /** combined L/100km */
  l100: n.optional(),
  /** litres */
  tank: n.optional(),
  /** kg */
  gvm: n.optional(),
  /** length, width, height (mm) */
  dims: z.tuple([n, n, n]),
  ancap: n.optional(),
  /** body label when it is not the body type's own (motorcycles, caravans) */
  label: z.string().optional(),
  /** caravans: body length, body width (mm), tare, ATM (kg), axle, sleeps */
  caravan: z.tuple([n, n, n, n, z.string(), n]).optional(),
});
export type ModelSpec = z.infer<typeof modelSchema>;

const catalogueSchema = z.object({
  models: z.array(modelSchema),
  /** World manufacturer identifiers used to start demo VINs. */
  wmi: z.record(z.string(), z.string()),
  /** Exterior colours: name and fill; the lowercased name is the image name's colour part. */
  colours: z.array(z.tuple([z.string(), z.string()])),
  /** Interior trims: name and the trim key of the car's interior spin image. */
  interiors: z.array(z.tuple([z.string(), z.string()])),
});

const { models, wmi, colours, interiors } = catalogueSchema.parse(catalogue);

/** Every make and model the demo stock is drawn from, with its badges and their prices. */
export const MODELS: readonly ModelSpec[] = models;
export const WMI: Readonly<Record<string, string>> = wmi;
export const COLOURS: readonly (readonly [name: string, hex: string])[] = colours;
export const INTERIORS: readonly (readonly [name: string, key: string])[] = interiors;
