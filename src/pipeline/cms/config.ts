/**
 * The CMS's configuration (Decap CMS), generated from the zod schemas and the tenant files, so a new
 * option shows in the forms with its description as help and no hand edit: `npm run cms:config`
 * writes admin/config.json and tenants:check fails while it is out of date, as it does for
 * tenant.schema.json. The dev server serves the configuration made from the folder it serves.
 *
 * Production: the GitHub backend with the editorial workflow, so each save is a pull request that
 * the sites workflow rebuilds and deploys for that site alone once merged. On localhost the admin
 * page points Decap at the dev server's own backend instead (backend.ts), which checks each save
 * as tenants:check does before it writes.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { cmsField, fieldsOf, type CmsField, type FieldContext, type JsonNode } from '../../lib/cms/fields.ts';
import { inheritedNote, type LowerLayers } from '../../lib/cms/inherited.ts';
import { optionSchemaAt, textMessage } from '../../lib/cms/messages.ts';
import { SITE_SETTINGS, siteCollections, type SiteForms } from '../../lib/cms/collections.ts';
import { CONTENT_KINDS } from '../../lib/content/frontmatter.ts';
import { resolveTenantLayers, type TenantLibrary } from '../../lib/tenant/resolve.ts';
import type { LayerSource } from '../../lib/tenant/json.ts';
import { tenantSchema } from '../../lib/tenant/schema.ts';
import { buildTenantJsonSchema, documentedJsonSchema } from '../tenant-json-schema.ts';
import { readTenantFiles } from '../tenants.ts';

export const CMS_CONFIG_FILE = 'admin/config.json';

export interface CmsConfigOptions {
  /** The GitHub repository editors' saves go to in production ("owner/name"). */
  repo: string;
  branch: string;
}

/** The repository the committed configuration names; a deployment of the CMS passes its own (npm run cms:config -- --repo). */
export const DEFAULT_CMS_OPTIONS: CmsConfigOptions = { repo: 'forecourt/forecourt', branch: 'main' };

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const CONTENT_TYPES = {
  pages: [source('../../lib/content/frontmatter.ts'), 'PageFrontmatter'],
  posts: [source('../../lib/content/frontmatter.ts'), 'PostFrontmatter'],
  offers: [source('../../lib/offers/frontmatter.ts'), 'OfferFrontmatter'],
  reviews: [source('../../lib/reviews/file.ts'), 'ReviewsFileInput'],
} as const;

let schemas: { tenant: JsonNode; content: Record<keyof typeof CONTENT_TYPES, CmsField[]> } | undefined;

/** The JSON Schemas, made once per process: the first takes seconds (a TypeScript program reads the JSDoc). */
function documented() {
  schemas ??= { tenant: buildTenantJsonSchema() as JsonNode, content: contentKindFields() };
  return schemas;
}

/** The form fields of a site file's settings and of each content kind, with no site's inherited values: what a save keeps to (save-file.ts). */
export function formFields() {
  const { tenant, content } = documented();
  return { settings: settingsFor(tenant, { message: () => undefined, inherited: () => undefined }), content };
}

export async function buildCmsConfig(root: string, options: CmsConfigOptions = DEFAULT_CMS_OPTIONS) {
  const { tenant: schema, content: contentFields } = documented();
  const { sites, library } = await readTenantFiles(root);
  const forms: SiteForms[] = [...sites.entries()].map(([slug, site]) => {
    const own =
      'data' in site && typeof site.data === 'object' && site.data !== null
        ? (site.data as Record<string, unknown>)
        : {};
    const lower = lowerLayers(slug, site, own, library);
    const locations = Array.isArray(own.locations) ? own.locations : [];
    return {
      slug,
      name: typeof own.name === 'string' ? own.name : slug,
      settings: settingsFor(schema, siteContext(lower)),
      markdown: { offers: contentFields.offers, posts: contentFields.posts, pages: contentFields.pages },
      reviews: contentFields.reviews,
      locations: locations.flatMap((l) => (typeof l?.slug === 'string' ? [l.slug as string] : [])),
    };
  });
  return {
    backend: { name: 'github', repo: options.repo, branch: options.branch, squash_merges: true },
    publish_mode: 'editorial_workflow',
    local_backend: true,
    media_folder: 'public/images/uploads',
    public_folder: '/images/uploads',
    collections: forms.flatMap(siteCollections),
    forecourt_sites: forms.map(({ slug, name }) => ({ slug, name, url: siteUrlOf(sites.get(slug)) })),
  };
}

export function cmsConfigText(config: Awaited<ReturnType<typeof buildCmsConfig>>): string {
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** Whether the committed configuration is the one the schemas and tenant files make now. */
export async function isCmsConfigCurrent(root: string, file = CMS_CONFIG_FILE): Promise<boolean> {
  const committed = await readFile(file, 'utf8').catch(() => null);
  return committed === cmsConfigText(await buildCmsConfig(root));
}

function settingsFor(schema: JsonNode, ctx: FieldContext): CmsField[] {
  const byTop = new Map<string, string[]>();
  for (const [top, ...rest] of SITE_SETTINGS) byTop.set(top!, [...(byTop.get(top!) ?? []), ...rest]);
  return [...byTop.entries()].flatMap(([top, only]) => {
    const node = schema.properties?.[top];
    if (!node) return [];
    if (only.length === 0) return cmsField(top, node, [], ctx) ?? [];
    const picked = { ...node, properties: Object.fromEntries(only.map((key) => [key, node.properties?.[key] ?? {}])) };
    const field = cmsField(top, picked, [], ctx);
    return field ? [{ ...field, collapsed: false }] : [];
  });
}

function siteContext(lower: LowerLayers): FieldContext {
  return {
    message: (path) => textMessage(optionSchemaAt(tenantSchema, path)),
    inherited: (path, schemaDefault) => inheritedNote(lower, path, schemaDefault),
  };
}

/** The site's lower layers merged: what it has where its own file says nothing. */
function lowerLayers(
  slug: string,
  site: LayerSource,
  own: Record<string, unknown>,
  library: TenantLibrary,
): LowerLayers {
  const refs = { group: own.group, manufacturers: own.manufacturers };
  const resolved = resolveTenantLayers(slug, { file: site.file, data: refs }, library);
  return resolved.ok ? { raw: resolved.raw, origins: resolved.sources.origins } : { raw: {}, origins: new Map() };
}

function contentKindFields(): Record<keyof typeof CONTENT_TYPES, CmsField[]> {
  const kinds = Object.keys(CONTENT_TYPES) as (keyof typeof CONTENT_TYPES)[];
  return Object.fromEntries(
    kinds.map((kind) => {
      const [file, type] = CONTENT_TYPES[kind];
      const schema = documentedJsonSchema(CONTENT_KINDS[kind] as z.ZodType, file, type) as JsonNode;
      const ctx: FieldContext = {
        message: (path) => textMessage(optionSchemaAt(CONTENT_KINDS[kind], path)),
        inherited: () => undefined,
      };
      return [kind, fieldsOf(schema, [], ctx)];
    }),
  ) as Record<keyof typeof CONTENT_TYPES, CmsField[]>;
}

function siteUrlOf(site: LayerSource | undefined): string | null {
  const data = site && 'data' in site ? (site.data as Record<string, unknown> | null) : null;
  return typeof data?.url === 'string' ? data.url : null;
}
