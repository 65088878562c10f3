/**
 * Manufacturer logos for the manufacturer list (src/lib/brands/manufacturers.ts), from the npm
 * dataset @avto-dev/vehicle-logotypes (MIT): a 240×180 transparent PNG per make on the dataset's
 * image CDN. A make the dataset lacks has no logo (null), and its tiles show its name.
 */
import logotypes from '@avto-dev/vehicle-logotypes/src/vehicle-logotypes.json' with { type: 'json' };
import type { LogoLookup } from '../lib/brands/entries.ts';

const dataset = logotypes as Record<string, { logotype?: { uri?: string } }>;

export const manufacturerLogo: LogoLookup = (slug) =>
  Object.hasOwn(dataset, slug) ? (dataset[slug]!.logotype?.uri ?? null) : null;
