/**
 * The local stand-in for the image CDN: answers the URLs of IMAGE_RESIZER_TEMPLATE (the same
 * width, height, quality and format parts as a real CDN's template, spec/site.md §7) by resizing a
 * site's raster image with sharp, and serves the demo stock's gallery photos, made on first request
 * (./demo-photos.ts): a demo photo through the resizer is drawn at the size asked for rather than
 * cut down from its original, which only a request for the original itself makes. Both are kept on disk, so a photo is made once and each size resized once;
 * nothing is made up front, so a build stays as fast as before.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, resolve, sep } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import pLimit from 'p-limit';
import { IMAGE_FORMATS, type ImageFormat } from '../../lib/vehicle/constants.ts';
import { demoPhotoPixels, renderDemoPhoto } from './demo-photos.ts';

/**
 * The demo tenants' `vehiclePage.images.cdnTemplate`: this resizer, on the site's own origin.
 * @internal Exported for its tests.
 */
export const IMAGE_RESIZER_TEMPLATE = '/_img/{width}x{height}/q{quality}/{format}{src}';
const RESIZE_PATH = /^\/_img\/(\d{1,4})x(\d{0,4})\/q(\d{1,3})\/([a-z]+)(\/.+)$/;
const DEMO_PHOTO_PATH = /^\/demo-images\/([a-z0-9-]+)\.jpg$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const TYPES: Record<Exclude<ImageFormat, 'auto'>, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  png: 'image/png',
};

type Resize = { width: number; height: number | null; quality: number; format: ImageFormat; src: string };

/** The parts of a resizer URL, or null when it is not one (or asks for a size no CDN would make). */
function parseResizePath(pathname: string): Resize | null {
  const m = RESIZE_PATH.exec(pathname);
  if (!m) return null;
  const [, w = '', h = '', q = '', format = '', src = ''] = m;
  const width = Number(w);
  const height = h === '' ? null : Number(h);
  const quality = Number(q);
  if (width < 16 || width > 4000 || (height !== null && (height < 16 || height > 4000))) return null;
  if (quality < 1 || quality > 100 || !(IMAGE_FORMATS as readonly string[]).includes(format)) return null;
  return { width, height, quality, format: format as ImageFormat, src };
}

interface ImageResizerOptions {
  /** Built sites, dist/<slug>/: where a site's own raster images are read from. */
  distDir: string;
  /** Where made photos and resized copies are kept between runs (e.g. .forecourt/images). */
  cacheDir: string;
  /** Images made at once: each takes a core for a fraction of a second. */
  concurrency?: number;
}

/** Files kept on disk: the file at `path`, made by `make` once (also when asked for twice at the same time). */
function diskCache() {
  const making = new Map<string, Promise<Buffer | null>>();
  return function cached(path: string, make: () => Promise<Buffer | null>): Promise<Buffer | null> {
    if (existsSync(path)) return Promise.resolve(readFileSync(path));
    const pending = making.get(path);
    if (pending) return pending;
    const job = make()
      .then((bytes) => {
        if (bytes !== null) {
          mkdirSync(dirname(path), { recursive: true });
          writeFileSync(path, bytes);
        }
        return bytes;
      })
      .finally(() => making.delete(path));
    making.set(path, job);
    return job;
  };
}

/** A demo photo at the size asked for (a missing height keeps the original's 3:2). */
const demoSized = (name: string, { width, height }: Resize) =>
  demoPhotoPixels(name, { width, height: height ?? Math.round((width * 2) / 3) });

/** The original behind a resizer URL: a raster file of the site itself. */
function original(distDir: string, slug: string, src: string): Promise<Buffer | null> {
  const site = resolve(distDir, slug);
  const file = resolve(site, `.${normalize(decodeURIComponent(src))}`);
  if (!file.startsWith(site + sep) || !existsSync(file) || /\.svg$/i.test(file)) return Promise.resolve(null);
  return Promise.resolve(readFileSync(file));
}

/** An image, or a 404 when there is none; `vary` when the format followed the Accept header. */
function send(res: ServerResponse, answer: { bytes: Buffer; type: string } | null, vary: boolean): void {
  if (answer === null) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('No such image.');
    return;
  }
  const headers = { 'Content-Type': answer.type, 'Cache-Control': IMMUTABLE, ...(vary ? { Vary: 'Accept' } : {}) };
  res.writeHead(200, { ...headers, 'Content-Length': answer.bytes.length }).end(answer.bytes);
}

/** A request handler for /_img/… and /demo-images/*.jpg; false for any other path. */
export function imageResizer({ distDir, cacheDir, concurrency = 2 }: ImageResizerOptions) {
  const limit = pLimit(concurrency);
  const cached = diskCache();

  // Only the image work waits for a turn: a resize waiting on its photo must not hold one.
  const demoPhoto = (name: string) =>
    cached(join(cacheDir, 'demo-photos', `${name}.jpg`), () => limit(() => renderDemoPhoto(name)));

  async function resized(
    slug: string,
    request: Resize,
    accept: string,
  ): Promise<{ bytes: Buffer; type: string } | null> {
    const format = request.format === 'auto' ? (accept.includes('image/avif') ? 'avif' : 'webp') : request.format;
    const key = `${request.width}x${request.height ?? ''}-q${request.quality}.${format}`;
    const demo = DEMO_PHOTO_PATH.exec(request.src)?.[1];
    // A demo photo is the same on every site: each size of it is made once for all of them (no
    // site's slug starts with a dot).
    const folder = demo ? '.demo' : slug;
    const path = join(cacheDir, 'resized', folder, key, request.src.replace(/[^a-z0-9._/-]/gi, '_'));
    const encode = (image: Sharp) =>
      image.toFormat(format === 'jpg' ? 'jpeg' : format, { quality: request.quality }).toBuffer();
    const bytes = await cached(path, async () => {
      // A demo photo is drawn at the size asked for: a strip of thumbnails never waits for 40 originals.
      if (demo) return limit(async () => demoSized(demo, request).then((pixels) => pixels && encode(pixels)));
      const source = await original(distDir, slug, request.src);
      if (source === null) return null;
      return limit(() => encode(sharp(source).resize(request.width, request.height ?? undefined, { fit: 'cover' })));
    });
    return bytes === null ? null : { bytes, type: TYPES[format] };
  }

  return (req: IncomingMessage, res: ServerResponse, slug: string, pathname: string): boolean => {
    const fail = (error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`The image could not be made: ${error instanceof Error ? error.message : String(error)}`);
    };
    const demo = DEMO_PHOTO_PATH.exec(pathname);
    if (demo?.[1]) {
      demoPhoto(demo[1])
        .then((bytes) => send(res, bytes && { bytes, type: TYPES.jpg }, false))
        .catch(fail);
      return true;
    }
    if (!pathname.startsWith('/_img/')) return false;
    const request = parseResizePath(pathname);
    if (request === null) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not an image URL of this resizer.');
      return true;
    }
    resized(slug, request, String(req.headers.accept ?? ''))
      .then((answer) => send(res, answer, request.format === 'auto'))
      .catch(fail);
    return true;
  };
}
