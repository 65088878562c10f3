/**
 * Turns the one shared Astro output (every tenant under /<slug>/, one _astro bundle, public files
 * at the root) into dist/<slug>/ folders that are each a complete site rooted at /. Each tenant's
 * folder is filled beside the live one and swapped in with renames, so a CDN sync or the local
 * server never sees a half-written site.
 */
import { constants, copyFileSync, cpSync, existsSync, linkSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { rm } from 'node:fs/promises';
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
      if (tenantSlugs.has(entry)) movePages(join(from, entry), join(into, entry));
      else cpSync(join(from, entry), join(into, entry), { recursive: true, force: false });
    }
  }
  return into;
}

function movePages(from: string, into: string): void {
  if (!existsSync(into)) return renameSync(from, into);
  if (!statSync(from).isDirectory() || !statSync(into).isDirectory()) {
    throw new Error(`Two render processes both wrote ${into}: their shares of the pages overlap.`);
  }
  for (const entry of readdirSync(from)) movePages(join(from, entry), join(into, entry));
}

/** Files of the live site an incremental build keeps (those of the pages it did not re-render). */
export interface KeptFiles {
  from: string;
  files: readonly string[];
}

/**
 * Fills dist/.<slug>.next with the pages rendered for the site, the files it keeps from the live
 * site (hard links: nothing is copied, and the live files are never written to, as every page
 * rendered anew is a new file) and the shared bundle, checks it with `check`, adds with `finish`
 * the files a site gets beside its pages (its _redirects), then swaps it in.
 */
export function assembleTenantSite(
  astroOut: string,
  distDir: string,
  slug: string,
  tenantSlugs: ReadonlySet<string>,
  { keep, check, finish }: { keep?: KeptFiles; check?: (staging: string) => void; finish?: (staging: string) => void } = {},
): { pages: number } {
  mkdirSync(distDir, { recursive: true });
  const staging = join(distDir, `.${slug}.next`);
  rmSync(staging, { recursive: true, force: true });
  if (existsSync(join(astroOut, slug))) renameSync(join(astroOut, slug), staging);
  else mkdirSync(staging);
  for (const entry of sharedEntries(astroOut, tenantSlugs)) {
    cpSync(join(astroOut, entry), join(staging, entry), { recursive: true });
  }
  promoteNotFoundPage(staging);
  if (keep) linkFiles(keep.from, staging, keep.files);
  check?.(staging);
  finish?.(staging);
  swapIn(staging, join(distDir, slug));
  return { pages: countHtml(join(distDir, slug)) };
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
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new Error(`${target} was both rendered and kept from the live site.`);
      copyFileSync(join(from, file), target, constants.COPYFILE_EXCL);
    }
  }
}

/** Every file of a folder, relative to it, with '/' separators. */
export function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

/** The files of the bundle and the public/ files, which every site gets a copy of. */
export function sharedFiles(astroOut: string, tenantSlugs: ReadonlySet<string>): string[] {
  return sharedEntries(astroOut, tenantSlugs).flatMap((entry) =>
    statSync(join(astroOut, entry)).isDirectory() ? filesIn(join(astroOut, entry)).map((file) => `${entry}/${file}`) : [entry],
  ).sort();
}

/** The hash of those files: kept pages link to exactly these. */
export function sharedFilesHash(astroOut: string, files: readonly string[]): string {
  return sha256(files.map((file) => `${file} ${sha256(readFileSync(join(astroOut, file)))}`).join('\n'));
}

/** The bundle and the public/ files: everything at the output root that is not a tenant's folder. */
function sharedEntries(astroOut: string, tenantSlugs: ReadonlySet<string>): string[] {
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
 * The previous site goes to the trash, not straight to the bin: deleting thousands of folders took a
 * tenth of a build, so the next build empties the trash in the background while it renders
 * (see emptyTrash).
 */
function swapIn(staging: string, live: string): void {
  if (existsSync(live)) {
    const trash = join(dirname(live), TRASH);
    mkdirSync(trash, { recursive: true });
    renameSync(live, join(trash, `${basename(live)}-${process.pid}-${Date.now()}`));
  }
  renameSync(staging, live);
}

const TRASH = '.trash';

/** Deletes what earlier builds replaced; started at the beginning of a build and awaited at its end. */
export function emptyTrash(distDir: string): Promise<void> {
  return rm(join(distDir, TRASH), { recursive: true, force: true }).catch(() => {});
}

export function countHtml(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) count++;
  }
  return count;
}
