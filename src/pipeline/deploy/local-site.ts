/** The files of a built site on disk, each with its SHA-256, as the deploy plan compares them. */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { MANIFEST_KEY, type LocalFile } from '../../lib/deploy/plan.ts';

/** Every file under `siteDir`, sorted by key. Fails clearly when the site has not been built. */
export async function readLocalSite(siteDir: string): Promise<LocalFile[]> {
  const found = await stat(siteDir).catch(() => null);
  if (!found?.isDirectory())
    throw new Error(`${siteDir} is not a built site (run npm run build -- --tenant <slug> first).`);
  const entries = await readdir(siteDir, { recursive: true, withFileTypes: true });
  const keys = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(siteDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((key) => key !== MANIFEST_KEY)
    .sort();
  // Hashing reads every file; a few at a time keeps the disk busy without thousands of open files.
  const limit = pLimit(16);
  return Promise.all(keys.map((key) => limit(async () => fileFacts(key, await readFile(path.join(siteDir, key))))));
}

export function fileFacts(key: string, body: Buffer): LocalFile {
  return { key, sha256: createHash('sha256').update(body).digest('hex'), size: body.length };
}
