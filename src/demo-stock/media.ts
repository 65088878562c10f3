/** Demo stock media: gallery images, 360° spin frames, interior view, hotspots and video. */
import type { Hotspots, VehicleImage } from '../lib/stock/vehicle.ts';
import type { ModelSpec } from './catalogue.ts';
import {
  demoImageUrl,
  demoPhotoUrl,
  galleryImageName,
  interiorImageName,
  spinImageName,
  SPIN_FRAMES,
  type BodyGroup,
} from './images.ts';
import type { Random } from './random.ts';

export function bodyGroup(spec: ModelSpec): BodyGroup {
  if (spec.category === 'trucks') return 'truck';
  if (spec.category === 'motorcycles') return 'motorcycle';
  if (spec.category === 'caravans') return 'caravan';
  switch (spec.body) {
    case 'hatch':
    case 'hatchback':
      return 'hatch';
    case 'sedan':
    case 'coupe':
    case 'convertible':
    case 'hardtop':
    case 'softtop':
      return 'sedan';
    case 'ute':
    case 'cabChassis':
      return 'ute';
    case 'van':
    case 'peopleMover':
    case 'bus':
    case 'motorhome':
      return 'van';
    case 'lightTruck':
      return 'truck';
    default:
      return 'suv';
  }
}

export function galleryImages(group: BodyGroup, colour: string, count: number): VehicleImage[] {
  return Array.from({ length: count }, (_, i) => {
    const url = demoPhotoUrl(galleryImageName(group, colour, i + 1));
    return { image: { url, thumb: { url } } };
  });
}

export function spinImages(group: BodyGroup, colour: string): string[] {
  return Array.from({ length: SPIN_FRAMES }, (_, f) => demoImageUrl(spinImageName(group, colour, f)));
}

export function interiorImage(trimKey: string): string {
  return demoImageUrl(interiorImageName(trimKey));
}

/** Exterior points as [description, side-view x %, y %]; positioned per spin frame as the car turns. */
const EXTERIOR: readonly (readonly [string, number, number])[] = [
  ['LED headlights', 84, 52],
  ['Alloy wheels', 73, 66],
  ['Tail lights', 15, 52],
];

const INTERIOR: readonly (readonly [string, number, number])[] = [
  ['Touchscreen with Apple CarPlay and Android Auto', 51, 53],
  ['Leather-wrapped steering wheel', 27, 62],
  ['Front seats', 85, 86],
];

/** Hotspots on the frames where the point faces the viewer (the near half of the turn). */
export function hotspots(): Hotspots {
  const exterior = EXTERIOR.map(([description, x, y]) => ({
    description,
    positions: Array.from({ length: SPIN_FRAMES }, (_, angle) => {
      const c = Math.cos((angle * 15 * Math.PI) / 180);
      return { angle, x: Math.round((50 + (x - 50) * Math.max(Math.abs(c), 0.3) * Math.sign(c || 1)) * 10) / 10, y, c };
    })
      .filter((p) => Math.abs(p.c) > 0.5)
      .map(({ angle, x, y: py }) => ({ angle, x, y: py })),
  }));
  const interior = INTERIOR.map(([description, x, y]) => ({ description, positions: [{ angle: 0, x, y }] }));
  return { exterior, interior };
}

const VIDEO_ID = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** A YouTube embed URL; nothing is fetched at build time. */
export function videoUrl(rng: Random): string {
  return `https://www.youtube.com/embed/${rng.chars(VIDEO_ID, 11)}`;
}
