// The deploy plan (issue 19): headers, upload order, content-hash diffing and stale files.
import { describe, expect, it } from 'vitest';
import { objectHeaders } from '../../src/lib/deploy/headers.ts';
import {
  MANIFEST_KEY,
  parseManifest,
  planDeploy,
  type DeployManifest,
  type LocalFile,
} from '../../src/lib/deploy/plan.ts';
import { parseDeployTarget } from '../../src/lib/deploy/target.ts';

describe('headers', () => {
  // "Hashed assets get Cache-Control: public, max-age=31536000, immutable. HTML, the sitemap, feeds
  // and robots.txt get a short max-age with must-revalidate." Content-Type is correct.
  it.each([
    ['_astro/SearchApp.B2x9kQ.js', 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable', 'asset'],
    ['_astro/index.Cq1a2b.css', 'text/css; charset=utf-8', 'public, max-age=31536000, immutable', 'asset'],
    ['index.html', 'text/html; charset=utf-8', 'public, max-age=60, must-revalidate', 'page'],
    [
      'cars/2022-nissan-navara-1042/index.html',
      'text/html; charset=utf-8',
      'public, max-age=60, must-revalidate',
      'page',
    ],
    ['404.html', 'text/html; charset=utf-8', 'public, max-age=60, must-revalidate', 'page'],
    ['sitemap.xml', 'text/xml; charset=utf-8', 'public, max-age=60, must-revalidate', 'index'],
    ['robots.txt', 'text/plain; charset=utf-8', 'public, max-age=60, must-revalidate', 'index'],
    ['feeds/google-vehicles.xml', 'text/xml; charset=utf-8', 'public, max-age=60, must-revalidate', 'index'],
    ['feeds/meta-vehicles.xml', 'text/xml; charset=utf-8', 'public, max-age=60, must-revalidate', 'index'],
    ['data/lead-forms.json', 'application/json; charset=utf-8', 'public, max-age=60, must-revalidate', 'asset'],
    ['demo-images/suv-white-1.svg', 'image/svg+xml; charset=utf-8', 'public, max-age=60, must-revalidate', 'asset'],
    ['cars/2022-nissan-navara-1042.pdf', 'application/pdf', 'public, max-age=60, must-revalidate', 'asset'],
    ['photos/1042-1.webp', 'image/webp', 'public, max-age=60, must-revalidate', 'asset'],
  ])('%s: %s, %s, %s phase', (key, contentType, cacheControl, phase) => {
    expect(objectHeaders(key)).toEqual({ contentType, cacheControl, phase });
  });
});

describe('parseDeployTarget', () => {
  it.each([
    ['s3://dealer-sites/bayside-nissan', { bucket: 'dealer-sites', prefix: 'bayside-nissan/' }],
    ['s3://dealer-sites/prod/bayside-nissan/', { bucket: 'dealer-sites', prefix: 'prod/bayside-nissan/' }],
    ['s3://dealer-sites', { bucket: 'dealer-sites', prefix: '' }],
  ])('%s', (text, target) => expect(parseDeployTarget(text)).toEqual(target));

  it.each(['dealer-sites/x', 'https://dealer-sites/x', 's3://Dealer_Sites/x', 's3://b/../x'])('refuses %s', (text) => {
    expect(() => parseDeployTarget(text)).toThrow(
      `expected s3://<bucket>/<prefix> like s3://dealer-sites/bayside-nissan, found "${text}"`,
    );
  });
});

const file = (key: string, sha256 = `sha-${key}`, size = 100): LocalFile => ({ key, sha256, size });
const SITE = [
  file('_astro/app.v1.js'),
  file('_astro/react.r1.js'),
  file('cars/a/index.html'),
  file('demo-images/a.svg'),
  file('feeds/google-vehicles.xml'),
  file('index.html'),
  file('robots.txt'),
  file('sitemap.xml'),
];
const now = new Date('2026-11-23T10:00:00Z');
const HOUR = 3600_000;

/** The plan, then the manifest and store as they are after it ran. */
function deployed(
  local: LocalFile[],
  stored: Set<string>,
  manifest: DeployManifest | null,
  at = now,
  graceMs = 24 * HOUR,
) {
  const plan = planDeploy({ local, stored, manifest, now: at, assetGraceMs: graceMs });
  const after = new Set(
    [...stored, ...plan.uploads.map((u) => u.key), MANIFEST_KEY].filter((key) => !plan.deletes.includes(key)),
  );
  return { plan, stored: after, manifest: plan.nextManifest ?? manifest };
}

describe('planDeploy', () => {
  const first = deployed(SITE, new Set(), null);

  it('a first deploy uploads every file: assets, then pages, then the documents listing pages', () => {
    expect(first.plan.uploads.map((u) => [u.phase, u.key, u.reason])).toEqual([
      ['asset', '_astro/app.v1.js', 'new'],
      ['asset', '_astro/react.r1.js', 'new'],
      ['asset', 'demo-images/a.svg', 'new'],
      ['page', 'cars/a/index.html', 'new'],
      ['page', 'index.html', 'new'],
      ['index', 'feeds/google-vehicles.xml', 'new'],
      ['index', 'robots.txt', 'new'],
      ['index', 'sitemap.xml', 'new'],
    ]);
    expect(first.plan).toMatchObject({ unchanged: 0, deletes: [], interimManifest: null });
  });

  it('an unchanged site uploads 0 files, deletes nothing and writes no manifest', () => {
    const again = deployed(SITE, first.stored, first.manifest);
    expect(again.plan).toMatchObject({
      uploads: [],
      unchanged: SITE.length,
      deletes: [],
      nextManifest: null,
      interimManifest: null,
    });
  });

  it('a change uploads only the changed files; retired hashed assets stay for the grace period, other stale files go last', () => {
    const v2 = [
      file('_astro/app.v2.js'),
      file('_astro/react.r1.js'),
      file('cars/b/index.html'),
      file('demo-images/b.svg'),
      file('feeds/google-vehicles.xml', 'sha-new-feed'),
      file('index.html', 'sha-new-home'),
      file('robots.txt'),
      file('sitemap.xml', 'sha-new-sitemap'),
    ];
    const second = deployed(v2, first.stored, first.manifest);
    expect(second.plan.uploads.map((u) => u.key)).toEqual([
      '_astro/app.v2.js',
      'demo-images/b.svg',
      'cars/b/index.html',
      'index.html',
      'feeds/google-vehicles.xml',
      'sitemap.xml',
    ]);
    expect(second.plan.deletes).toEqual(['cars/a/index.html', 'demo-images/a.svg']);
    expect(second.plan.kept).toEqual(['_astro/app.v1.js']);
    // The interim manifest forgets what is about to change, so a failed deploy claims nothing false.
    expect(Object.keys(second.plan.interimManifest!.files)).toEqual([
      '_astro/app.v1.js',
      '_astro/react.r1.js',
      'cars/a/index.html',
      'demo-images/a.svg',
      'robots.txt',
    ]);

    const later = deployed(v2, second.stored, second.manifest, new Date(now.getTime() + 25 * HOUR));
    expect(later.plan).toMatchObject({ uploads: [], deletes: ['_astro/app.v1.js'], kept: [] });
  });

  it('a file the store lost is uploaded again, whatever the manifest says', () => {
    const lost = new Set([...first.stored].filter((key) => key !== 'index.html'));
    expect(deployed(SITE, lost, first.manifest).plan.uploads.map((u) => [u.key, u.reason])).toEqual([
      ['index.html', 'missing'],
    ]);
  });

  it('without a manifest every file is uploaded, and stale files are still found by listing', () => {
    const stored = new Set([...first.stored, 'cars/gone/index.html']);
    const plan = deployed(SITE, stored, null).plan;
    expect(plan.uploads.map((u) => u.reason)).toEqual(SITE.map(() => 'changed'));
    expect(plan.deletes).toEqual(['cars/gone/index.html']);
  });

  it('a manifest that is not ours counts as none', () => {
    expect(parseManifest('{"hello":1}')).toBeNull();
    expect(parseManifest('not json')).toBeNull();
    expect(parseManifest(null)).toBeNull();
  });
});
