// `npm run deploy` against a local S3-compatible server (s3rver, standing in for S3, R2 or MinIO):
// the first deploy, an unchanged redeploy, a change, and a failure half-way that leaves the live
// site whole. Each test deploys to its own prefix; the site is read back over HTTP as a CDN would.
import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploySite } from '../../src/pipeline/deploy/deploy.ts';
import { s3Store, type ObjectStore } from '../../src/pipeline/deploy/s3-store.ts';
import { MANIFEST_KEY } from '../../src/lib/deploy/plan.ts';
import { startLocalS3 } from '../../scripts/lib/local-s3.ts';

let s3: Awaited<ReturnType<typeof startLocalS3>>;
let work: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'forecourt-deploy-'));
  s3 = await startLocalS3(path.join(work, 's3'));
});

afterAll(async () => {
  await s3?.stop();
  rmSync(work, { recursive: true, force: true });
});

type Car = { slug: string; price: number };

/** A built site as the build lays it out: hashed bundle, pages, photos, sitemap, feed and robots. */
function writeSite(name: string, version: string, cars: Car[]): string {
  const dir = path.join(work, name);
  rmSync(dir, { recursive: true, force: true });
  const put = (key: string, body: string) => {
    mkdirSync(path.dirname(path.join(dir, key)), { recursive: true });
    writeFileSync(path.join(dir, key), body);
  };
  const head = `<script type="module" src="/_astro/app.${version}.js"></script><link rel="stylesheet" href="/_astro/site.${version}.css"><script src="/_astro/react.r1.js"></script>`;
  put(`_astro/app.${version}.js`, `console.log(${JSON.stringify(version)});`);
  put(`_astro/site.${version}.css`, `body{--v:"${version}"}`);
  put('_astro/react.r1.js', 'export const React = {};');
  put(
    'index.html',
    `<!doctype html><html><head>${head}</head><body>${cars.map((c) => `<a href="/cars/${c.slug}">${c.slug}</a>`).join('')}</body></html>`,
  );
  put('404.html', `<!doctype html><html><head>${head}</head><body>Not found</body></html>`);
  for (const car of cars) {
    put(
      `cars/${car.slug}/index.html`,
      `<!doctype html><html><head>${head}</head><body><img src="/demo-images/${car.slug}.svg"> $${car.price}</body></html>`,
    );
    put(`demo-images/${car.slug}.svg`, `<svg xmlns="http://www.w3.org/2000/svg"><title>${car.slug}</title></svg>`);
  }
  put(
    'sitemap.xml',
    `<?xml version="1.0"?><urlset>${cars.map((c) => `<url><loc>https://x/cars/${c.slug}</loc></url>`).join('')}</urlset>`,
  );
  put(
    'feeds/google-vehicles.xml',
    `<?xml version="1.0"?><rss>${cars.map((c) => `<item>${c.slug} ${c.price}</item>`).join('')}</rss>`,
  );
  put('robots.txt', 'User-agent: *\nAllow: /\n');
  return dir;
}

/** Forwards to the real store, recording each write; optionally fails the Nth write (a network drop, deterministically). */
function recorded(store: ObjectStore, failOnWrite?: number) {
  const writes: string[] = [];
  const wrapped: ObjectStore = {
    ...store,
    async write(key, body, headers) {
      if (writes.length + 1 === failOnWrite) {
        writes.push(`${key} (failed)`);
        throw new Error('connection reset by peer');
      }
      writes.push(key);
      await store.write(key, body, headers);
    },
  };
  return { store: wrapped, writes };
}

const storeAt = (prefix: string) => s3Store(s3.client(), { bucket: s3.bucket, prefix: `${prefix}/` });

/** Every stored page as a visitor gets it over HTTP, with whether each asset it loads is there. */
async function servedSite(prefix: string) {
  const keys = (await storeAt(prefix).list()).filter((key) => key !== MANIFEST_KEY).sort();
  const pages = new Map<string, { body: string; missing: string[] }>();
  for (const key of keys.filter((k) => k.endsWith('.html'))) {
    const body = await (await fetch(s3.url(`${prefix}/${key}`))).text();
    const refs = [...body.matchAll(/(?:src|href)="\/((?:_astro|demo-images)\/[^"]+)"/g)].map((m) => m[1]!);
    const missing: string[] = [];
    for (const ref of refs) if ((await fetch(s3.url(`${prefix}/${ref}`))).status !== 200) missing.push(ref);
    pages.set(key, { body, missing });
  }
  return { keys, pages };
}

const V1: Car[] = [
  { slug: 'navara', price: 45990 },
  { slug: 'x-trail', price: 38990 },
  { slug: 'qashqai', price: 32990 },
];
const V2: Car[] = [
  { slug: 'navara', price: 43990 },
  { slug: 'x-trail', price: 38990 },
  { slug: 'patrol', price: 89990 },
];
const V1_FILES = 3 + 2 + V1.length * 2 + 3;

