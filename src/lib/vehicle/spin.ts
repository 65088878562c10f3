/**
 * The detail view's modes and the 360° spin (spec/shopping.md §2 Gallery, §4 Detail view, §9 Spin):
 * frames cover 360° between them, dragging 20 px moves one frame, auto-rotate steps every 100 ms,
 * and hotspots sit on the frames they were placed on.
 */
import type { Hotspot } from '../stock/vehicle.ts';

/** §9: "drag sensitivity 20" — pixels of drag per frame. */
const SPIN_DRAG_SENSITIVITY = 20;
/** §9: "auto-rotate interval 100 ms". */
export const SPIN_AUTO_ROTATE_MS = 100;

const MEDIA_MODES = ['spinner', 'gallery', 'interior'] as const;
export type MediaMode = (typeof MEDIA_MODES)[number];

type MediaCar = { images: readonly unknown[]; spin_images: readonly string[]; spin_interior_image: string | null };

/** The modes this car has media for, in the order of the mode switch. */
export function mediaModes(car: MediaCar): MediaMode[] {
  const has: Record<MediaMode, boolean> = {
    spinner: car.spin_images.length > 0,
    gallery: car.images.length > 0,
    interior: (car.spin_interior_image ?? '').trim() !== '',
  };
  return MEDIA_MODES.filter((mode) => has[mode]);
}

/**
 * §4: the mode the view opens in is the tenant's (spinner by default, gallery on one brand) when
 * the car has media for it, else the first it has; 'gallery' when it has none (the placeholder).
 */
export function initialMediaMode(car: MediaCar, preferred: 'spinner' | 'gallery'): MediaMode {
  const modes = mediaModes(car);
  if (modes.includes(preferred)) return preferred;
  return modes.find((mode) => mode !== 'interior') ?? modes[0] ?? 'gallery';
}

/** Frame index in 0..frames-1, wrapping both ways (360° across the frames). */
function wrapFrame(frame: number, frames: number): number {
  if (!(frames > 0)) return 0;
  return ((Math.trunc(frame) % frames) + frames) % frames;
}

/** One step of the arrow keys or auto-rotate: dir 1 is the next frame, -1 the previous, wrapping. */
export function nextFrame(frame: number, dir: 1 | -1, frames: number): number {
  return wrapFrame(frame + dir, frames);
}

/**
 * The frame shown while dragging `dx` pixels from where the drag started: one frame per 20 px,
 * whole frames only (a partial step does not move). Dragging right (dx > 0) steps forward, the way
 * the arrow keys' right does, so the car turns with the pointer.
 */
export function frameForDrag(startFrame: number, dx: number, frames: number): number {
  return wrapFrame(startFrame + Math.trunc(dx / SPIN_DRAG_SENSITIVITY), frames);
}

/** §4: arrow keys rotate; other keys leave the frame alone (null, so the page keeps the key). */
export function frameForKey(frame: number, key: string, frames: number): number | null {
  if (key === 'ArrowRight') return nextFrame(frame, 1, frames);
  if (key === 'ArrowLeft') return nextFrame(frame, -1, frames);
  return null;
}

/** The angle a frame shows, in degrees: 360° spread evenly across the frames. */
export function frameAngle(frame: number, frames: number): number {
  return frames > 0 ? (wrapFrame(frame, frames) * 360) / frames : 0;
}

export type PlacedHotspot = { description: string; x: number; y: number };

/**
 * The hotspots to draw on `frame` (an exterior position's angle is its frame index; the interior
 * view is frame 0): each hotspot with a position on that frame, at its x/y percent.
 */
export function hotspotsAt(hotspots: readonly Hotspot[] | null | undefined, frame: number): PlacedHotspot[] {
  return (hotspots ?? []).flatMap((spot) => {
    const at = spot.positions.find((position) => position.angle === frame);
    return at ? [{ description: spot.description, x: at.x, y: at.y }] : [];
  });
}
