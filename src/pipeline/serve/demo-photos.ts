/**
 * The demo stock's gallery photos as raster originals of a dealer photo's size and weight: the
 * drawing of src/demo-stock/images.ts rasterised at 1600 × 1067 with a film of seeded noise (a
 * fine grain, a mottled middle layer and broad shading), so a JPEG of it weighs what a real photo
 * does (about 200 KB) and resizes like one. The same name always gives the same photo.
 */
import sharp from 'sharp';
import { demoImageSvg } from '../../demo-stock/images.ts';
import { hashString } from '../../demo-stock/random.ts';

const DEMO_PHOTO = { width: 1600, height: 1067, quality: 80 } as const;
const { width: W, height: H } = DEMO_PHOTO;

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

/** Noise drawn at 1/`scale` of the photo and enlarged smoothly: blotches `scale` pixels across. */
function noiseLayer(seed: number, scale: number): Promise<Buffer> {
  const width = Math.ceil(W / scale);
  const height = Math.ceil(H / scale);
  return sharp(noiseBytes(seed, width * height), { raw: { width, height, channels: 1 } })
    .resize(W, H, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
}

/** Each layer as [scale, strength out of 128]. */
const LAYERS = [
  [1, 4],
  [4, 34],
  [12, 20],
  [40, 16],
] as const;

/** The JPEG original of gallery photo `name` (e.g. `suv-white-3`), or null when no such photo exists. */
export async function renderDemoPhoto(name: string): Promise<Buffer | null> {
  const svg = name.startsWith('spin-') || name.startsWith('interior-') ? null : demoImageSvg(name);
  if (svg === null) return null;
  const seed = hashString(name);
  const [base, ...layers] = await Promise.all([
    sharp(Buffer.from(svg), { density: (72 * W) / 600 })
      .resize(W, H, { fit: 'cover' })
      .removeAlpha()
      .raw()
      .toBuffer(),
    ...LAYERS.map(([scale], i) => noiseLayer(seed + i, scale)),
  ]);
  const film = new Uint8ClampedArray(W * H * 3);
  for (let i = 0, p = 0; i < W * H; i++, p += 3) {
    let grain = 0;
    for (let l = 0; l < LAYERS.length; l++) grain += ((layers[l]![i]! - 128) * LAYERS[l]![1]) >> 7;
    film[p] = base[p]! + grain;
    film[p + 1] = base[p + 1]! + grain;
    film[p + 2] = base[p + 2]! + grain;
  }
  return sharp(film, { raw: { width: W, height: H, channels: 3 } })
    .jpeg({ quality: DEMO_PHOTO.quality, progressive: true, mozjpeg: true })
    .toBuffer();
}
