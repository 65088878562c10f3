/**
 * Demo stock images, drawn locally (no network). The feed refers to them as
 *   `/demo-images/<group>-<colour>-<n>.jpg`        gallery photo n (1–40) of a body group in a colour,
 *                                                  e.g. `suv-white-3`: the drawing below, rasterised as a
 *                                                  1600 px JPEG of a real photo's weight on first request
 *                                                  (src/pipeline/serve/demo-photos.ts)
 *   `/demo-images/spin-<group>-<colour>-<nn>.svg`  360° spin frame nn (00–23, 15° apart), e.g. `spin-suv-white-07`
 *   `/demo-images/interior-<trim>.svg`             interior view (black, grey, tan)
 */
import type { Vehicle } from '../lib/stock/vehicle.ts';
import { COLOURS } from './catalogue.ts';

const BODY_GROUPS = ['sedan', 'hatch', 'suv', 'ute', 'van', 'truck', 'motorcycle', 'caravan'] as const;
export type BodyGroup = (typeof BODY_GROUPS)[number];

/** A real listing has 10 to 40 photos; ten drawn angles, each seen four ways. */
export const GALLERY_PHOTOS = 40;
export const SPIN_FRAMES = 24;
const TRIMS: Record<string, [string, string]> = {
  black: ['#26282c', '#3a3d42'],
  grey: ['#5d6168', '#7b8088'],
  tan: ['#a8794e', '#c4976b'],
};
const COLOUR_HEX = new Map(COLOURS.map(([name, hex]) => [name.toLowerCase(), hex]));

export const demoImageUrl = (name: string): string => `/demo-images/${name}.svg`;
/** A gallery photo: the same drawing as a raster original, as a dealer's photo is. */
export const demoPhotoUrl = (name: string): string => `/demo-images/${name}.jpg`;
export const galleryImageName = (g: BodyGroup, colour: string, n: number): string =>
  `${g}-${colour.toLowerCase()}-${n}`;
export const spinImageName = (g: BodyGroup, colour: string, frame: number): string =>
  `spin-${g}-${colour.toLowerCase()}-${String(frame).padStart(2, '0')}`;
export const interiorImageName = (trim: string): string => `interior-${trim}`;

type Shape = {
  body: string;
  glass: string;
  wheels: [number, number, number][];
  fill?: string;
  lights?: [number, number, number, number];
};

/** Side views facing right on a 600×400 canvas, ground at y=300. */
const SHAPES: Record<BodyGroup, Shape> = {
  sedan: {
    lights: [506, 216, 84, 222],
    body: 'M80 266 82 232Q90 214 130 208L205 200Q240 160 290 156H370Q405 158 440 196L500 206Q522 212 522 238L520 266Z',
    glass: 'M217 199Q246 168 290 164H366Q395 166 424 198Z',
    wheels: [
      [165, 266, 34],
      [440, 266, 34],
    ],
  },
  hatch: {
    lights: [482, 216, 110, 214],
    body: 'M108 266 106 212Q108 160 150 152L300 150Q340 152 382 196L470 206Q494 212 496 238L494 266Z',
    glass: 'M124 198 128 170Q136 160 160 160L296 158Q326 161 362 196Z',
    wheels: [
      [170, 266, 34],
      [420, 266, 34],
    ],
  },
  suv: {
    lights: [508, 204, 88, 200],
    body: 'M84 266 84 200Q86 140 130 136L350 134Q382 136 422 182L498 194Q522 200 524 230L522 266Z',
    glass: 'M104 182 108 152Q112 145 134 145L345 144Q368 146 402 182Z',
    wheels: [
      [165, 264, 38],
      [438, 264, 38],
    ],
  },
  ute: {
    lights: [510, 202, 76, 204],
    body: 'M72 266V196H262L266 150Q270 134 296 132H374Q400 134 432 182L500 192Q524 198 526 228L524 266Z',
    glass: 'M282 182 284 150Q288 142 300 142H370Q390 144 412 182Z',
    wheels: [
      [160, 264, 38],
      [444, 264, 38],
    ],
  },
  van: {
    lights: [516, 196, 74, 200],
    body: 'M70 266V122Q72 104 96 102H440Q470 104 496 160L522 190Q530 202 530 228L528 266Z',
    glass: 'M444 112Q468 116 488 160H444Z',
    wheels: [
      [150, 266, 34],
      [448, 266, 34],
    ],
  },
  truck: {
    lights: [524, 214, 60, 230],
    body: 'M402 266V112Q404 96 422 96H506Q524 98 528 122L534 200V266Z',
    glass: 'M470 108H512Q520 110 522 126L526 170H470Z',
    wheels: [
      [140, 264, 34],
      [214, 264, 34],
      [470, 264, 34],
    ],
    fill: 'M58 244V84H394V244Z',
  },
  motorcycle: {
    body: 'M248 172Q300 138 362 154L356 196 266 200ZM392 150A13 13 0 1 0 392.1 150',
    glass: 'M180 186Q230 170 262 178L258 193 190 197Z',
    wheels: [
      [186, 250, 50],
      [414, 250, 50],
    ],
  },
  caravan: {
    body: 'M70 262V112Q72 88 102 86H468Q506 88 516 132L520 262Z',
    glass: 'M120 124h80v44h-80zM330 124h100v44H330z',
    wheels: [
      [272, 266, 30],
      [340, 266, 30],
    ],
  },
};

