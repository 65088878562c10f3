// The CLIs on bad input, against a real Meilisearch: a bad stock record is skipped and reported while
// the rest are indexed; a bad tenant file is reported with its file, path, expected and found, and
// never stops the other tenants from building, though the build exits non-zero at the end.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoFeed } from '../../src/demo-stock/generate.ts';
import { startMeilisearch, type MeiliConnection } from '../../src/pipeline/meili/server.ts';

const ROOT = 'tests/fixtures/tenants-bad';
let meili: MeiliConnection;
let work: string;

function cli(script: string, args: string[]) {
  const result = spawnSync(process.execPath, [script, ...args], {
    encoding: 'utf8',
    env: { ...process.env, MEILISEARCH_URL: meili.url, MEILISEARCH_ADMIN_KEY: meili.adminKey },
    timeout: 120_000,
  });
  return { code: result.status, output: `${result.stdout}\n${result.stderr}` };
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'forecourt-bad-input-'));
  meili = await startMeilisearch({ dataDir: path.join(work, 'meili') });
});

afterAll(async () => {
  await meili?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('bad input', () => {
  it('a bad stock record is skipped and reported by id, field and reason; the rest are indexed', () => {
    const vehicles = generateDemoFeed({
      seed: 'bad-input', cars: 6, now: new Date('2026-11-01T00:00:00Z'), franchiseMakes: ['Nissan'], usedOnly: false,
      categories: ['cars'], locations: [], dealershipIds: [],
    }) as Record<string, unknown>[];
    vehicles[2] = { ...vehicles[2], id: 424242, price: 'call us' };
    const feed = path.join(work, 'feed.json');
    writeFileSync(feed, JSON.stringify({ vehicles }));

    const { code, output } = cli('scripts/index-stock.ts', ['--root', ROOT, '--tenant', 'good-motors', '--file', feed]);
    expect(code).toBe(0);
    expect(output).toMatch(/424242.*price.*expected a number.*"call us"/);
    expect(output).toMatch(/5 vehicle\(s\)/);
    expect(output).not.toContain(meili.adminKey);
  });

  it('a bad tenant is reported with file, path, expected and found; the good one still builds; exit code 1', () => {
    const out = path.join(work, 'dist');
    const { code, output } = cli('scripts/build-all.ts', ['--root', ROOT, '--out', out]);
    expect(output).toContain('tests/fixtures/tenants-bad/sites/broken-motors.json: search.soldDays: expected a number from 0 to 14, found "three"');
    expect(output).toMatch(/✗ broken-motors/);
    expect(code).toBe(1);
    expect(existsSync(path.join(out, 'broken-motors'))).toBe(false);
    const home = readFileSync(path.join(out, 'good-motors', 'index.html'), 'utf8');
    expect(home).toContain('Good Motors');
    expect(existsSync(path.join(out, 'good-motors', 'sitemap.xml'))).toBe(true);
    expect(output).not.toContain(meili.adminKey);
  });
});
