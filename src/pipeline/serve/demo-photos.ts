/**
 * The demo stock's gallery photos as raster originals of a dealer photo's size and weight: the
 * drawing of src/demo-stock/images.ts rasterised at 1600 × 1067 with a film of seeded noise (a
 * fine grain, mottling at two sizes and broad shading), so a JPEG of it weighs what a real photo
 * does (about 230 KB); drawn smaller for the image CDN, it weighs what a resized photo does. The
 * same name always gives the same photo.
 */
import sharp, { type Sharp } from 'sharp';
import { demoImageSvg } from '../../demo-stock/images.ts';
import { hashString } from '../../demo-stock/random.ts';

const DEMO_PHOTO = { width: 1600, height: 1067, quality: 75 } as const;
const W = DEMO_PHOTO.width;

/** Seeded noise bytes (mulberry32), so a photo is the same on every machine. */
function noiseBytes(seed: number, length: number): Buffer {
  const out = Buffer.allocUnsafe(length);
  let state = seed >>> 0;
  for (let i = 0; i < length; i++) {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t ^= t + Math.imul(t ^ (t >>> 7), 61 | t);
    out[i] = (t ^ (t >>> 14)) & 0xff;
  }
  return out;
}

type Size = { width: number; height: number };

/** Noise drawn at 1/`scale` of the photo and enlarged smoothly: blotches `scale` pixels across. */
function noiseLayer(seed: number, scale: number, { width, height }: Size): Promise<Buffer> {
  const cells = { width: Math.ceil(width / scale), height: Math.ceil(height / scale) };
  return sharp(noiseBytes(seed, cells.width * cells.height), { raw: { ...cells, channels: 1 } })
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
}

/** Each layer as [scale on the 1600 px original, strength out of 128]. */
const LAYERS = [
  [1, 4],
  [4, 34],
  [12, 20],
  [40, 16],
] as const;

/**
 * Gallery photo `name` (e.g. `suv-white-3`) drawn at `size` as raw RGB, the film's blotches scaled
 * with it, so a thumbnail looks and weighs like the original made smaller; null when no such photo.
 */
export async function demoPhotoPixels(name: string, size: Size = DEMO_PHOTO): Promise<Sharp | null> {
  const svg = name.startsWith('spin-') || name.startsWith('interior-') ? null : demoImageSvg(name);
  if (svg === null) return null;
  const { width, height } = size;
  const seed = hashString(name);
  const shrink = width / W;
  const [base, ...layers] = await Promise.all([
    sharp(Buffer.from(svg), { density: Math.max(72, (72 * width) / 600) })
      .resize(width, height, { fit: 'cover' })
      .removeAlpha()
      .raw()
      .toBuffer(),
    ...LAYERS.map(([scale], i) => noiseLayer(seed + i, Math.max(1, scale * shrink), size)),
  ]);
  const film = new Uint8ClampedArray(width * height * 3);
  for (let i = 0, p = 0; i < width * height; i++, p += 3) {
    let grain = 0;
    for (let l = 0; l < LAYERS.length; l++) grain += ((layers[l]![i]! - 128) * LAYERS[l]![1]) >> 7;
    film[p] = base[p]! + grain;
    film[p + 1] = base[p + 1]! + grain;
    film[p + 2] = base[p + 2]! + grain;
  }
  return sharp(film, { raw: { width, height, channels: 3 } });
}

/** The JPEG original of gallery photo `name`, 1600 × 1067, or null when no such photo exists. */
export async function renderDemoPhoto(name: string): Promise<Buffer | null> {
  const pixels = await demoPhotoPixels(name);
  return pixels === null ? null : pixels.jpeg({ quality: DEMO_PHOTO.quality }).toBuffer();
}
