/**
 * The build manifest kept beside each built site (dist/.<slug>.build.json): what the site in
 * dist/<slug>/ was built from, as content hashes, so the next `npm run build -- --incremental` can
 * tell which pages a stock change reaches. It holds hashes only: no stock, no keys, no tokens.
 */
import { z } from 'zod';

/** Raised whenever the manifest's meaning changes: an older manifest then forces a full build. */
export const MANIFEST_VERSION = 1;

const hash = z.string().min(1);

const pageSchema = z.object({
  /** The Astro route the page came from ('/[tenant]/cars/[slug]'). */
  route: z.string(),
  /** Hash of everything the page was rendered from: its params and the props static-paths.ts handed it. */
  hash,
});

const siteManifestSchema = z.object({
  version: z.literal(MANIFEST_VERSION),
  slug: z.string(),
  /**
   * The build clock (TenantBuildData.builtAt): the "now" of every time rule in the site. An
   * incremental build keeps it, so kept and re-rendered pages agree; a new day means a full build.
   */
  builtAt: z.iso.datetime(),
  inputs: z.object({
    /** Source, templates, public files, dependencies and Node's version: any change means a full build. */
    code: hash,
    /** The site's config as the pages see it: tenant, search endpoint and token, clock, geocoder key. */
    config: hash,
    /** The same, field by field (SiteContext), so a full build can say which part changed. */
    configParts: z.record(z.string(), hash),
    /** The shared Astro bundle and public files the pages link to. */
    bundle: hash,
  }),
  /** The stock as the pages see it: every car, the prerendered search pages and the search routing. */
  stock: hash,
  /** Content hash per car, by id: what the build reports as added, changed and removed. */
  cars: z.record(z.string(), hash),
  /** Every route the build asked for its pages, including routes with no page on this site. */
  routes: z.array(z.string()),
  /** Every page of the site by its path ('/', '/cars/x', '/sitemap.xml'). */
  pages: z.record(z.string(), pageSchema),
});

export type SiteManifest = z.infer<typeof siteManifestSchema>;

/** What reading a site's manifest found. */
export type ManifestRead =
  | { kind: 'found'; manifest: SiteManifest }
  | { kind: 'missing' }
  | { kind: 'unusable'; problem: string };

/** A manifest's text (null: there is none), checked against the current version and shape. */
export function parseSiteManifest(text: string | null, slug: string): ManifestRead {
  if (text === null) return { kind: 'missing' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'unusable', problem: 'it is not JSON' };
  }
  const version = (value as { version?: unknown } | null)?.version;
  if (version !== MANIFEST_VERSION)
    return {
      kind: 'unusable',
      problem: `it is version ${JSON.stringify(version)}, this build writes ${MANIFEST_VERSION}`,
    };
  const parsed = siteManifestSchema.safeParse(value);
  if (!parsed.success)
    return {
      kind: 'unusable',
      problem: `${parsed.error.issues[0]!.path.join('.') || '(root)'}: ${parsed.error.issues[0]!.message}`,
    };
  if (parsed.data.slug !== slug) return { kind: 'unusable', problem: `it is the manifest of ${parsed.data.slug}` };
  return { kind: 'found', manifest: parsed.data };
}
