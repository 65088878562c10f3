/**
 * Deploys a built site (dist/<slug>/) to an object store so that the live site is never broken:
 * only files whose content changed are uploaded (lib/deploy/plan.ts), assets before the pages that
 * load them and pages before the sitemap and feeds that list them, and stale files are deleted
 * only after everything is up. A failure stops the deploy where it is: every stored page still
 * loads (its assets went up before it, and nothing was deleted), and the next deploy finishes it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { DEPLOY_PHASES } from '../../lib/deploy/headers.ts';
import {
  MANIFEST_KEY,
  parseManifest,
  planDeploy,
  type DeployManifest,
  type DeployPlan,
  type Upload,
} from '../../lib/deploy/plan.ts';
import { fileFacts, readLocalSite } from './local-site.ts';
import type { ObjectStore } from './s3-store.ts';

export interface DeployOptions {
  siteDir: string;
  store: ObjectStore;
  dryRun?: boolean;
  /** Uploads at once. */
  concurrency?: number;
  /** How long an asset no page uses any more stays in the store (ms). */
  assetGraceMs?: number;
  /** Upload every file, whatever the manifest says (after the store was changed by hand). */
  force?: boolean;
  /** The store's keys and manifest, read ahead (readStoredSite) while the site was being built. */
  stored?: Promise<StoredSite>;
  now?: Date;
  log?: (line: string) => void;
}

export interface DeployResult {
  plan: DeployPlan;
  /** Files read and hashed: those a build wrote since the last deploy, or every file the first time. */
  hashedFiles: number;
  uploadedFiles: number;
  uploadedBytes: number;
  deleted: number;
  seconds: number;
}

/** A day: longer than any page stays in a cache (a minute) or open in a shopper's tab, typically. */
export const DEFAULT_ASSET_GRACE_MS = 24 * 3600_000;

export async function deploySite(options: DeployOptions): Promise<DeployResult> {
  const started = performance.now();
  const {
    siteDir,
    store,
    dryRun = false,
    concurrency = 8,
    assetGraceMs = DEFAULT_ASSET_GRACE_MS,
    force = false,
    now = new Date(),
    log = () => {},
  } = options;
  const [local, stored] = await Promise.all([
    readLocalSite(siteDir, { reuse: !force }),
    options.stored ?? readStoredSite(store),
  ]);
  const manifest = force ? null : parseManifest(stored.manifestText);
  const plan = planDeploy({ local: local.files, stored: new Set(stored.keys), manifest, now, assetGraceMs });
  const result = { plan, hashedFiles: local.hashed, uploadedFiles: 0, uploadedBytes: 0, deleted: 0 };
  const seconds = () => (performance.now() - started) / 1000;
  if (dryRun) return { ...result, seconds: seconds() };

  if (plan.interimManifest) await writeManifest(store, plan.interimManifest);
  for (const phase of DEPLOY_PHASES) {
    const uploads = plan.uploads.filter((upload) => upload.phase === phase);
    if (uploads.length === 0) continue;
    log(
      `Uploading ${uploads.length} ${phase === 'asset' ? 'asset' : phase === 'page' ? 'page' : 'index document'}(s)…`,
    );
    const done = await uploadAll(store, siteDir, uploads, concurrency);
    result.uploadedFiles += done.files;
    result.uploadedBytes += done.bytes;
    if (done.error) throw new DeployFailure(done.error, result.uploadedFiles, plan.uploads.length);
  }
  if (plan.nextManifest) await writeManifest(store, plan.nextManifest);
  if (plan.deletes.length > 0) {
    log(`Deleting ${plan.deletes.length} stale file(s)…`);
    await store.remove(plan.deletes);
    result.deleted = plan.deletes.length;
  }
  return { ...result, seconds: seconds() };
}

/** What a site's folder in the store holds: its keys, and the manifest the last deploy left. */
export interface StoredSite {
  keys: string[];
  manifestText: string | null;
}

/**
 * Read before a deploy; a caller that builds the site first reads it while building (stock:index
 * --deploy-to), which holds as nothing else deploys the site meanwhile (CI runs one deploy a site at once).
 */
export async function readStoredSite(store: ObjectStore): Promise<StoredSite> {
  const [keys, manifestText] = await Promise.all([store.list(), store.read(MANIFEST_KEY)]);
  return { keys, manifestText };
}

class DeployFailure extends Error {
  constructor(cause: { key: string; error: unknown }, uploaded: number, planned: number) {
    const reason = cause.error instanceof Error ? cause.error.message : String(cause.error);
    super(
      `Uploading ${cause.key} failed: ${reason}\nStopped after ${uploaded} of ${planned} uploads and deleted nothing: the live site still ` +
        'serves every page whole (assets go up before the pages that load them). Run the deploy again to finish it.',
      { cause: cause.error },
    );
  }
}

/** Uploads in parallel; after the first failure no new upload starts, and those under way finish. */
async function uploadAll(store: ObjectStore, siteDir: string, uploads: readonly Upload[], concurrency: number) {
  const limit = pLimit(Math.max(1, concurrency));
  let files = 0;
  let bytes = 0;
  let error: { key: string; error: unknown } | null = null;
  await Promise.all(
    uploads.map((upload) =>
      limit(async () => {
        if (error) return;
        try {
          const body = await readFile(path.join(siteDir, upload.key));
          await store.write(upload.key, body, upload);
          files += 1;
          bytes += body.length;
        } catch (failure) {
          error ??= { key: upload.key, error: failure };
        }
      }),
    ),
  );
  return { files, bytes, error };
}

async function writeManifest(store: ObjectStore, manifest: DeployManifest): Promise<void> {
  const body = Buffer.from(`${JSON.stringify(manifest)}\n`);
  const { sha256 } = fileFacts(MANIFEST_KEY, body);
  await store.write(MANIFEST_KEY, body, {
    contentType: 'application/json; charset=utf-8',
    cacheControl: 'no-store',
    sha256,
  });
}
