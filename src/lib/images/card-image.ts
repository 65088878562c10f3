/**
 * A card's picture at a fixed size (spec/site.md §9: location card 600x400, offer card 375x250)
 * through the tenant's image CDN (spec/site.md §7: width, quality, crop and format in the URL), with
 * a srcset so a phone fetches the width it draws. Without a CDN that can resize it (no template, or
 * vector art), a thumbnail, when there is one, stands in as the narrow candidate.
 */
import { cdnImageUrl } from '../vehicle/images.ts';
import type { ImageFormat } from '../vehicle/constants.ts';

export type CardImage = { src: string; srcset: string | null; width: number; height: number };
export type ImageCdn = { template: string | null; quality: number; format: ImageFormat };
type Size = { width: number; height: number };

/** `widths` are the srcset's candidates; a thumbnail counts as half the card's width. */
export function cardImage(
  image: { url: string; thumbUrl?: string | undefined },
  size: Size,
  widths: readonly number[],
  cdn: ImageCdn,
): CardImage {
  const at = (width: number) =>
    cdnImageUrl(
      image.url,
      { width, height: (width * size.height) / size.width, quality: cdn.quality, format: cdn.format },
      { template: cdn.template },
    );
  const src = at(size.width);
  const srcset =
    src !== image.url
      ? widths.map((width) => `${at(width)} ${width}w`).join(', ')
      : image.thumbUrl
        ? `${image.thumbUrl} ${size.width / 2}w, ${image.url} ${size.width}w`
        : null;
  return { src, srcset, ...size };
}