const SKIES = ['#dbe6f0', '#e9e1d6', '#dce9e1', '#e5e0ec', '#e0e6ee'];

function wheel([x, y, r]: [number, number, number], moto: boolean): string {
  return moto
    ? `<circle cx="${x}" cy="${y}" r="${r - 7}" fill="none" stroke="#1b1b1b" stroke-width="14"/><circle cx="${x}" cy="${y}" r="9" fill="#9aa0a6"/>`
    : `<circle cx="${x}" cy="${y}" r="${r}" fill="#1b1b1b"/><circle cx="${x}" cy="${y}" r="${Math.round(r * 0.55)}" fill="#a9afb5"/>`;
}

function vehicle(group: BodyGroup, hex: string): string {
  const s = SHAPES[group];
  const paint = group === 'caravan' ? '#f3f3f0' : hex;
  const parts = [
    s.fill ? `<path d="${s.fill}" fill="#eceeef" stroke="#0002" stroke-width="2"/>` : '',
    group === 'motorcycle'
      ? '<path d="M186 250 270 192H362L414 250M414 250 372 146M360 140 388 134" fill="none" stroke="#3a3a3a" stroke-width="8"/><rect x="266" y="200" width="80" height="44" rx="8" fill="#55595e"/>'
      : '',
    `<path d="${s.body}" fill="${paint}" stroke="#0003" stroke-width="2"/><path d="${s.body}" fill="url(#h)"/>`,
    s.lights
      ? `<rect x="${s.lights[0] - 8}" y="${s.lights[1]}" width="16" height="8" rx="3" fill="#fff6c8"/><rect x="${s.lights[2] - 4}" y="${s.lights[3]}" width="10" height="10" rx="2" fill="#c8202a"/>`
      : '',
    group === 'caravan'
      ? `<rect x="70" y="196" width="450" height="20" fill="${hex}"/><rect x="232" y="118" width="52" height="124" fill="none" stroke="#0004" stroke-width="3"/><path d="M518 236 578 252" stroke="#444" stroke-width="6"/>`
      : '',
    `<path d="${s.glass}" fill="#27313b" opacity=".88"/>`,
    ...s.wheels.map((w) => wheel(w, group === 'motorcycle')),
  ];
  return parts.join('');
}

function frame(sky: string, inner: string, transform: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" width="600" height="400"><defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset=".7" stop-color="#f7f8fa"/><stop offset=".7" stop-color="#cfd4d9"/><stop offset="1" stop-color="#e8ebee"/></linearGradient><linearGradient id="h" x2="0" y2="1"><stop offset=".3" stop-color="#fff" stop-opacity=".28"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset=".8" stop-color="#000" stop-opacity=".12"/></linearGradient></defs><rect width="600" height="400" fill="url(#g)"/><ellipse cx="300" cy="302" rx="240" ry="16" fill="#000" opacity=".16"/><g transform="${transform}">${inner}</g></svg>`;
}

/**
 * Gallery photo n: one of ten angles (mirror, squash for a three-quarter feel, zoom towards the
 * front or rear), each taken four ways (closer or further, to one side).
 */
