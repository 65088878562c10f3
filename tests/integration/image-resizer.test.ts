/**
 * The local image CDN (issue 28: "served through a local image resizer that stands in for the image
 * CDN and follows the same URL template (widths, quality, format)") and the demo stock's raster
 * photos ("originals about 1600 px wide, 100–300 KB"), over HTTP from the site server.
 */
import { request } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startSiteServer } from '../../src/pipeline/serve/site-server.ts';
import { freePort } from '../../src/pipeline/free-port.ts';
import { cdnImageUrl } from '../../src/lib/vehicle/images.ts';
import { IMAGE_RESIZER_TEMPLATE } from '../../src/pipeline/serve/image-resizer.ts';
import { loadTenants } from '../../src/pipeline/tenants.ts';

type Answer = { status: number; type: string; body: Buffer; cache: string };
let port: number;
let server: { close(): Promise<void> };
const root = mkdtempSync(join(tmpdir(), 'forecourt-images-'));
const cacheDir = join(root, 'cache');

function get(path: string, accept = 'image/webp,*/*', site = 'demo-site'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, agent: false, headers: { Host: `${site}.localhost:${port}`, Accept: accept } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type']),
            body: Buffer.concat(chunks),
            cache: String(res.headers['cache-control']),
          }),
        );
      },
    );
    req.on('error', reject).end();
  });
}

beforeAll(async () => {
  const site = join(root, 'dist', 'demo-site');
  mkdirSync(join(site, 'photos'), { recursive: true });
  mkdirSync(join(root, 'dist', 'other-site'), { recursive: true });
  await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3060a0' } })
    .png()
    .toFile(join(site, 'photos', 'a.png'));
  port = await freePort();
  server = await startSiteServer({ distDir: join(root, 'dist'), port, imageCacheDir: cacheDir });
}, 30_000);

afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('demo photos', () => {
  it('a gallery photo is a JPEG original 1600 px wide of 100–300 KB, made once and kept', async () => {
    const first = await get('/demo-images/suv-white-13.jpg');
    expect(first.status).toBe(200);
    expect(first.type).toBe('image/jpeg');
    expect(await sharp(first.body).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 1067 });
    expect(first.body.length).toBeGreaterThan(100_000);
    expect(first.body.length).toBeLessThan(300_000);
    expect(readdirSync(join(cacheDir, 'demo-photos'))).toEqual(['suv-white-13.jpg']);
    expect((await get('/demo-images/suv-white-13.jpg')).body.equals(first.body)).toBe(true);
  }, 30_000);

  it.each(['/demo-images/suv-white-41.jpg', '/demo-images/spin-suv-white-01.jpg', '/demo-images/boat-white-1.jpg'])(
    '%s is no photo: 404',
    async (path) => {
      expect((await get(path)).status).toBe(404);
    },
  );
});

const { tenants } = await loadTenants('tenants');

describe('the resizer follows the CDN template', () => {
  it('every demo tenant sends its images through it', () => {
    expect(tenants.map((t) => t.vehiclePage.images.cdnTemplate)).toEqual(tenants.map(() => IMAGE_RESIZER_TEMPLATE));
  });

  it.each([
    [{ width: 600, height: 400, quality: 75, format: 'webp' }, '/demo-images/ute-red-2.jpg', 'webp', 600, 400],
    [{ width: 400, height: 267, quality: 60, format: 'avif' }, '/demo-images/ute-red-2.jpg', 'heif', 400, 267],
    [{ width: 1200, height: 800, quality: 80, format: 'jpg' }, '/demo-images/ute-red-2.jpg', 'jpeg', 1200, 800],
    [{ width: 300, quality: 80, format: 'png' }, '/photos/a.png', 'png', 300, 200],
  ] as const)(
    '%j of %s',
    async (options, src, format, width, height) => {
      const url = cdnImageUrl(src, options, { template: IMAGE_RESIZER_TEMPLATE });
      const answer = await get(url);
      expect(answer.status, url).toBe(200);
      expect(answer.cache).toBe('public, max-age=31536000, immutable');
      expect(await sharp(answer.body).metadata()).toMatchObject({ format, width, height });
    },
    30_000,
  );

  it('a demo photo is the same on every site, so each of its sizes is made once for all of them', async () => {
    const url = cdnImageUrl(
      '/demo-images/sedan-black-7.jpg',
      { width: 192, height: 128, format: 'webp' },
      {
        template: IMAGE_RESIZER_TEMPLATE,
      },
    );
    const [here, there] = [await get(url), await get(url, undefined, 'other-site')];
    expect([here.status, there.status]).toEqual([200, 200]);
    expect(there.body.equals(here.body)).toBe(true);
    expect(readdirSync(join(cacheDir, 'resized'))).not.toContain('other-site');
  });

  it('"auto" answers AVIF to a browser that takes it, else WebP', async () => {
    const url = cdnImageUrl('/photos/a.png', { width: 200, format: 'auto' }, { template: IMAGE_RESIZER_TEMPLATE });
    expect((await get(url, 'image/avif,image/webp,*/*')).type).toBe('image/avif');
    expect((await get(url, 'image/webp,*/*')).type).toBe('image/webp');
  });

  it.each([
    ['a width no CDN makes', '/_img/9000x400/q75/webp/photos/a.png', 400],
    ['an unknown format', '/_img/600x400/q75/gif/photos/a.png', 400],
    ['a file that is not there', '/_img/600x400/q75/webp/photos/b.png', 404],
    // The URL resolves to /etc/passwd, no resizer URL at all.
    ['a path out of the site', '/_img/600x400/q75/webp/%2e%2e/%2e%2e/etc/passwd', 400],
    ['an encoded path out of the site', '/_img/600x400/q75/webp/..%2F..%2F..%2Fetc%2Fpasswd', 404],
  ])('%s: %s answers %s', async (_what, path, status) => {
    expect((await get(path)).status).toBe(status);
    expect(existsSync(join(root, 'etc'))).toBe(false);
  });
});
