/**
 * Gallery images and video (spec/shopping.md §2 Gallery, §4 Availability and Detail view, §7 image
 * CDN URLs, §9 image constants).
 */
import type { VehicleImage } from '../stock/vehicle.ts';
import { IMAGE_DEFAULTS, type ImageFormat } from './constants.ts';

/** §4, §9: thumbnails show only when there are more than 3 images. */
const THUMBNAILS_ABOVE = 3;
export type ImageOptions = { width: number; height?: number; quality?: number; format: ImageFormat };
export type ImageCdn = { template: string | null };

/**
 * The URL of an image through the tenant's image CDN. The template names the parts:
 * 'https://images.example/{width}x{height}/q{quality}/{format}/{src}' or
 * 'https://cdn.example/image?url={srcEncoded}&w={width}&q={quality}&fm={format}'. {src} is the
 * original URL as it is, {srcEncoded} percent-encoded for a query string; {height} is left empty
 * when not given. Without a template, and for SVG and data: images (vector art needs no resizing,
 * and the demo stock is local SVGs), the original URL comes back unchanged.
 */
export function cdnImageUrl(src: string, opts: ImageOptions, cdn: ImageCdn): string {
  if (cdn.template === null || cdn.template.trim() === '' || isVectorOrInline(src)) return src;
  const values: Record<string, string> = {
    '{src}': src,
    '{srcEncoded}': encodeURIComponent(src),
    '{width}': String(Math.round(opts.width)),
    '{height}': opts.height === undefined ? '' : String(Math.round(opts.height)),
    '{quality}': String(opts.quality ?? IMAGE_DEFAULTS.quality),
    '{format}': opts.format,
  };
  return cdn.template.replace(/\{(?:srcEncoded|src|width|height|quality|format)\}/g, (token) => values[token] ?? token);
}

function isVectorOrInline(src: string): boolean {
  return src.startsWith('data:') || /\.svg(?:[?#]|$)/i.test(src);
}

/** §4: "Thumbnails show only when there are more than 3 images". */
export function showThumbnails(imageCount: number): boolean {
  return imageCount > THUMBNAILS_ABOVE;
}

const YOUTUBE_HOSTS = /^(?:www\.|m\.)?(?:youtube\.com|youtube-nocookie\.com|youtu\.be)$/i;

/**
 * The embed URL of a YouTube link in any common form (watch?v=, youtu.be/, /shorts/, /embed/),
 * or null when it is not a YouTube video.
 */
function youtubeEmbedUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!YOUTUBE_HOSTS.test(parsed.hostname)) return null;
  const id = youtubeId(parsed);
  return id && /^[\w-]{6,20}$/.test(id) ? `https://www.youtube.com/embed/${id}` : null;
}

function youtubeId(url: URL): string | null | undefined {
  const [first, second] = url.pathname.split('/').filter(Boolean);
  if (url.hostname.toLowerCase().endsWith('youtu.be')) return first;
  if (first === 'watch') return url.searchParams.get('v');
  return ['embed', 'shorts', 'live', 'v'].includes(first ?? '') ? second : undefined;
}

type VehicleVideo = { kind: 'youtube' | 'video'; src: string };

/** The car's video (video_url, else external_video_url) ready to play, or null. */
export function vehicleVideo(car: {
  video_url: string | null;
  external_video_url: string | null;
}): VehicleVideo | null {
  const url = [car.video_url, car.external_video_url].find((u) => typeof u === 'string' && u.trim() !== '')?.trim();
  if (url === undefined) return null;
  const embed = youtubeEmbedUrl(url);
  return embed === null ? { kind: 'video', src: url } : { kind: 'youtube', src: embed };
}

/**
 * A photo slide's `srcset` and `sizes` (through the image CDN, worked out at build time so the
 * island ships neither); absent where the CDN cannot resize it.
 */
export type GallerySlide =
  | { kind: 'image'; src: string; thumb: string; srcset?: string; sizes?: string }
  | { kind: 'video'; video: VehicleVideo };

/** The widths a gallery photo is offered at: a phone at 1x to 3x, and the desktop column (about 760 px). */
export const GALLERY_WIDTHS = [400, 600, 800, 1200] as const;
/**
 * How wide the gallery is drawn: two thirds of the page's container (1200 px, 1320 px from 1400 px
 * wide; src/styles/global.css) on a desktop, else the screen less its margins.
 */
export const GALLERY_SIZES =
  '(min-width: 1400px) 840px, (min-width: 1200px) 764px, (min-width: 992px) 64vw, calc(100vw - 32px)';

/**
 * The gallery's slides: the images, with the video inserted second (§4 "a video slide is
 * inserted"): the first image stays the hero that loads first, and the video is one swipe away.
 */
export function gallerySlides(car: {
  images: VehicleImage[];
  video_url: string | null;
  external_video_url: string | null;
}): GallerySlide[] {
  const images: GallerySlide[] = car.images.map(({ image }) => ({
    kind: 'image',
    src: image.url,
    thumb: image.thumb.url,
  }));
  const video = vehicleVideo(car);
  if (video === null) return images;
  return [...images.slice(0, 1), { kind: 'video', video }, ...images.slice(1)];
}
