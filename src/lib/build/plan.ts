/**
 * How an incremental build decides, as pure rules over content hashes (the hashing and the files are
 * src/pipeline's): whether a site can be rebuilt in part at all, which cars changed, and after the
 * render processes have hashed every page's inputs, which pages were re-rendered, kept or removed.
 *
 * A page is kept only when the hash of everything it was rendered from is the one recorded for the
 * page in the manifest, so a stock change reaches exactly the pages whose inputs it changes: the car's
 * own pages, the pages whose similar cars include it, the search pages listing it, and the once-per-site
 * pages (home, sitemap, feeds …), which are handed the whole site.
 */
import { todayIn } from '../vehicle/dates.ts';
import type { ManifestRead, SiteManifest } from './manifest.ts';

/** What a site is being built from now, as hashes (see SiteManifest for each). */
export interface SiteInputs {
  code: string;
  config: string;
  configParts: Record<string, string>;
  stock: string;
  cars: Record<string, string>;
}

interface StockChanges {
  added: string[];
  changed: string[];
  removed: string[];
}

export type BuildChoice =
  | { kind: 'full'; reason: string }
  /** Nothing any page reads has changed: the live site is left exactly as it is. */
  | { kind: 'unchanged' }
  /** Re-render the pages whose input hash differs from `previous.pages`; keep the rest. */
  | { kind: 'incremental'; previous: SiteManifest; changes: StockChanges };

/**
 * The clock an incremental build renders with: the last build's, while it is still the same day (in
 * the zone the time rules judge "today" in), so every page, kept or re-rendered, shows the site as of
 * one clock; otherwise now, and the build is a full one (chooseBuild says why).
 */
export function buildClock(previous: ManifestRead, now: Date): Date {
  return previous.kind === 'found' && sameDay(previous.manifest.builtAt, now)
    ? new Date(previous.manifest.builtAt)
    : now;
}

/** Whether the site can be built in part, and if not, why (the reasons are printed as they are). */
export function chooseBuild(previous: ManifestRead, current: SiteInputs, now: Date): BuildChoice {
  if (previous.kind === 'missing') return full('there is no manifest from an earlier build');
  if (previous.kind === 'unusable') return full(`the manifest cannot be used: ${previous.problem}`);
  const { manifest } = previous;
  if (!sameDay(manifest.builtAt, now)) {
    return full(
      `the last build's clock is from ${todayIn(new Date(manifest.builtAt))}, and date rules (sold cars, New tags, rego expiry) move with the day`,
    );
  }
  if (manifest.inputs.code !== current.code)
    return full('the code, templates or dependencies changed since the last build');
  if (manifest.inputs.config !== current.config)
    return full(`${configChange(manifest.inputs.configParts, current.configParts)} changed since the last build`);
  if (manifest.stock === current.stock) return { kind: 'unchanged' };
  return { kind: 'incremental', previous: manifest, changes: stockChanges(manifest.cars, current.cars) };
}

/** What the parts of the site's config (SiteContext's fields) are, as a build's log names them. */
const CONFIG_PARTS: Record<string, string> = {
  tenant: "the site's tenant config",
  search: 'the search endpoint or token (MEILISEARCH_PUBLIC_URL, the search key)',
  geocoderKey: 'the geocoder key',
  content: "the site's content (pages, posts, offers, reviews)",
  contentFiles: "the site's content (pages, posts, offers, reviews)",
};

function configChange(before: Record<string, string>, after: Record<string, string>): string {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((field) => before[field] !== after[field])
    .sort();
  const parts = [...new Set(fields.map((field) => CONFIG_PARTS[field] ?? `the site's ${field}`))];
  return parts.length > 0 ? parts.join(' and ') : "the site's config";
}

function full(reason: string): BuildChoice {
  return { kind: 'full', reason };
}

function sameDay(builtAt: string, now: Date): boolean {
  return todayIn(new Date(builtAt)) === todayIn(now);
}

/** Cars by id whose content hash appeared, differs or disappeared, each list in id order. */
function stockChanges(before: Record<string, string>, after: Record<string, string>): StockChanges {
  const byId = (a: string, b: string) => Number(a) - Number(b) || a.localeCompare(b);
  return {
    added: Object.keys(after)
      .filter((id) => !(id in before))
      .sort(byId),
    changed: Object.keys(after)
      .filter((id) => id in before && before[id] !== after[id])
      .sort(byId),
    removed: Object.keys(before)
      .filter((id) => !(id in after))
      .sort(byId),
  };
}

/** A page as a render process recorded it: its input hash, and whether it rendered it or found it unchanged. */
export interface RecordedPage {
  route: string;
  hash: string;
  rendered: boolean;
}

export interface PageOutcome {
  rendered: string[];
  kept: string[];
  /** Pages of the last build that no route lists any more (a car gone, a make's search page gone). */
  removed: string[];
}

/**
 * Which pages of an incremental build were re-rendered, kept or removed. A kept page must be one the
 * manifest recorded with the same hash: anything else means the render processes did not work from
 * this manifest, and the build stops rather than keep a page it cannot vouch for.
 */
export function pageOutcome(previous: SiteManifest['pages'], current: Record<string, RecordedPage>): PageOutcome {
  const paths = Object.keys(current).sort();
  for (const path of paths) {
    const page = current[path]!;
    if (!page.rendered && previous[path]?.hash !== page.hash)
      throw new Error(`${path} was kept, but the last build recorded other inputs for it.`);
  }
  return {
    rendered: paths.filter((path) => current[path]!.rendered),
    kept: paths.filter((path) => !current[path]!.rendered),
    removed: Object.keys(previous)
      .filter((path) => !(path in current))
      .sort(),
  };
}

/**
 * Routes this build asked for pages that the last build never asked: their pages have no recorded
 * inputs to compare with. A new route comes with new code, which already means a full build; this
 * is the check that does not depend on the code hash seeing it.
 */
export function routesWithoutInputs(previous: readonly string[], current: readonly string[]): string[] {
  const known = new Set(previous);
  return [...new Set(current)].filter((route) => !known.has(route)).sort();
}