function galleryTransform(n: number): string {
  const angle = (n - 1) % 10;
  const take = Math.floor((n - 1) / 10);
  const flip = n % 2 === 0 ? -1 : 1;
  const squash = [1, 0.82, 0.9, 1, 0.78, 0.94, 1, 0.86, 0.9, 1][angle] ?? 1;
  const zoom = ([1, 1.05, 1.2, 0.95, 1.1, 1.35, 1, 1.25, 1.12, 0.9][angle] ?? 1) * ([1, 1.15, 0.9, 1.3][take] ?? 1);
  const shift = (zoom > 1.15 ? (n % 3 === 0 ? 60 : -60) : 0) + ([0, 30, -30, 50][take] ?? 0);
  const skew = [0, 2, -2, 0, 3, 0, -2, 2, 0, 0][angle] ?? 0;
  return `translate(${300 + shift} 300) scale(${round(flip * squash * zoom)} ${zoom}) skewY(${skew}) translate(-300 -300)`;
}

/** Spin frame: the side view turned by frame × 15°, drawn as a horizontal squash (cheap but reads as rotation). */
function spinTransform(f: number): string {
  const c = Math.cos((f * 15 * Math.PI) / 180);
  const sx = Math.sign(c || 1) * Math.max(Math.abs(c), 0.3);
  return `translate(300 300) scale(${round(sx)} 1) translate(-300 -300)`;
}

function interior(trim: string): string | null {
  const colours = TRIMS[trim];
  if (!colours) return null;
  const [seat, light] = colours;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" width="600" height="400"><defs><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="#bcd4ea"/><stop offset="1" stop-color="#eef3f7"/></linearGradient></defs><rect width="600" height="400" fill="#1e2023"/><path d="M40 40Q300 0 560 40L540 170H60Z" fill="url(#s)"/><path d="M0 170H600V260Q300 230 0 260Z" fill="#2b2e33"/><rect x="250" y="182" width="110" height="62" rx="6" fill="#0f1924"/><rect x="258" y="190" width="94" height="46" rx="3" fill="#2f6db0" opacity=".8"/><circle cx="160" cy="250" r="62" fill="none" stroke="#121315" stroke-width="14"/><path d="M100 250H220M160 250V312" stroke="#121315" stroke-width="10"/><path d="M40 400V300Q60 270 120 276L150 400ZM450 400 480 276Q540 270 560 300V400Z" fill="${seat}"/><path d="M300 400 290 300H330L320 400Z" fill="${light}"/></svg>`;
}

const round = (n: number): number => Math.round(n * 1000) / 1000;
const NAME = /^(spin-)?([a-z]+)-([a-z]+)-(\d{1,2})$/;

/** The SVG for a name the demo generator produced, or null for an unknown name. */
export function demoImageSvg(name: string): string | null {
  const trim = /^interior-([a-z]+)$/.exec(name);
  if (trim) return interior(trim[1] ?? '');
  const m = NAME.exec(name);
  if (!m) return null;
  const [, spin, group, colour = '', num = ''] = m;
  const hex = COLOUR_HEX.get(colour);
  if (!hex || !(BODY_GROUPS as readonly string[]).includes(group ?? '')) return null;
  const n = Number(num);
  const body = vehicle(group as BodyGroup, hex);
  if (spin) return num.length === 2 && n < SPIN_FRAMES ? frame('#e4e8ed', body, spinTransform(n)) : null;
  if (num.length > 1 && num.startsWith('0')) return null;
  return n >= 1 && n <= GALLERY_PHOTOS ? frame(SKIES[n % SKIES.length] ?? '#dbe6f0', body, galleryTransform(n)) : null;
}

/** Unique demo image names a list of vehicles refers to (gallery, thumbnails, spin, interior), sorted. */
export function demoImageNames(vehicles: Vehicle[]): string[] {
  const names = new Set<string>();
  const add = (url: string | null) => {
    const m = url === null ? null : /^\/demo-images\/([a-z0-9-]+)\.svg$/.exec(url);
    if (m?.[1]) names.add(m[1]);
  };
  for (const v of vehicles) {
    for (const i of v.images) [i.image.url, i.image.thumb.url].forEach(add);
    [...v.thumbnails, ...v.spin_images, v.primary_image_url, v.spin_interior_image].forEach(add);
  }
  return [...names].sort();
}
