/**
 * Turns the one shared Astro output (every tenant under /<slug>/, one _astro bundle, public files
 * at the root) into dist/<slug>/ folders that are each a complete site rooted at /. Each tenant's
 * folder is filled beside the live one and swapped in with renames, so a CDN sync or the local
 * server never sees a half-written site.
 */
import {
  constants,
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  unlinkSync,
} from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { link, mkdir, rm } from 'node:fs/promises';
import pLimit from 'p-limit';
import { NOT_FOUND_FILE } from '../../lib/build/page-files.ts';
import { sha256 } from './page-inputs.ts';

/**
 * Joins the folders of the render processes (render.ts) into the first and returns it. Their pages
 * never overlap (shard.ts), so a page written twice is a bug that fails the build rather than
 * silently losing one; the bundle and public files are the same in each, so only missing ones are
 * copied.
 */
export function mergeRenders(outDirs: string[], tenantSlugs: ReadonlySet<string>): string {
  const [into, ...others] = outDirs;
  if (!into) throw new Error('mergeRenders needs at least one render folder');
  for (const from of others) {
    for (const entry of readdirSync(from)) {
      if (tenantSlugs.has(entry)) moveTree(join(from, entry), join(into, entry), 'refuse');
      else cpSync(join(from, entry), join(into, entry), { recursive: true, force: false });
    }
  }
  return into;
}

/**
 * Moves a folder's files into another by renames, folder by folder. A file already there is an
 * overlap of two renders' pages when merging them ('refuse'), and the live site's page a re-rendered
 * one replaces when assembling ('replace': renamed over, never written into).
 */
function moveTree(from: string, into: string, onFileThere: 'refuse' | 'replace'): void {
  if (!existsSync(into)) {
    renameSync(from, into);
    return;
  }
  if (!statSync(from).isDirectory() || !statSync(into).isDirectory()) {
    if (onFileThere !== 'replace') {
      throw new Error(`Two render processes both wrote ${into}: their shares of the pages overlap.`);
    }
    renameSync(from, into);
    return;
  }
  for (const entry of readdirSync(from)) moveTree(join(from, entry), join(into, entry), onFileThere);
}

/**
 * Starts a site's staging folder (dist/.<slug>.next) as the live site's pages, in hard links, for an
 * incremental build to assemble from (assembleTenantSite with `staged`). It runs while the pages
 * render. The live site's files are only ever linked, never written to: assembly replaces a link by
 * renaming a new file over it.
 *
 * A folder per car page is the cost: kernel time, on cores the render needs (docs/performance.md). So the site an incremental build replaced is kept
 * as the spare (dist/.<slug>.spare, see swapIn), and the next one starts from it: its folders are
 * there, and only the pages that differ from the live site's are linked again.
 */
export async function stageLiveSite(distDir: string, slug: string, files: readonly string[]): Promise<void> {
  const staging = stagingDir(distDir, slug);
  await rm(staging, { recursive: true, force: true });
  const live = join(distDir, slug);
  const spare = spareDir(distDir, slug);
  if (existsSync(spare)) {
    renameSync(spare, staging);
    return matchLiveSite(staging, live, files);
  }
  const limit = pLimit(STAGING_AT_ONCE);
  const folders = [...new Set(files.map((file) => dirname(join(staging, file))))];
  await Promise.all(folders.map((folder) => limit(() => mkdir(folder, { recursive: true }))));
  await Promise.all(files.map((file) => limit(() => link(join(live, file), join(staging, file)))));
}

/** File operations at once while staging: enough to keep the disk busy, never the build's thread. */
const STAGING_AT_ONCE = 16;

/**
 * Makes an earlier site's folder hold exactly the live site's pages, each a hard link to the live
 * file: what else it holds goes (pages gone since, and the bundle and files beside the pages, which
 * assembly adds anew), and a page that is not the live one's very file is linked again.
 */
function matchLiveSite(staging: string, live: string, files: readonly string[]): void {
  const wanted = new Set(files);
  const emptied = new Set<string>();
  for (const file of filesIn(staging)) {
    if (wanted.has(file)) continue;
    unlinkSync(join(staging, file));
    emptied.add(dirname(join(staging, file)));
  }
  for (const file of files) {
    const target = join(staging, file);
    const there = lstatSync(target, { throwIfNoEntry: false });
    if (there?.ino === statSync(join(live, file)).ino) continue;
    if (there) unlinkSync(target);
    else mkdirSync(dirname(target), { recursive: true });
    linkSync(join(live, file), target);
  }
  removeEmptyFolders(staging, emptied);
}

/** These folders of a site and the folders above them, deepest first, where nothing is left in them. */
function removeEmptyFolders(site: string, folders: Iterable<string>): void {
  const byDepth = [...folders].sort((a, b) => b.split('/').length - a.split('/').length);
  for (const folder of byDepth) {
    for (let dir = folder; dir !== site && existsSync(dir) && readdirSync(dir).length === 0; dir = dirname(dir))
      rmdirSync(dir);
  }
}

function stagingDir(distDir: string, slug: string): string {
  return join(distDir, `.${slug}.next`);
}

function spareDir(distDir: string, slug: string): string {
  return join(distDir, `.${slug}.spare`);
}

