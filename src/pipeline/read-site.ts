/**
 * What a build reads of one tenant: its content for this build's clock, its stock as its search
 * token sees it, the token, its search landing pages with their first answers and, for a group site,
 * its brand directory; then the links of its menu and footer (lib/site/final-links.ts).
 */
import type { Meilisearch } from 'meilisearch';
import type { Tenant } from '../lib/tenant/schema.ts';
import type { TenantBuildData } from '../lib/site/site-data.ts';
import type { ContentFile } from '../lib/content/types.ts';
import { resolveSiteContent } from '../lib/content/site-content.ts';
import { directoryEntries } from '../lib/brands/entries.ts';
import { routingContextFor } from '../lib/search/url-state.ts';
import { readTenantStock } from './meili/stock-reader.ts';
import { directorySearchConfigFor, searchConfigFor } from './meili/tokens.ts';
import { indexDirectory } from './meili/directory-index.ts';
import { manufacturerLogo } from './manufacturer-logos.ts';
import { landingPagesOf } from './search/landing-pages.ts';
import { askKeptSearches, withFirstResults } from './search/first-results.ts';
import { reusedAnswers, type AnswerBook } from './search/kept-answers.ts';
import { builds } from './render/page-types.ts';
import { withSiteLinks } from '../lib/site/final-links.ts';

/** A site the build could not read, and why. */
export interface BuildFailure {
  slug: string;
  message: string;
}

/**
 * The build's clock and search URL, the content files, the site's own file (to name in errors about
 * its options) and, in a build, the book of its search pages' first answers (search/kept-answers.ts).
 */
type TenantRead = {
  now: Date;
  publicSearchUrl: string;
  content: ContentFile[];
  siteFile: string;
  answers?: AnswerBook;
};

/** A tenant's content, stock, token and prerendered search pages, or why they could not be read. */
export async function readTenant(
  client: Meilisearch,
  tenant: Tenant,
  { now, publicSearchUrl, content, siteFile, answers }: TenantRead,
  log: (line: string) => void,
): Promise<TenantBuildData | BuildFailure> {
  try {
    // The search pages ask with the browser's token, but over the build's own route to Meilisearch.
    const buildSearchHost = client.config.host;
    const builtAt = now.toISOString();
    const { search, stock, asking } = startReads(client, tenant, { now, publicSearchUrl, answers, builtAt });
    const siteContent = resolveSiteContent(tenant, content, siteFile, now);
    if (!siteContent.ok) throw new Error(`its content has problems:\n${siteContent.errors.join('\n')}`);
    const vehicles = await stock;
    const { routing, pages: landing } =
      builds('search') || builds('special')
        ? landingPagesOf(tenant, vehicles)
        : { routing: routingContextFor(vehicles, tenant.search), pages: [] };
    const directory = readDirectory(client, tenant, publicSearchUrl);
    directory.catch(() => {});
    const site = { tenant, search: await search, routing, vehicles, builtAt };
    await asking;
    const pages = await withFirstResults(site, landing, buildSearchHost, answers);
    const reused = answers && Object.keys(answers.previous).length > 0 ? reuseNote(reusedAnswers(answers)) : '';
    log(`  ✓ ${tenant.slug}: ${vehicles.length} vehicles, ${pages.length} search pages${reused}`);
    return withSiteLinks({
      tenant,
      vehicles,
      search: site.search,
      buildSearchHost,
      routing,
      searchPages: pages,
      builtAt,
      geocoderKey: geocoderKey(tenant),
      content: siteContent.content,
      directory: await directory,
    });
  } catch (error) {
    log(`  ✗ ${tenant.slug}: ${errorMessage(error)}`);
    return { slug: tenant.slug, message: errorMessage(error) };
  }
}

/**
 * What the build asks Meilisearch for a site, sent at once: its token, its stock, and the last
 * build's searches again, which need the token but not the stock. The content is checked next and
 * fails first if it has problems; the requests leave on the process's next turns, after the check
 * (sending them first gains nothing measurable: docs/performance.md).
 */
function startReads(
  client: Meilisearch,
  tenant: Tenant,
  {
    now,
    publicSearchUrl,
    answers,
    builtAt,
  }: Pick<TenantRead, 'now' | 'publicSearchUrl' | 'answers'> & { builtAt: string },
) {
  const search = searchConfigFor(client, tenant, now, publicSearchUrl);
  const stock = readTenantStock(client, tenant, now);
  const asking = answers
    ? search.then((config) => askKeptSearches({ tenant, search: config, builtAt }, client.config.host, answers))
    : Promise.resolve();
  // Each is awaited in turn, and the build fails with the first that fails.
  for (const started of [search, stock, asking]) started.catch(() => {});
  return { search, stock, asking };
}

function reuseNote({ same, renewed }: { same: number; renewed: number }): string {
  return ` (${same} first answers as the last build's, ${renewed} made of their kept searches' new answers)`;
}

/** A group site's brand directory, indexed for its search box, with the token that searches it. */
async function readDirectory(
  client: Meilisearch,
  tenant: Tenant,
  publicSearchUrl: string,
): Promise<TenantBuildData['directory']> {
  if (tenant.template !== 'group') return null;
  const entries = directoryEntries(tenant, manufacturerLogo);
  await indexDirectory(client, tenant.slug, entries);
  return { search: await directorySearchConfigFor(client, tenant.slug, publicSearchUrl), entries };
}

/** A hosted geocoder's browser key, from the environment variable the tenant names (never from tenant JSON). */
function geocoderKey(tenant: Tenant): string | null {
  const { keyEnv } = tenant.delivery.geocoder;
  return (keyEnv && process.env[keyEnv]) || null;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
