/**
 * The sites a change since a git ref reaches (lib/tenant/affected.ts), from git and the site files
 * on disk. The change is the ref against the working tree: commits since the ref, edits not yet
 * committed and new files git does not track yet, so an editor can ask before committing and CI
 * asks about the commit it checked out.
 */
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { affectedSites, siteLayerRefs, type AffectedSites, type SiteLayerRefs } from '../lib/tenant/affected.ts';

const run = promisify(execFile);

export interface AffectedSince extends AffectedSites {
  /** Every changed path, relative to the project folder. */
  changed: string[];
}

/** The sites reached by the changes between `since` and the working tree of the project in `cwd`. */
export async function affectedSince(since: string, rootDir = 'tenants', cwd = process.cwd()): Promise<AffectedSince> {
  const changed = await changedPaths(since, cwd);
  const sites = await readSiteLayerRefs(path.resolve(cwd, rootDir));
  const tenantsDir = path.relative(cwd, path.resolve(cwd, rootDir)).split(path.sep).join('/');
  return { ...affectedSites(changed, sites, tenantsDir), changed };
}

/** Paths changed since `since` (committed or not) and untracked files, relative to `cwd`; only those inside it. */
async function changedPaths(since: string, cwd: string): Promise<string[]> {
  await verifyCommit(since, cwd);
  // --relative keeps paths inside the project folder (a Forecourt checkout may sit in a monorepo);
  // --no-renames lists a moved file under both names, so its old owner is rebuilt too.
  const diff = await git(['diff', '--name-only', '--no-renames', '--relative', '-z', since, '--'], cwd);
  const untracked = await git(['ls-files', '--others', '--exclude-standard', '-z'], cwd);
  return [...new Set([...splitZ(diff), ...splitZ(untracked)])].sort();
}

async function verifyCommit(ref: string, cwd: string): Promise<void> {
  try {
    await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd);
  } catch {
    throw new Error(
      `--since: git knows no commit "${ref}" here. In CI, check out enough history (actions/checkout with fetch-depth: 0).`,
    );
  }
}

/** What each site file refers to; a file that is not valid JSON is kept as unreadable (it may use any layer). */
async function readSiteLayerRefs(tenantsRoot: string): Promise<SiteLayerRefs[]> {
  const sitesDir = path.join(tenantsRoot, 'sites');
  const names = (await readdir(sitesDir).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    names.map(async (name) => {
      const slug = name.slice(0, -'.json'.length);
      const text = await readFile(path.join(sitesDir, name), 'utf8');
      return siteLayerRefs(slug, parseOrNull(text));
    }),
  );
}

/** Every site's slug, for `--all` (e.g. the nightly rebuild). */
export async function allSiteSlugs(rootDir = 'tenants', cwd = process.cwd()): Promise<string[]> {
  return (await readSiteLayerRefs(path.resolve(cwd, rootDir))).map((site) => site.slug);
}

function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function git(args: string[], cwd: string): Promise<string> {
  const { stdout } = await run('git', args, { cwd, maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

function splitZ(output: string): string[] {
  return output.split('\0').filter(Boolean);
}
