// What the browser gets to search with: a tenant token, signed here with a search-only key, that
// can only search this tenant's index and always applies its base stock filter. Neither the admin
// key nor the search key itself ever leaves this process.
import type { Key, Meilisearch } from 'meilisearch';
import { generateTenantToken } from 'meilisearch/token';
import { baseStockFilter, tenantStockFilterOptions } from '../../lib/stock/base-filter.ts';
import type { PublicSearchConfig } from '../../lib/site/site-data.ts';
import type { Tenant } from '../../lib/tenant/schema.ts';
import { stockIndexUid } from '../../lib/stock/document.ts';
import { directoryIndexUid } from './directory-index.ts';

/** Fixed so every build finds (or creates) the same key; tokens name it by uid. */
const SEARCH_KEY_UID = '5d0f7f4e-3c3a-4c1e-9b7a-2f1e8c6a9d40';
const SEARCH_KEY = { actions: ['search'], indexes: ['cars-*', 'directory-*'] };

export async function searchConfigFor(
  client: Meilisearch,
  tenant: Pick<Tenant, 'slug' | 'search'>,
  now: Date,
  publicUrl: string,
): Promise<PublicSearchConfig> {
  const indexUid = stockIndexUid(tenant.slug);
  const key = await ensureSearchKey(client);
  const filter = baseStockFilter(tenantStockFilterOptions(tenant), now);
  // No expiry: the token lives in static HTML until the next build replaces it.
  const apiKey = await generateTenantToken({
    apiKey: key.key,
    apiKeyUid: key.uid,
    searchRules: { [indexUid]: { filter } },
  });
  return { host: publicUrl, indexUid, apiKey };
}

/** A group site's directory token: its own directory index only, and only its own entries in it. */
export async function directorySearchConfigFor(
  client: Meilisearch,
  slug: string,
  publicUrl: string,
): Promise<PublicSearchConfig> {
  const indexUid = directoryIndexUid(slug);
  const key = await ensureSearchKey(client);
  const filter = `site = ${JSON.stringify(slug)}`;
  const apiKey = await generateTenantToken({
    apiKey: key.key,
    apiKeyUid: key.uid,
    searchRules: { [indexUid]: { filter } },
  });
  return { host: publicUrl, indexUid, apiKey };
}

async function ensureSearchKey(client: Meilisearch): Promise<Key> {
  const existing = await client.getKey(SEARCH_KEY_UID).catch(notFound);
  if (existing && sameRights(existing)) return existing;
  // A key with other rights under our uid would sign over-powerful tokens: replace it.
  if (existing) await client.deleteKey(SEARCH_KEY_UID);
  try {
    return await client.createKey({
      uid: SEARCH_KEY_UID,
      name: 'forecourt-search',
      description:
        'Signs tenant tokens for Forecourt sites (search only, cars-* and directory-* indexes). Never sent to browsers.',
      ...SEARCH_KEY,
      expiresAt: null,
    });
  } catch (error) {
    // Another build created it between our read and our write.
    if ((error as { cause?: { code?: string } }).cause?.code === 'api_key_already_exists')
      return client.getKey(SEARCH_KEY_UID);
    throw error;
  }
}

function sameRights(key: Key): boolean {
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  return same(key.actions, SEARCH_KEY.actions) && same(key.indexes, SEARCH_KEY.indexes) && key.expiresAt === null;
}

function notFound(error: unknown): null {
  if ((error as { cause?: { code?: string } }).cause?.code === 'api_key_not_found') return null;
  throw error;
}
