/**
 * The scale benchmark's sites: many dealer sites made from the demo's own (tenants/sites/*.json and
 * their content), written to a folder of their own shaped like tenants/ (never into tenants/). Site
 * n copies demo site n mod 6 under its own slug, name, id, address and URL, with that site's pages,
 * posts, offers and teams, and gets stock of its own, as demo stock is seeded by the slug. Defaults,
 * manufacturers and groups are the demo's, so a change to one layer reaches the sites it would.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface SiteFile {
  name: string;
  id: number;
  url: string;
  locations?: { name: string; address?: { street?: string } }[];
  [option: string]: unknown;
}

export interface ScaleSite {
  slug: string;
  /** The demo site it was made from. */
  template: string;
}

/** The layers every site shares, copied as they are. */
const SHARED = ['_defaults.json', 'tenant.schema.json', 'manufacturers', 'groups'];
const SHARED_CONTENT = ['defaults', 'manufacturers', 'groups'];

/** Writes `count` sites made from the demo sites under `from` into `to` (a tenants folder); returns them in order. */
export function writeScaleSites(to: string, count: number, from = 'tenants'): ScaleSite[] {
  const templates = readdirSync(path.join(from, 'sites'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
  if (templates.length === 0) throw new Error(`${from}/sites holds no site files to copy`);
  for (const entry of SHARED) copyIfThere(path.join(from, entry), path.join(to, entry));
  for (const entry of SHARED_CONTENT) copyIfThere(path.join(from, 'content', entry), path.join(to, 'content', entry));
  mkdirSync(path.join(to, 'sites'), { recursive: true });
  const width = String(count).length;
  return Array.from({ length: count }, (_, i) => {
    const template = templates[i % templates.length]!;
    const number = String(i + 1).padStart(width, '0');
    const slug = `${template}-${number}`;
    const site = JSON.parse(readFileSync(path.join(from, 'sites', `${template}.json`), 'utf8')) as SiteFile;
    const own = ownSite(site, slug, i + 1);
    writeFileSync(path.join(to, 'sites', `${slug}.json`), `${JSON.stringify(own, null, 2)}\n`);
    copyIfThere(path.join(from, 'content', 'sites', template), path.join(to, 'content', 'sites', slug));
    return { slug, template };
  });
}

/** The demo site as a dealer of its own: its name, id, URL and each location's name and street number. */
function ownSite(site: SiteFile, slug: string, n: number): SiteFile {
  return {
    ...site,
    name: `${site.name} ${n}`,
    id: 100_000 + n,
    url: `https://www.${slug}.example`,
    ...(site.locations
      ? {
          locations: site.locations.map((location) => ({
            ...location,
            name: `${location.name} ${n}`,
            ...(location.address?.street
              ? { address: { ...location.address, street: location.address.street.replace(/^\d+/, String(n)) } }
              : {}),
          })),
        }
      : {}),
  };
}

function copyIfThere(source: string, target: string): void {
  if (existsSync(source)) cpSync(source, target, { recursive: true });
}