describe('deploy to an S3-compatible store', () => {
  it('first deploy: every file, assets before pages before sitemap and feeds, with the right headers', async () => {
    const site = writeSite('first', 'v1', V1);
    const { store, writes } = recorded(storeAt('first'));
    const result = await deploySite({ siteDir: site, store });
    expect(result).toMatchObject({ uploadedFiles: V1_FILES, deleted: 0 });
    const order = writes.filter((key) => key !== MANIFEST_KEY);
    const lastAsset = Math.max(
      ...order.map((key, i) => (key.endsWith('.html') || /sitemap|feeds|robots/.test(key) ? -1 : i)),
    );
    const firstPage = order.findIndex((key) => key.endsWith('.html'));
    const lastPage = order.findLastIndex((key) => key.endsWith('.html'));
    const firstIndex = order.findIndex((key) => /sitemap|feeds|robots/.test(key));
    expect(lastAsset).toBeLessThan(firstPage);
    expect(lastPage).toBeLessThan(firstIndex);

    const head = async (key: string) =>
      s3.client().send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `first/${key}` }));
    await expect(head('_astro/app.v1.js')).resolves.toMatchObject({
      ContentType: 'text/javascript; charset=utf-8',
      CacheControl: 'public, max-age=31536000, immutable',
    });
    await expect(head('cars/navara/index.html')).resolves.toMatchObject({
      ContentType: 'text/html; charset=utf-8',
      CacheControl: 'public, max-age=60, must-revalidate',
    });
    await expect(head('feeds/google-vehicles.xml')).resolves.toMatchObject({
      ContentType: 'text/xml; charset=utf-8',
      CacheControl: 'public, max-age=60, must-revalidate',
    });
    await expect(head('robots.txt')).resolves.toMatchObject({
      ContentType: 'text/plain; charset=utf-8',
      CacheControl: 'public, max-age=60, must-revalidate',
    });
    const served = await servedSite('first');
    expect([...served.pages.values()].flatMap((page) => page.missing)).toEqual([]);
    expect(served.pages.get('cars/navara/index.html')!.body).toContain('$45990');
  });

  it('unchanged redeploy: 0 uploads, nothing written or deleted', async () => {
    const site = writeSite('same', 'v1', V1);
    await deploySite({ siteDir: site, store: storeAt('same') });
    const { store, writes } = recorded(storeAt('same'));
    const result = await deploySite({ siteDir: site, store });
    expect(result).toMatchObject({ uploadedFiles: 0, deleted: 0, plan: { unchanged: V1_FILES } });
    expect(writes).toEqual([]);
  });

  it('a change: only the changed files go up; removed pages and photos are deleted last; old hashed assets wait out the grace period', async () => {
    await deploySite({ siteDir: writeSite('change', 'v1', V1), store: storeAt('change') });
    const { store, writes } = recorded(storeAt('change'));
    const result = await deploySite({ siteDir: writeSite('change', 'v2', V2), store });
    // Every page loads the new bundle, so every page changed; the unchanged React chunk, photos and robots.txt did not.
    expect(writes.filter((key) => key !== MANIFEST_KEY).sort()).toEqual([
      '404.html',
      '_astro/app.v2.js',
      '_astro/site.v2.css',
      'cars/navara/index.html',
      'cars/patrol/index.html',
      'cars/x-trail/index.html',
      'demo-images/patrol.svg',
      'feeds/google-vehicles.xml',
      'index.html',
      'sitemap.xml',
    ]);
    expect(result.plan.deletes).toEqual(['cars/qashqai/index.html', 'demo-images/qashqai.svg']);
    expect(result.plan.kept).toEqual(['_astro/app.v1.js', '_astro/site.v1.css']);
    const served = await servedSite('change');
    expect(served.keys).not.toContain('cars/qashqai/index.html');
    expect(served.pages.get('cars/navara/index.html')!.body).toContain('$43990');

    const later = await deploySite({
      siteDir: path.join(work, 'change'),
      store: storeAt('change'),
      now: new Date(Date.now() + 25 * 3600_000),
    });
    expect(later).toMatchObject({ uploadedFiles: 0, plan: { deletes: ['_astro/app.v1.js', '_astro/site.v1.css'] } });
  });

  it.each([
    ['an asset upload', 2],
    ['a page upload', 6],
  ])(
    'a failure half-way (%s): exits with an error, deletes nothing, and the live site still serves every page whole',
    async (_when, nth) => {
      const prefix = `fail-${nth}`;
      await deploySite({ siteDir: writeSite(prefix, 'v1', V1), store: storeAt(prefix) });
      const before = await servedSite(prefix);
      // One upload at a time, so the Nth write is the same file on every run.
      const { store } = recorded(storeAt(prefix), nth + 1 /* the interim manifest is write 1 */);
      await expect(deploySite({ siteDir: writeSite(prefix, 'v2', V2), store, concurrency: 1 })).rejects.toThrow(
        /failed: connection reset by peer\nStopped after \d+ of 10 uploads and deleted nothing/,
      );

      const after = await servedSite(prefix);
      expect([...after.pages.values()].flatMap((page) => page.missing)).toEqual([]);
      expect(after.keys).toEqual(expect.arrayContaining(before.keys));
      for (const [key, page] of before.pages) {
        if (nth === 2) expect(after.pages.get(key)!.body).toBe(page.body);
      }

      // The next deploy finishes the job.
      const retry = await deploySite({ siteDir: path.join(work, prefix), store: storeAt(prefix) });
      expect(retry.plan.deletes).toEqual(['cars/qashqai/index.html', 'demo-images/qashqai.svg']);
      expect((await servedSite(prefix)).pages.get('cars/patrol/index.html')!.body).toContain('$89990');
    },
  );

  it('a redeploy reads only the files written since the last one, and still sees a page rewritten at the same size', async () => {
    const site = writeSite('hashes', 'v1', V1);
    const built = new Date(Date.now() - 3600_000);
    for (const file of readdirSync(site, { recursive: true, withFileTypes: true }).filter((f) => f.isFile()))
      utimesSync(path.join(file.parentPath, file.name), built, built);
    expect(await deploySite({ siteDir: site, store: storeAt('hashes') })).toMatchObject({ hashedFiles: V1_FILES });
    // An incremental build rewrites one page: a new price, the same number of bytes.
    const page = path.join(site, 'cars/navara/index.html');
    writeFileSync(page, readFileSync(page, 'utf8').replace('$45990', '$44990'));
    const changed = await deploySite({ siteDir: site, store: storeAt('hashes') });
    expect(changed).toMatchObject({ hashedFiles: 1, uploadedFiles: 1 });
    expect((await servedSite('hashes')).pages.get('cars/navara/index.html')!.body).toContain('$44990');
    // Written seconds ago, it is read again next time (its next write could share its timestamp), and not uploaded.
    expect(await deploySite({ siteDir: site, store: storeAt('hashes') })).toMatchObject({
      hashedFiles: 1,
      uploadedFiles: 0,
    });
    expect(await deploySite({ siteDir: site, store: storeAt('hashes'), force: true })).toMatchObject({
      hashedFiles: V1_FILES,
    });
  });

  it('a site of more than 1,000 files (S3 lists 1,000 keys a page) is listed whole: a redeploy uploads 0 files', async () => {
    const cars = Array.from({ length: 520 }, (_, i) => ({ slug: `car-${i}`, price: 20_000 + i }));
    const site = writeSite('big', 'v1', cars);
    const first = await deploySite({ siteDir: site, store: storeAt('big'), concurrency: 16 });
    expect(first.uploadedFiles).toBe(3 + 2 + cars.length * 2 + 3);
    expect(await deploySite({ siteDir: site, store: storeAt('big') })).toMatchObject({ uploadedFiles: 0, deleted: 0 });
  });

  // The CLI runs in a child process.
  const cli = (...args: string[]) =>
    new Promise<{ status: number; stdout: string; stderr: string }>((done) => {
      const argv = ['scripts/deploy.ts', '--from', work, '--tenant', 'cli', '--endpoint', s3.endpoint, ...args];
      execFile(process.execPath, argv, { env: { ...process.env, ...s3.env } }, (error, stdout, stderr) =>
        done({ status: error ? Number(error.code) : 0, stdout, stderr }),
      );
    });

  it('--dry-run prints the plan and changes nothing', async () => {
    writeSite('cli', 'v1', V1);
    const dry = await cli('--to', `s3://${s3.bucket}/cli`, '--dry-run');
    expect(dry.status).toBe(0);
    expect(dry.stdout).toContain('  upload  asset  _astro/app.v1.js  (0.0 KB, new)');
    expect(dry.stdout).toContain(`Plan: upload ${V1_FILES} file(s)`);
    expect(await storeAt('cli').list()).toEqual([]);
  });

  it('a deploy the store refuses exits non-zero with the reason', async () => {
    const refused = await cli('--to', 's3://no-such-bucket/cli');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/✗ .*(bucket|NoSuchBucket)/i);
  });

  it('--help documents the standard AWS credentials', () => {
    const help = spawnSync(process.execPath, ['scripts/deploy.ts', '--help'], { encoding: 'utf8' }).stdout;
    for (const name of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN', 'AWS_REGION', 'AWS_PROFILE'])
      expect(help).toContain(name);
  });
});
