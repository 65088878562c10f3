// The CLIs on bad input, against a real Meilisearch: a bad stock record is skipped and reported while
// the rest are indexed; a bad tenant file or content file (a post, an offer, a reviews file) is
// reported with its file, path, expected and found, and never stops the other tenants from
// building, though the build exits non-zero at the end (--built-list names the sites that built, the
// ones CI deploys); XSS in content renders inert in the pages.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
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
      seed: 'bad-input',
      cars: 6,
      now: new Date('2026-11-01T00:00:00Z'),
      franchiseMakes: ['Nissan'],
      usedOnly: false,
      categories: ['cars'],
      locations: [],
      dealershipIds: [],
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

  // A whole build (bundle and render) in a child process: the test waits as long as cli() lets it run.
  it('a bad tenant and a bad post are reported with file, path, expected and found; the good one still builds; exit code 1', () => {
    const out = path.join(work, 'dist');
    const built = path.join(work, 'built-sites');
    const { code, output } = cli('scripts/build-all.ts', ['--root', ROOT, '--out', out, '--built-list', built]);
    expect(output).toContain(
      'tests/fixtures/tenants-bad/sites/broken-motors.json: search.soldDays: expected a number from 0 to 14, found "three"',
    );
    expect(output).toContain(
      'tests/fixtures/tenants-bad/content/sites/bad-post-motors/posts/grand-opening.md: date: expected a real calendar date like 2025-12-25, found "2026-13-01"',
    );
    expect(output).toContain(
      'tests/fixtures/tenants-bad/content/sites/bad-offer-motors/offers/winter.md: expiry: expected a date on or after start (2026-07-01), found "2026-06-30"',
    );
    expect(output).toContain(
      'tests/fixtures/tenants-bad/content/sites/bad-offer-motors/reviews/site.json: reviews[0].rating: expected a star rating from 1 to 5, found 6',
    );
    expect(output).toMatch(/✗ broken-motors/);
    expect(output).toMatch(/✗ bad-post-motors/);
    expect(output).toMatch(/✗ bad-offer-motors/);
    expect(code).toBe(1);
    // What CI deploys (.github/workflows/sites.yml): the sites that built, and no other.
    expect(readFileSync(built, 'utf8')).toBe('good-motors\n');
    expect(existsSync(path.join(out, 'broken-motors'))).toBe(false);
    expect(existsSync(path.join(out, 'bad-post-motors'))).toBe(false);
    expect(existsSync(path.join(out, 'bad-offer-motors'))).toBe(false);
    const site = (file: string) => readFileSync(path.join(out, 'good-motors', file), 'utf8');
    expect(site('index.html')).toContain('Good Motors');
    expect(existsSync(path.join(out, 'good-motors', 'sitemap.xml'))).toBe(true);
    // Its own content, from the same tree, through the Content Layer: the script in the post is gone.
    expect(site('about-us/index.html')).toContain('Good Motors has sold good cars since 1987.');
    expect(site('blog/open-saturday/index.html')).toContain('come in on Saturday mornings');
    expect(site('blog/open-saturday/index.html')).not.toContain('alert("xss")');
    expect(site('_redirects')).toContain('/search /search/new-used-and-demo-cars 301');
    // XSS in an offer's name, description and disclaimer and in a review renders inert (parsed as a
    // browser would): no script runs it, no element carries an event handler or a javascript: link;
    // the payloads of plain-text fields are there as text, the description's are sanitised away.
    const pages = ['offers/spring-sale/index.html', 'offers/index.html', 'index.html', 'pages/reviews/index.html'].map(
      (file) => new JSDOM(site(file)).window.document,
    );
    for (const document of pages) {
      // Structured data quotes the name as JSON, with "<" escaped, so it cannot end its script element.
      const scripts = [...document.querySelectorAll('script')].filter(
        (script) => script.type !== 'application/ld+json',
      );
      expect(
        scripts.filter((script) => script.textContent?.includes('alert(')).map((script) => script.outerHTML),
      ).toEqual([]);
      expect(
        [...document.querySelectorAll('*')].flatMap((el) =>
          el.getAttributeNames().filter((name) => name.startsWith('on')),
        ),
      ).toEqual([]);
      expect(document.querySelectorAll('[href^="javascript:"]')).toHaveLength(0);
    }
    const [offerPage, , , reviewsPage] = pages.map((document) => document.body.textContent ?? '');
    expect(offerPage).toContain('Spring sale <script>alert("name")</script>');
    expect(offerPage).toContain('Terms apply <script>alert("disclaimer")</script>');
    expect(offerPage).toContain('Save on every car in stock this spring.');
    expect(offerPage).not.toContain('alert("description")');
    expect(reviewsPage).toContain('Great service <script>alert("review")</script>');
    expect(output).not.toContain(meili.adminKey);
  }, 120_000);
});
