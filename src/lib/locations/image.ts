/**
 * A location card's photo (spec/site.md §9: location card 600x400) through the tenant's image CDN
 * (spec/site.md §7: width, quality, crop and format in the URL), with a srcset so a phone fetches
 * the width it draws. Without a CDN that can resize it (no template, or vector art), the thumbnail
 * stands in as the narrow candidate.
 */
import { cdnImageUrl } from '../vehicle/images.ts';
import type { ImageFormat } from '../vehicle/constants.ts';
import type { Location } from './options.ts';

const CARD_IMAGE = { width: 600, height: 400 } as const;
const SRCSET_WIDTHS = [300, 600, 900, 1200];
const THUMB_WIDTH = 300;

export type CardImage = { src: string; srcset: string | null; width: number; height: number };
type Cdn = { template: string | null; quality: number; format: ImageFormat };

export function locationImage(image: NonNullable<Location['image']>, cdn: Cdn): CardImage {
  const at = (width: number) =>
    cdnImageUrl(image.url, { width, height: (width * CARD_IMAGE.height) / CARD_IMAGE.width, quality: cdn.quality, format: cdn.format }, { template: cdn.template });
  const src = at(CARD_IMAGE.width);
  const resized = src !== image.url;
  const srcset = resized
    ? SRCSET_WIDTHS.map((width) => `${at(width)} ${width}w`).join(', ')
    : image.thumbUrl
      ? `${image.thumbUrl} ${THUMB_WIDTH}w, ${image.url} ${CARD_IMAGE.width}w`
      : null;
  return { src, srcset, ...CARD_IMAGE };
}
