/**
 * Manufacturer logos for the manufacturer list (src/lib/brands/manufacturers.ts), from the npm
 * dataset @avto-dev/vehicle-logotypes (MIT): a 240×180 transparent PNG per make on the dataset's
 * image CDN. A make the dataset lacks has no logo (null), and its tiles show its name.
 */
import { createRequire } from 'node:module';
import type { LogoLookup } from '../lib/brands/entries.ts';

type Logotypes = Record<string, { logotype?: { uri?: string } }>;

let dataset: Logotypes | undefined;

export const manufacturerLogo: LogoLookup = (slug) => {
  dataset ??= createRequire(import.meta.url)('@avto-dev/vehicle-logotypes/src/vehicle-logotypes.json') as Logotypes;
  return Object.hasOwn(dataset, slug) ? (dataset[slug]!.logotype?.uri ?? null) : null;
};
