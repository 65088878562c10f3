/**
 * The plan of one deploy: which files of the built site to upload, in which order, and which
 * stored files to delete, from the site on disk, the keys in the store and the manifest the last
 * deploy left there.
 *
 * The manifest (one JSON object beside the site) records each file's SHA-256 and headers. Reading it
 * is one request, where comparing per-object metadata would be one HEAD request per file (S3's
 * listing does not return metadata, and ETags are not content hashes on every store or upload
 * kind). The listing is still read, so a file missing from the store is uploaded again whatever the
 * manifest says, and files no build made any more are found even when the manifest is lost.
 */
import { DEPLOY_PHASES, isHashedAsset, objectHeaders, type DeployPhase } from './headers.ts';

/** The manifest's key, beside the site's files. */
export const MANIFEST_KEY = '.forecourt-deploy.json';

export interface LocalFile {
  /** Path inside the site, with '/' separators: the object key below the prefix. */
  key: string;
  sha256: string;
  size: number;
}

interface ManifestEntry {
  sha256: string;
  size: number;
  contentType: string;
  cacheControl: string;
}

export interface DeployManifest {
  format: 1;
  /** What is stored under each key, as far as this deploy knows. */
  files: Record<string, ManifestEntry>;
  /**
   * Hashed assets no page of the site uses any more, with the time they were retired. They stay
   * for the grace period, because a page a browser or the CDN still holds (or a chunk an island
   * loads later) may ask for them; the first deploy after that deletes them.
   */
  retired: Record<string, string>;
}

export interface Upload extends ManifestEntry {
  key: string;
  phase: DeployPhase;
  reason: 'new' | 'changed' | 'missing';
}

export interface DeployPlan {
  /** In upload order: assets, then pages, then the documents that list pages. */
  uploads: Upload[];
  unchanged: number;
  /** Stored files to delete once everything is uploaded, hashed assets last. */
  deletes: string[];
  /** Retired hashed assets kept for now. */
  kept: string[];
  /**
   * Written before the first upload when a manifest exists: it forgets the keys about to change,
   * so a deploy that fails part-way leaves no entry claiming content the store no longer has.
   */
  interimManifest: DeployManifest | null;
  /** Written once every upload succeeded; null when nothing changed. */
  nextManifest: DeployManifest | null;
}

export interface PlanInput {
  local: readonly LocalFile[];
  /** Keys stored under the prefix, relative to it. */
  stored: ReadonlySet<string>;
  manifest: DeployManifest | null;
  now: Date;
  /** How long a retired hashed asset is kept, in milliseconds. */
  assetGraceMs: number;
}

export function planDeploy({ local, stored, manifest, now, assetGraceMs }: PlanInput): DeployPlan {
  const files: Record<string, ManifestEntry> = {};
  const uploads: Upload[] = [];
  for (const file of local) {
    const { phase, ...headers } = objectHeaders(file.key);
    const entry: ManifestEntry = { sha256: file.sha256, size: file.size, ...headers };
    files[file.key] = entry;
    const before = manifest?.files[file.key];
    const reason = !stored.has(file.key) ? (before ? 'missing' : 'new') : sameEntry(before, entry) ? null : 'changed';
    if (reason) uploads.push({ key: file.key, phase, reason, ...entry });
  }
  uploads.sort((a, b) => DEPLOY_PHASES.indexOf(a.phase) - DEPLOY_PHASES.indexOf(b.phase) || a.key.localeCompare(b.key));

  const { deletes, retired } = staleFiles(files, stored, manifest, now, assetGraceMs);
  const nextManifest: DeployManifest = { format: 1, files, retired };
  const changed = uploads.length > 0 || deletes.length > 0 || JSON.stringify(nextManifest) !== JSON.stringify(manifest);
  return {
    uploads,
    unchanged: local.length - uploads.length,
    deletes,
    kept: Object.keys(retired),
    interimManifest:
      manifest && uploads.length > 0
        ? {
            ...manifest,
            files: without(
              manifest.files,
              uploads.map((u) => u.key),
            ),
          }
        : null,
    nextManifest: changed ? nextManifest : null,
  };
}

function staleFiles(
  files: Record<string, ManifestEntry>,
  stored: ReadonlySet<string>,
  manifest: DeployManifest | null,
  now: Date,
  graceMs: number,
) {
  const retired: Record<string, string> = {};
  const deletes: string[] = [];
  for (const key of [...stored].sort()) {
    if (key === MANIFEST_KEY || Object.hasOwn(files, key)) continue;
    const since = manifest?.retired[key] ?? now.toISOString();
    if (isHashedAsset(key) && now.getTime() - Date.parse(since) < graceMs) retired[key] = since;
    else deletes.push(key);
  }
  // Pages that might still load an old asset go before it.
  deletes.sort((a, b) => Number(isHashedAsset(a)) - Number(isHashedAsset(b)) || a.localeCompare(b));
  return { deletes, retired };
}

function sameEntry(a: ManifestEntry | undefined, b: ManifestEntry): boolean {
  return (
    a !== undefined && a.sha256 === b.sha256 && a.contentType === b.contentType && a.cacheControl === b.cacheControl
  );
}

function without(files: Record<string, ManifestEntry>, keys: readonly string[]): Record<string, ManifestEntry> {
  const drop = new Set(keys);
  return Object.fromEntries(Object.entries(files).filter(([key]) => !drop.has(key)));
}

/** A manifest read back from the store, or null when it is missing or not one of ours. */
export function parseManifest(text: string | null): DeployManifest | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<DeployManifest>;
    if (value.format !== 1 || typeof value.files !== 'object' || value.files === null) return null;
    return {
      format: 1,
      files: value.files,
      retired: typeof value.retired === 'object' && value.retired !== null ? value.retired : {},
    };
  } catch {
    return null;
  }
}
