// Re-indexes one tenant's stock without shoppers ever seeing half a feed: documents go into a fresh
// index, which is swapped with the live one in a single Meilisearch task. An unchanged feed (same
// settings, same documents) is not indexed again.
import { createHash } from 'node:crypto';
import type { EnqueuedTaskPromise, Meilisearch, Task } from 'meilisearch';
import { toDocument, type CarDocument } from '../../lib/stock/document.ts';
import type { Vehicle } from '../../lib/stock/vehicle.ts';
import type { Tenant } from '../../lib/tenant/schema.ts';
import { PRIMARY_KEY, stockIndexSettings } from './settings.ts';
import { stockIndexUid } from '../../lib/stock/document.ts';

/** Admin-only bookkeeping; its name does not match the search key's `cars-*`. */
export const META_INDEX = 'forecourt-meta';
/** Bump when indexing changes in a way the settings and documents do not show. */
const INDEX_FORMAT = 1;
const BATCH_SIZE = 1000;
/**
 * Whatever client we are given: a big batch can take longer than the client's 5 s default. A small
 * task takes Meilisearch a few milliseconds, so a poll every 50 ms (the client's default) made each
 * wait cost 50 ms or more, nearly half a second of a few cars' re-index.
 */
const WAIT = { timeout: 120_000, interval: 10 };

export type IndexProgress = { indexUid: string; indexed: number; total: number };
export type IndexOptions = { onProgress?: (progress: IndexProgress) => void; force?: boolean };
export type IndexResult = { indexUid: string; count: number; reused: boolean };
type MetaDoc = { id: string; hash: string; count: number; indexedAt: string };

export async function indexTenantStock(
  client: Meilisearch,
  tenant: Pick<Tenant, 'slug'>,
  vehicles: Vehicle[],
  { onProgress, force = false }: IndexOptions = {},
): Promise<IndexResult> {
  const live = stockIndexUid(tenant.slug);
  // "_" never occurs in a tenant slug (a DNS label), so no tenant's live index can be another's staging one.
  const next = `${live}_next`;
  const settings = stockIndexSettings();
  const documents = vehicles.map(toDocument);
  const hash = contentHash(settings, documents);
  const count = documents.length;

  if (!force && (await isCurrent(client, live, hash, count))) {
    onProgress?.({ indexUid: live, indexed: count, total: count });
    return { indexUid: live, count, reused: true };
  }

  await fillStaging(client, next, documents, (indexed) => onProgress?.({ indexUid: live, indexed, total: count }));
  // The swap is sent only once every document is in: shoppers see the old stock or the new, whole.
  await waitOk(client.createIndex(live, { primaryKey: PRIMARY_KEY }), ['index_already_exists']);
  await waitOk(client.swapIndexes([{ indexes: [live, next], rename: false }]));
  const meta: MetaDoc = { id: live, hash, count, indexedAt: new Date().toISOString() };
  // Two tasks on two indexes: waited for together.
  const dropped = client.deleteIndex(next); // now holds the previous stock
  const noted = client.index<MetaDoc>(META_INDEX).addDocuments([meta], { primaryKey: 'id' });
  await Promise.all([waitOk(dropped), waitOk(noted)]);
  return { indexUid: live, count, reused: false };
}

/**
 * A fresh staging index holding `documents`. Its tasks are sent one after another (Meilisearch runs
 * them in the order it receives them, and batches them) and only then waited for, in that order: a
 * round trip each, not a poll for each to finish before the next is sent.
 */
async function fillStaging(
  client: Meilisearch,
  next: string,
  documents: CarDocument[],
  progress: (indexed: number) => void,
): Promise<void> {
  const cleared = client.deleteIndex(next); // left over from a failed run
  await cleared;
  const created = client.createIndex(next, { primaryKey: PRIMARY_KEY });
  await created;
  const configured = client.index(next).updateSettings(stockIndexSettings());
  await configured;
  const batches = client
    .index<CarDocument>(next)
    .addDocumentsInBatches(documents, BATCH_SIZE, { primaryKey: PRIMARY_KEY });
  await waitOk(cleared, ['index_not_found']);
  await waitOk(created);
  await waitOk(configured);
  progress(0);
  for (const [i, batch] of batches.entries()) {
    await waitOk(batch);
    progress(Math.min((i + 1) * BATCH_SIZE, documents.length));
  }
}

/** Documents are hashed in id order: the feed's order does not change what the index holds. */
function contentHash(settings: unknown, documents: CarDocument[]): string {
  const hash = createHash('sha256').update(JSON.stringify({ format: INDEX_FORMAT, settings }));
  const sorted = [...documents].sort((a, b) => a.id - b.id);
  for (const doc of sorted) hash.update(`\n${JSON.stringify(doc)}`);
  return hash.digest('hex');
}

/** The content hash of what a tenant's stock index holds, as its last indexing recorded it; null when unknown. */
export async function indexedHash(client: Meilisearch, slug: string): Promise<string | null> {
  const live = stockIndexUid(slug);
  const meta = await client.index<MetaDoc>(META_INDEX).getDocument(live).catch(notFoundAs(null));
  return meta && (await isCurrent(client, live, meta.hash, meta.count)) ? meta.hash : null;
}

/** The recorded hash matches and the live index still holds that many documents. */
async function isCurrent(client: Meilisearch, live: string, hash: string, count: number): Promise<boolean> {
  const meta = await client.index<MetaDoc>(META_INDEX).getDocument(live).catch(notFoundAs(null));
  if (!meta || meta.hash !== hash || meta.count !== count) return false;
  const stats = await client.index(live).getStats().catch(notFoundAs(null));
  return stats !== null && stats.numberOfDocuments === count;
}

/** Waits for a task and throws unless it succeeded (or failed only with one of `allowed` codes). */
export async function waitOk(enqueued: EnqueuedTaskPromise, allowed: string[] = []): Promise<Task> {
  const task = await enqueued.waitTask(WAIT);
  if (task.status === 'succeeded') return task;
  if (task.error && allowed.includes(task.error.code)) return task;
  const why = task.error ? `${task.error.message} (${task.error.code})` : 'no error given';
  throw new Error(
    `Meilisearch task ${task.uid} (${task.type} on ${task.indexUid ?? 'no index'}) ${task.status}: ${why}`,
  );
}

/** For reads: an index or document that does not exist yet is an expected answer, not an error. */
export function notFoundAs<T>(value: T): (error: unknown) => T {
  return (error) => {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code === 'index_not_found' || code === 'document_not_found') return value;
    throw error;
  };
}
