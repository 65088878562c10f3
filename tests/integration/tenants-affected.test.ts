// `npm run tenants:affected` against a real git repository: commits, uncommitted edits, new files,
// and a stdout that carries the slugs and nothing else.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SCRIPT = path.resolve('scripts/tenants-affected.ts');
let repo: string;

const write = (file: string, data: unknown) => {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  writeFileSync(path.join(repo, file), typeof data === 'string' ? data : JSON.stringify(data));
};
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });
const affected = (...args: string[]) => spawnSync(process.execPath, [SCRIPT, ...args], { cwd: repo, encoding: 'utf8' });

beforeAll(() => {
  repo = mkdtempSync(path.join(tmpdir(), 'forecourt-affected-'));
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'ci@example.com');
  git('config', 'user.name', 'CI');
  write('tenants/_defaults.json', {});
  write('tenants/manufacturers/nissan.json', { make: 'Nissan' });
  write('tenants/groups/sunny-group.json', {});
  write('tenants/sites/north-nissan.json', { manufacturers: ['nissan'] });
  write('tenants/sites/south-nissan.json', { group: 'sunny-group', manufacturers: ['nissan'] });
  write('tenants/sites/valley-used.json', { group: 'sunny-group' });
  write('src/lib/x.ts', 'export {};\n');
  git('add', '-A');
  git('commit', '-q', '-m', 'sites');
});

afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('tenants:affected', () => {
  it('a commit touching one site file: that slug alone on stdout, the reason on stderr', () => {
    write('tenants/sites/north-nissan.json', { manufacturers: ['nissan'], phone: '+61733951200' });
    git('commit', '-q', '-am', 'north phone');
    const run = affected('--since', 'HEAD~1');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('north-nissan\n');
    expect(run.stderr).toContain('north-nissan: tenants/sites/north-nissan.json');
  });

  it('uncommitted edits and new untracked files count, as JSON for a CI matrix', () => {
    write('tenants/groups/sunny-group.json', { phone: '+61733951200' });
    write('tenants/content/sites/north-nissan/pages/about-us.md', '# About us\n');
    const run = affected('--since', 'HEAD', '--json');
    expect(run.stdout).toBe('["north-nissan","south-nissan","valley-used"]\n');
    git('checkout', '-q', '--', '.');
    rmSync(path.join(repo, 'tenants/content'), { recursive: true });
  });

  it('shared code reaches every site; --all lists every site', () => {
    write('src/lib/x.ts', 'export const x = 1;\n');
    expect(affected('--since', 'HEAD').stdout).toBe('north-nissan\nsouth-nissan\nvalley-used\n');
    git('checkout', '-q', '--', '.');
    expect(affected('--all').stdout).toBe('north-nissan\nsouth-nissan\nvalley-used\n');
  });

  it('--batches prints the CI matrix: a change to the group is one job of its two sites', () => {
    write('tenants/groups/sunny-group.json', { phone: '+61733951200' });
    const run = affected('--since', 'HEAD', '--batches');
    expect(JSON.parse(run.stdout)).toEqual([
      {
        name: '1/1: south-nissan … valley-used (2 sites)',
        tenants: 'south-nissan,valley-used',
        group: 'sites-south-nissan..valley-used',
      },
    ]);
    git('checkout', '-q', '--', '.');
  });

  it('--all --batches --sites-per-batch 2 splits three sites 2 + 1; a stock change for one site is its own job', () => {
    const batches = JSON.parse(affected('--all', '--batches', '--sites-per-batch', '2').stdout) as {
      tenants: string;
    }[];
    expect(batches.map((batch) => batch.tenants)).toEqual(['north-nissan,south-nissan', 'valley-used']);
    expect(JSON.parse(affected('--tenant', 'valley-used', '--batches').stdout)).toEqual([
      { name: 'valley-used', tenants: 'valley-used', group: 'site-valley-used' },
    ]);
  });

  it.each([
    [['--tenant', 'no-such-site', '--batches'], 1, '--tenant: no site "no-such-site" in tenants/sites'],
    [
      ['--all', '--batches', '--sites-per-batch', '0'],
      2,
      '--sites-per-batch: expected a whole number of sites from 1, found "0"',
    ],
    [['--all', '--tenant', 'valley-used'], 2, 'Give exactly one of --since <git-ref>, --all and --tenant <slug>.'],
  ])('%j is refused (exit %i) with nothing on stdout', (args, status, message) => {
    const run = affected(...args);
    expect(run).toMatchObject({ status, stdout: '' });
    expect(run.stderr).toContain(message);
  });

  it('nothing changed: empty stdout, exit 0', () => {
    const run = affected('--since', 'HEAD');
    expect(run).toMatchObject({ status: 0, stdout: '' });
  });

  it('an unknown ref fails with a clear message and nothing on stdout', () => {
    const run = affected('--since', 'no-such-branch');
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('git knows no commit "no-such-branch" here');
  });
});
