// Re-indexes one tenant's stock without shoppers ever seeing half a feed: documents go into a
// staging index, which is swapped with the live one in a single Meilisearch task. The staging index
// is the spare the last swap left, brought to the new feed by its changed documents when it provably
// holds what the live index holds (spare-index.ts), else filled afresh. An unchanged feed (same
// settings, same documents) is not indexed again.
import { createHash } from 'node:crypto';
import type { EnqueuedTaskPromise, Meilisearch, Task } from 'meilisearch';
import { toDocument, type CarDocument } from '../../lib/stock/document.ts';
import type { Vehicle } from '../../lib/stock/vehicle.ts';
import type { Tenant } from '../../lib/tenant/schema.ts';
import { PRIMARY_KEY, stockIndexSettings } from './settings.ts';
import { stockIndexUid } from '../../lib/stock/document.ts';
import {
  documentDiff,
  sendDiff,
  sendFill,
  settingsFingerprint,
  spareState,
  type DocumentDiff,
  type SpareRecord,
} from './spare-index.ts';

/** Admin-only bookkeeping; its name does not match the search key's `cars-*`. */
export const META_INDEX = 'forecourt-meta';
/** Bump when indexing changes in a way the settings and documents do not show. */
const INDEX_FORMAT = 1;
/**
 * Whatever client we are given: a big batch can take longer than the client's 5 s default. A small
 * task takes Meilisearch a few milliseconds, so a poll every 50 ms (the client's default) made each
 * wait cost 50 ms or more, nearly half a second of a few cars' re-index.
 */
const WAIT = { timeout: 120_000, interval: 10 };

export type IndexProgress = { indexUid: string; indexed: number; total: number };
export type IndexOptions = {
  onProgress?: (progress: IndexProgress) => void;
  /** Fill the staging index afresh and swap it in even when nothing changed. */
  force?: boolean;
  /** The live index's documents as Meilisearch returned them, read just before (the import reads them). */
  held?: readonly CarDocument[];
};
export type IndexResult = { indexUid: string; count: number; reused: boolean };
type MetaDoc = { id: string; hash: string; count: number; indexedAt: string } & Partial<SpareRecord>;

export async function indexTenantStock(
  client: Meilisearch,
  tenant: Pick<Tenant, 'slug'>,
  vehicles: Vehicle[],
  { onProgress, force = false, held }: IndexOptions = {},
): Promise<IndexResult> {
  const live = stockIndexUid(tenant.slug);
  // "_" never occurs in a tenant slug (a DNS label), so no tenant's live index can be another's staging one.
  const next = `${live}_next`;
  const settings = stockIndexSettings();
  const documents = vehicles.map(toDocument);
  const hash = contentHash(settings, documents);
  const count = documents.length;
  const meta = await readMeta(client, live);

  if (!force && (await isCurrent(client, live, meta, hash, count))) {
    onProgress?.({ indexUid: live, indexed: count, total: count });
    return { indexUid: live, count, reused: true };
  }
  const fingerprint = settingsFingerprint(INDEX_FORMAT, settings);
  const state = await spareState(client, live, next, meta, fingerprint);
  // Only while nothing else touched the live index is `held` what the spare will hold after the swap.
  const diff = held && state.liveIntact ? documentDiff(held, documents) : null;
  const progress = (indexed: number) => onProgress?.({ indexUid: live, indexed, total: count });
  const updated = !force && state.spareIntact && diff !== null && (await updateSpare(client, next, diff, count));
  if (updated) progress(count);
  else await waitAll(await sendFill(client, next, settings, documents), progress, ['index_not_found']);
  // The swap is sent only once every document is in: shoppers see the old stock or the new, whole.
  await waitOk(client.createIndex(live, { primaryKey: PRIMARY_KEY }), ['index_already_exists']);
  const swap = await waitOk(client.swapIndexes([{ indexes: [live, next], rename: false }]));
  const record: MetaDoc = { id: live, hash, count, indexedAt: new Date().toISOString() };
  if (keepsSpare()) {
    // The old live index is the spare now: sent this change, not waited for (a few documents), or
    // filled afresh and waited for, so that no indexing goes on behind the build that follows. A task
    // that failed is not this import's failure: the next import finds it and fills the spare afresh.
    const caughtUp = await (diff ? sendDiff(client, next, diff) : sendFill(client, next, settings, documents));
    if (!diff) await Promise.all(caughtUp.map((task) => task.waitTask(WAIT)));
    const spareTasks = (await Promise.all(caughtUp)).map((task) => task.taskUid);
    Object.assign(record, { settings: fingerprint, swapTask: swap.uid, spareTasks } satisfies SpareRecord);
  } else await waitOk(client.deleteIndex(next)); // a record without a spare: the next run fills afresh
  await waitOk(client.index<MetaDoc>(META_INDEX).addDocuments([record], { primaryKey: 'id' }));
  return { indexUid: live, count, reused: false };
}

/**
 * A spare per site doubles the stock's documents and disk in Meilisearch, which a usage-based
 * Meilisearch Cloud plan bills by the document: FORECOURT_SPARE_INDEX=off deletes it after each swap
 * (and every re-index fills a fresh index in full).
 */
const keepsSpare = () => process.env.FORECOURT_SPARE_INDEX !== 'off';

/** Sends the spare its changes and checks it then holds `count` documents; false when it does not. */
async function updateSpare(client: Meilisearch, next: string, diff: DocumentDiff, count: number): Promise<boolean> {
  for (const task of await sendDiff(client, next, diff)) await waitOk(task);
  const { numberOfDocuments } = await client.index(next).getStats();
  return numberOfDocuments === count;
}

/** Waits for tasks in the order they were sent, reporting documents indexed as each batch is in. */
async function waitAll(
  tasks: EnqueuedTaskPromise[],
  progress: (indexed: number) => void,
  allowed: string[],
): Promise<void> {
  let indexed = 0;
  progress(indexed);
  for (const enqueued of tasks) {
    const task = await waitOk(enqueued, allowed);
    const received = task.type === 'documentAdditionOrUpdate' ? task.details?.receivedDocuments : undefined;
    if (received === undefined) continue;
    indexed += received;
    progress(indexed);
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
  const meta = await readMeta(client, live);
  return meta && (await isCurrent(client, live, meta, meta.hash, meta.count)) ? meta.hash : null;
}

function readMeta(client: Meilisearch, live: string): Promise<MetaDoc | null> {
  return client.index<MetaDoc>(META_INDEX).getDocument(live).catch(notFoundAs(null));
}

/** The recorded hash matches and the live index still holds that many documents. */
async function isCurrent(
  client: Meilisearch,
  live: string,
  meta: MetaDoc | null,
  hash: string,
  count: number,
): Promise<boolean> {
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
