/**
 * The spare stock index, `<live>_next`: the index a swap leaves behind is kept, and the next re-index
 * brings it to the new feed by the documents that changed rather than filling a fresh index with
 * every car; then it is swapped in as before. Right after each swap the old live index (the new spare)
 * is sent the same change, so at rest the spare holds what the live index holds.
 *
 * The spare is trusted only when the bookkeeping proves that: the last run recorded the settings it
 * indexed with, its swap task and the tasks it sent the spare after it, and Meilisearch's task list
 * shows that nothing else touched either index since that swap and that each of those tasks
 * succeeded. Anything else (no record, other settings, a run that stopped half-way, a task that
 * failed, a hand-made change) fills the spare afresh, as a first run does.
 */
import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { EnqueuedTaskPromise, Meilisearch, Settings } from 'meilisearch';
import type { CarDocument } from '../../lib/stock/document.ts';
import { PRIMARY_KEY } from './settings.ts';

/** What a run leaves beside the live index's meta record for the next run to check. */
export type SpareRecord = {
  /** The settings both indexes were made with (settingsFingerprint). */
  settings: string;
  /** The swap that made the live index live. */
  swapTask: number;
  /** Every task sent to the spare after that swap. */
  spareTasks: number[];
};

/** The document changes that turn one index's content into another's. */
export type DocumentDiff = { upserts: CarDocument[]; deletes: number[] };

const BATCH_SIZE = 1000;
/** Generous: a spare that needs more tasks than this after a swap is not one we left. */
const HISTORY_LIMIT = 50;

/** `format` is the indexer's: a change in how documents are made that the settings do not show. */
export function settingsFingerprint(format: number, settings: Settings): string {
  return createHash('sha256').update(JSON.stringify({ format, settings })).digest('hex');
}

/**
 * The documents to send and the ids to delete to turn `held` (as Meilisearch returned them) into
 * `wanted`. A document is compared as JSON, as Meilisearch stores it: its key order does not count.
 */
export function documentDiff(held: readonly CarDocument[], wanted: readonly CarDocument[]): DocumentDiff {
  const heldById = new Map(held.map((doc) => [doc.id, doc]));
  const upserts = wanted.filter((doc) => {
    const was = heldById.get(doc.id);
    return was === undefined || !sameAsJson(was, doc);
  });
  const wantedIds = new Set(wanted.map((doc) => doc.id));
  const deletes = held.filter((doc) => !wantedIds.has(doc.id)).map((doc) => doc.id);
  return { upserts, deletes };
}

/**
 * Whether `wanted` written as JSON reads back as `held` (JSON as parsed), whatever the keys' order: a
 * member left undefined is left out, as JSON.stringify leaves it out (undefined in a list is null).
 * Anything JSON would turn into something else (a date, NaN) counts as a difference: sent again.
 */
function sameAsJson(held: unknown, wanted: unknown): boolean {
  if (held === wanted) return typeof wanted !== 'number' || Number.isFinite(wanted);
  if (typeof held !== 'object' || typeof wanted !== 'object' || held === null || wanted === null) return false;
  if (Array.isArray(wanted)) {
    if (!Array.isArray(held) || held.length !== wanted.length) return false;
    for (let i = 0; i < wanted.length; i++) if (!sameAsJson(held[i], wanted[i] ?? null)) return false;
    return true;
  }
  if (Array.isArray(held) || Object.getPrototypeOf(wanted) !== Object.prototype) return false;
  // Index and for-in loops, making no list of entries per object: this runs for every car of every import.
  let members = 0;
  for (const key in wanted) {
    const value = (wanted as Record<string, unknown>)[key];
    if (value === undefined) continue;
    members += 1;
    if (!sameAsJson((held as Record<string, unknown>)[key], value)) return false;
  }
  return members === Object.keys(held).length;
}

/** Sends a diff to an index; its tasks are enqueued, not waited for. */
export async function sendDiff(client: Meilisearch, uid: string, diff: DocumentDiff): Promise<EnqueuedTaskPromise[]> {
  const index = client.index<CarDocument>(uid);
  const tasks: EnqueuedTaskPromise[] = [];
  if (diff.upserts.length > 0)
    tasks.push(...index.addDocumentsInBatches(diff.upserts, BATCH_SIZE, { primaryKey: PRIMARY_KEY }));
  if (diff.deletes.length > 0) tasks.push(index.deleteDocuments(diff.deletes));
  return tasks;
}

/**
 * Fills an index afresh: deleted, created, configured, every document added. Each request is sent once
 * the last was enqueued (Meilisearch runs tasks in the order it receives them); the tasks are not
 * waited for.
 */
export async function sendFill(
  client: Meilisearch,
  uid: string,
  settings: Settings,
  documents: readonly CarDocument[],
): Promise<EnqueuedTaskPromise[]> {
  const cleared = client.deleteIndex(uid);
  await cleared;
  const created = client.createIndex(uid, { primaryKey: PRIMARY_KEY });
  await created;
  const configured = client.index(uid).updateSettings(settings);
  await configured;
  const index = client.index<CarDocument>(uid);
  return [
    cleared,
    created,
    configured,
    ...index.addDocumentsInBatches([...documents], BATCH_SIZE, { primaryKey: PRIMARY_KEY }),
  ];
}

const byUid = (a: number, b: number) => a - b;

/** Whether the live index and the spare are as the last run left them: see the head of this file. */
export async function spareState(
  client: Meilisearch,
  live: string,
  spare: string,
  record: Partial<SpareRecord> | null,
  fingerprint: string,
): Promise<{ liveIntact: boolean; spareIntact: boolean }> {
  const { settings, swapTask, spareTasks } = record ?? {};
  if (settings !== fingerprint || typeof swapTask !== 'number' || !Array.isArray(spareTasks))
    return { liveIntact: false, spareIntact: false };
  const since = async (uid: string) =>
    (await client.tasks.getTasks({ indexUids: [uid], limit: HISTORY_LIMIT })).results.filter(
      (task) => task.uid > swapTask,
    );
  const [liveSince, spareSince] = await Promise.all([since(live), since(spare)]);
  const liveIntact = liveSince.length === 0;
  const uids = spareSince.map((task) => task.uid).sort(byUid);
  if (!liveIntact || !isDeepStrictEqual(uids, [...spareTasks].sort(byUid))) return { liveIntact, spareIntact: false };
  // The last run did not wait for them; they have nearly always finished by now.
  const finished = spareSince.every((task) => task.status !== 'enqueued' && task.status !== 'processing');
  const tasks = finished ? spareSince : await client.tasks.waitForTasks(uids, { timeout: 120_000, interval: 10 });
  return { liveIntact, spareIntact: tasks.every((task) => task.status === 'succeeded') };
}