/**
 * Fills dist/.<slug>.next with the pages rendered for the site and the shared bundle, checks its
 * files with `check`, hands them to `finish` for the pages' last touch and the files a site gets
 * beside its pages (its _redirects and _headers), then swaps it in. With `staged`, the folder already holds the live site's pages (stageLiveSite):
 * the rendered pages replace theirs and the files of `staged.removed` are deleted. Without it, the
 * folder starts empty. The folder is listed once, for the check and the count of pages: listing a
 * folder per car page takes a few hundredths of a second each time.
 */
export function assembleTenantSite(
  astroOut: string,
  distDir: string,
  slug: string,
  tenantSlugs: ReadonlySet<string>,
  {
    staged,
    check,
    finish,
  }: {
    staged?: { removed: readonly string[] };
    check?: (files: readonly string[]) => void;
    finish?: (staging: string) => void;
  } = {},
): { pages: number } {
  mkdirSync(distDir, { recursive: true });
  const staging = stagingDir(distDir, slug);
  if (!staged) rmSync(staging, { recursive: true, force: true });
  if (existsSync(join(astroOut, slug))) moveTree(join(astroOut, slug), staging, 'replace');
  else mkdirSync(staging, { recursive: true });
  for (const file of staged?.removed ?? []) removeFile(staging, file);
  for (const entry of sharedEntries(astroOut, tenantSlugs)) {
    cpSync(join(astroOut, entry), join(staging, entry), { recursive: true });
  }
  promoteNotFoundPage(staging);
  const files = filesIn(staging);
  check?.(files);
  finish?.(staging); // files beside the pages, never a page
  swapIn(staging, join(distDir, slug), staged !== undefined);
  return { pages: files.filter(isHtml).length };
}

/** Deletes a file of a staged site, and the folders it leaves empty. */
function removeFile(site: string, file: string): void {
  rmSync(join(site, file), { force: true });
  for (let dir = dirname(join(site, file)); dir !== site && readdirSync(dir).length === 0; dir = dirname(dir))
    rmdirSync(dir);
}

/**
 * Hard links in `to` to these files of `from`, where the file system allows them, else copies;
 * never over a file already there.
 */
export function linkFiles(from: string, to: string, files: readonly string[]): void {
  const made = new Set<string>();
  for (const file of files) {
    const target = join(to, file);
    const dir = dirname(target);
    if (!made.has(dir)) mkdirSync(dir, { recursive: true });
    made.add(dir);
    try {
      linkSync(join(from, file), target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST')
        throw new Error(`${target} was both rendered and kept from the live site.`);
      copyFileSync(join(from, file), target, constants.COPYFILE_EXCL);
    }
  }
}

/** Every file of a folder, relative to it, with '/' separators. */
function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

/** The files of the bundle and the public/ files, which every site gets a copy of. */
export function sharedFiles(astroOut: string, tenantSlugs: ReadonlySet<string>): string[] {
  return sharedEntries(astroOut, tenantSlugs)
    .flatMap((entry) =>
      statSync(join(astroOut, entry)).isDirectory()
        ? filesIn(join(astroOut, entry)).map((file) => `${entry}/${file}`)
        : [entry],
    )
    .sort();
}

/** The hash of those files: kept pages link to exactly these. */
export function sharedFilesHash(astroOut: string, files: readonly string[]): string {
  return sha256(files.map((file) => `${file} ${sha256(readFileSync(join(astroOut, file)))}`).join('\n'));
}

/** The bundle and the public/ files: everything at the output root that is not a tenant's folder. */
export function sharedEntries(astroOut: string, tenantSlugs: ReadonlySet<string>): string[] {
  return readdirSync(astroOut).filter((entry) => !tenantSlugs.has(entry));
}

/** CDNs and static hosts look for /404.html; Astro writes a [tenant]/404 page as 404/index.html. */
function promoteNotFoundPage(site: string): void {
  const nested = join(site, '404', 'index.html');
  if (!existsSync(nested)) return;
  renameSync(nested, join(site, NOT_FOUND_FILE));
  rmSync(join(site, '404'), { recursive: true, force: true });
}

/**
 * The previous site goes to the trash, emptied as the build ends (discardTrash), once every site is
 * swapped in. After an incremental build it is kept as the spare instead, for the next one to start from
 * (stageLiveSite): it shares all but the re-rendered pages' files with the new site, so it costs
 * next to no disk. A full build's would be a whole second copy: that one goes, and any spare with it.
 */
function swapIn(staging: string, live: string, keepSpare: boolean): void {
  const spare = spareDir(dirname(live), basename(live));
  toTrash(spare); // a full build's previous one, or one a build that stopped left
  if (existsSync(live)) {
    if (keepSpare) renameSync(live, spare);
    else toTrash(live);
  }
  renameSync(staging, live);
}

function toTrash(dir: string): void {
  if (!existsSync(dir)) return;
  const trash = join(dirname(dir), TRASH);
  mkdirSync(trash, { recursive: true });
  renameSync(dir, join(trash, `${basename(dir)}-${process.pid}-${Date.now()}`));
}

const TRASH = '.trash';

/** Deletes what the build replaced (and what a build that was stopped left). */
export function discardTrash(distDir: string): void {
  rmSync(join(distDir, TRASH), { recursive: true, force: true });
}

export function countHtml(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && isHtml(entry.name)) count++;
  }
  return count;
}

function isHtml(file: string): boolean {
  return file.endsWith('.html');
}
