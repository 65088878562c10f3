/**
 * The files of a built site on disk, each with its SHA-256, as the deploy plan compares them.
 *
 * Hashing reads the whole site (some 200 MB for 2,000 cars), which cost more than half a second of CPU
 * on every deploy; an incremental build rewrites a few dozen files and hard-links the rest. So the
 * hashes are kept beside the site (`.<slug>.deploy-hashes.json`, a dot file that is never deployed)
 * with each file's size, modification time and inode, and a file whose three are unchanged is not
 * read again, as rsync and git judge a file unchanged. A file modified in the last second is not
 * kept (git's "racily clean" rule): its next write could land within the same clock tick.
 */
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { MANIFEST_KEY, type LocalFile } from '../../lib/deploy/plan.ts';

/** Size, modification time (ns) and inode, as strings: a file is re-read when any differs. */
type Stamp = string;
type HashCache = { format: 1; files: Record<string, [Stamp, string]> };

/** Newer files than this are hashed every time (see the head of this file). */
const RACY_NS = 1_000_000_000n;

export type LocalSite = { files: LocalFile[]; hashed: number };

/**
 * Every file under `siteDir`, sorted by key. Fails clearly when the site has not been built.
 * `reuse`: trust the kept hashes of unchanged files; `keep`: keep this run's for the next.
 */
export async function readLocalSite(siteDir: string, { reuse = true, keep = true } = {}): Promise<LocalSite> {
  const found = await stat(siteDir).catch(() => null);
  if (!found?.isDirectory())
    throw new Error(`${siteDir} is not a built site (run npm run build -- --tenant <slug> first).`);
  const startedNs = BigInt(Date.now()) * 1_000_000n;
  const cacheFile = path.join(path.dirname(siteDir), `.${path.basename(siteDir)}.deploy-hashes.json`);
  const cached = reuse ? await readCache(cacheFile) : {};
  const entries = await readdir(siteDir, { recursive: true, withFileTypes: true });
  const keys = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(siteDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((key) => key !== MANIFEST_KEY)
    .sort();
  const kept: HashCache['files'] = {};
  let hashed = 0;
  // Hashing reads every file; a few at a time keeps the disk busy without thousands of open files.
  const limit = pLimit(16);
  const files = await Promise.all(
    keys.map((key) =>
      limit(async () => {
        const file = path.join(siteDir, key);
        // A stat is a few microseconds from the kernel's cache; a thread pool round trip each cost more.
        const facts = statSync(file, { bigint: true });
        const stamp = `${facts.size}:${facts.mtimeNs}:${facts.ino}`;
        const known = cached[key];
        const sha256 = known?.[0] === stamp ? known[1] : fileFacts(key, await readFile(file)).sha256;
        if (known?.[0] !== stamp) hashed += 1;
        if (facts.mtimeNs < startedNs - RACY_NS) kept[key] = [stamp, sha256];
        return { key, sha256, size: Number(facts.size) };
      }),
    ),
  );
  if (keep) await writeCache(cacheFile, { format: 1, files: kept });
  return { files, hashed };
}

export function fileFacts(key: string, body: Buffer): LocalFile {
  return { key, sha256: createHash('sha256').update(body).digest('hex'), size: body.length };
}

async function readCache(file: string): Promise<HashCache['files']> {
  try {
    const cache = JSON.parse(await readFile(file, 'utf8')) as Partial<HashCache>;
    return cache.format === 1 && typeof cache.files === 'object' && cache.files !== null ? cache.files : {};
  } catch {
    return {}; // none yet, or unreadable: every file is hashed
  }
}

/** Written whole and renamed into place, so a deploy that stops half-way leaves the last good one. */
async function writeCache(file: string, cache: HashCache): Promise<void> {
  await writeFile(`${file}.tmp`, JSON.stringify(cache));
  await rename(`${file}.tmp`, file);
}
