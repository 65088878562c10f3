/**
 * Content hashes of what pages are rendered from. A page is a template over the params and props
 * static-paths.ts hands it (pages read the build data nowhere else), so the hash of those, with the
 * code's hash beside it, names everything the page can show.
 *
 * The build data's big shared objects (a site, its config, each car) are hashed once each and stand
 * in any page's props as their hash (a car as the JSON the render processes are handed); everything
 * else is hashed as JSON, and anything JSON would silently drop or flatten (a function, a Map, a
 * class instance) is refused, so no part of a page's input can escape its hash.
 */
import { createHash } from 'node:crypto';
import { splitSite, type SiteContext, type TenantBuildData } from '../../lib/site/site-data.ts';

/** Objects hashed once, by identity: build data is frozen (build-data.ts), so a hash cannot go stale. */
const known = new WeakMap<object, string>();
/** Each car's JSON as siteDigest hashed it, which the build data file reuses (build-data.ts). */
const carJson = new WeakMap<object, string>();

export function sha256(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}

let root: unknown;

/** The hash of plain data; objects inside it registered with `remember` count as their own hash. */
export function contentHash(value: unknown): string {
  root = value;
  try {
    return sha256(JSON.stringify(value, standIns) ?? 'undefined');
  } finally {
    root = undefined;
  }
}

function remember(value: object, hash: string): string {
  known.set(value, hash);
  return hash;
}

function standIns(this: unknown, key: string, value: unknown): unknown {
  if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') {
    throw new Error(`Page props must be plain data to be hashed: "${key}" is a ${typeof value}.`);
  }
  if (typeof value !== 'object' || value === null) return value;
  const hash = value === root ? undefined : known.get(value);
  if (hash !== undefined) return `#${hash}`;
  const proto = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) {
    throw new Error(
      `Page props must be plain data to be hashed: "${key}" is a ${proto?.constructor?.name ?? 'non-plain object'}.`,
    );
  }
  return value;
}

/** A site's hashes: its inputs as the manifest records them (see SiteManifest), and what pages' hashes take in. */
export interface SiteHashes {
  config: string;
  /** The hash of each field of the config, so a full build can say which part changed. */
  configParts: Record<string, string>;
  stock: string;
  cars: Record<string, string>;
  tenant: string;
  site: string;
}

export interface SiteDigest extends SiteHashes {
  /** The config part of the site, as pages of one car or one search page are handed it. */
  context: SiteContext;
}

const digests = new WeakMap<TenantBuildData, SiteDigest>();

/**
 * Hashes a site's config, each car and its stock as a whole, once per site, and remembers the site,
 * its context and its cars so that page props holding them hash in constant time.
 */
export function siteDigest(site: TenantBuildData): SiteDigest {
  const known = digests.get(site);
  if (known) return known;
  const { context, stock } = splitSite(site);
  // The tenant first, so that the config always holds it as its hash, in every process and build.
  const tenant = remember(site.tenant, contentHash(site.tenant));
  const config = remember(context, contentHash(context));
  const configParts = Object.fromEntries(Object.entries(context).map(([field, value]) => [field, contentHash(value)]));
  const cars: Record<string, string> = {};
  // In the site's order: a change of rank reorders the feeds and the home page. A car is JSON
  // read from Meilisearch, and pages get it as the JSON of the build data file, which is this
  // very text: its hash needs no stand-ins looked for in it.
  const carHashes = stock.vehicles.map((vehicle) => {
    const json = JSON.stringify(vehicle);
    carJson.set(vehicle, json);
    const hash = remember(vehicle, sha256(json));
    cars[String(vehicle.id)] = hash;
    return [vehicle.id, hash];
  });
  const stockHash = contentHash({ cars: carHashes, searchPages: stock.searchPages, routing: stock.routing });
  const whole = remember(site, sha256(`${config}\n${stockHash}`));
  const made = { config, configParts, stock: stockHash, cars, tenant, site: whole, context };
  digests.set(site, made);
  return made;
}

/** A car as JSON: the text siteDigest hashed, if it has hashed the car's site. */
export function carAsJson(vehicle: object): string {
  return carJson.get(vehicle) ?? JSON.stringify(vehicle);
}

/** What siteDigest worked out of a site, for a process that reads the same site (build-data.ts). */
export function siteHashes(site: TenantBuildData): SiteHashes {
  const { context: _, ...hashes } = siteDigest(site);
  return hashes;
}

/**
 * Takes a site's hashes as siteHashes gave them for the same data in another process, rather than
 * hashing it again: the render processes are handed the hashes with the site (build-data.ts) and
 * begin their pages about a tenth of a second sooner.
 */
export function adoptSiteHashes(site: TenantBuildData, hashes: SiteHashes): void {
  const { context } = splitSite(site);
  remember(site.tenant, hashes.tenant);
  remember(context, hashes.config);
  for (const vehicle of site.vehicles) {
    const hash = hashes.cars[String(vehicle.id)];
    if (hash === undefined) throw new Error(`The build data's hashes lack car ${vehicle.id} of ${site.tenant.slug}.`);
    remember(vehicle, hash);
  }
  remember(site, hashes.site);
  digests.set(site, { ...hashes, context });
}
