// A group site's brand directory in Meilisearch (spec/site.md §2.3): one small index per site,
// rebuilt from its tenant config at build time and swapped in whole, as stock is, so a shopper never
// searches half a directory. An unchanged directory (same hash in the admin-only meta index) is left.
import { createHash } from 'node:crypto';
import type { Meilisearch, Settings } from 'meilisearch';
import type { DirectoryEntry } from '../../lib/brands/entries.ts';
import { META_INDEX, waitOk } from './indexer.ts';

/** A directory document: the entry and the site it belongs to, which the tenant token filters on. */
type DirectoryDocument = DirectoryEntry & { site: string };

export const directoryIndexUid = (slug: string) => `directory-${slug}`;

const SETTINGS: Settings = {
  searchableAttributes: ['title', 'makes', 'summary'],
  filterableAttributes: ['site', 'makes', 'kind'],
  sortableAttributes: ['order'],
  faceting: { sortFacetValuesBy: { '*': 'alpha' } },
};

type MetaDoc = { id: string; hash: string; count: number; indexedAt: string };

export async function indexDirectory(
  client: Meilisearch,
  slug: string,
  entries: readonly DirectoryEntry[],
): Promise<void> {
  const live = directoryIndexUid(slug);
  const documents: DirectoryDocument[] = entries.map((entry) => ({ ...entry, site: slug }));
  const hash = createHash('sha256').update(JSON.stringify({ SETTINGS, documents })).digest('hex');
  const meta = await client
    .index<MetaDoc>(META_INDEX)
    .getDocument(live)
    .catch(() => null);
  const stats =
    meta?.hash === hash
      ? await client
          .index(live)
          .getStats()
          .catch(() => null)
      : null;
  if (stats?.numberOfDocuments === documents.length) return;

  const next = `${live}_next`;
  await waitOk(client.deleteIndex(next), ['index_not_found']);
  await waitOk(client.createIndex(next, { primaryKey: 'id' }));
  await waitOk(client.index(next).updateSettings(SETTINGS));
  if (documents.length > 0) await waitOk(client.index(next).addDocuments(documents));
  await waitOk(client.createIndex(live, { primaryKey: 'id' }), ['index_already_exists']);
  await waitOk(client.swapIndexes([{ indexes: [live, next], rename: false }]));
  await waitOk(client.deleteIndex(next));
  const record: MetaDoc = { id: live, hash, count: documents.length, indexedAt: new Date().toISOString() };
  await waitOk(client.index<MetaDoc>(META_INDEX).addDocuments([record], { primaryKey: 'id' }));
}
