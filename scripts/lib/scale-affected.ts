/**
 * `tenants:affected` at scale: the scale sites' tenant folder in a throwaway git repository, then a
 * commit touching one site file, one touching a manufacturer, one touching the defaults, and
 * `npm run tenants:affected -- --since` each of them and all three, each in its own process as CI
 * runs it: how many sites each reaches and how long the answer takes.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const SCRIPT = fileURLToPath(new URL('../tenants-affected.ts', import.meta.url));
const AS_BENCH = ['-c', 'user.email=bench@forecourt.invalid', '-c', 'user.name=bench'];

interface AffectedRow {
  change: string;
  sites: number;
  seconds: number;
}

/** Adds a key to a JSON file, so the file changes and still parses. */
function touchJson(file: string): void {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(file, `${JSON.stringify({ ...json, $comment: 'bench change' }, null, 2)}\n`);
}

async function affected(repo: string, since: string): Promise<{ sites: number; seconds: number }> {
  const started = performance.now();
  const { stdout } = await run(process.execPath, [SCRIPT, '--since', since], { cwd: repo, maxBuffer: 1 << 24 });
  return { sites: stdout.split('\n').filter(Boolean).length, seconds: (performance.now() - started) / 1000 };
}

/** `root` is the scale sites' tenants folder; `site` one of its slugs and `make` a manufacturer file's name that site lists. */
export async function scaleAffected(root: string, site: string, make: string): Promise<AffectedRow[]> {
  const repo = mkdtempSync(path.join(tmpdir(), 'forecourt-scale-git-'));
  try {
    cpSync(root, path.join(repo, 'tenants'), { recursive: true });
    const git = (...args: string[]) => run('git', [...AS_BENCH, ...args], { cwd: repo });
    await git('init', '--quiet');
    await git('add', '.');
    await git('commit', '--quiet', '-m', 'sites');
    const changes: [string, string][] = [
      ['one site file', `tenants/sites/${site}.json`],
      [`one manufacturer (${make})`, `tenants/manufacturers/${make}.json`],
      ['the defaults', 'tenants/_defaults.json'],
    ];
    const rows: AffectedRow[] = [];
    for (const [change, file] of changes) {
      touchJson(path.join(repo, file));
      await git('commit', '--quiet', '-am', change);
      rows.push({ change, ...(await affected(repo, 'HEAD~1')) });
    }
    rows.push({ change: 'all three in one push', ...(await affected(repo, 'HEAD~3')) });
    return rows;
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
}
