/** A location card's photo (spec/site.md §9: location card 600x400), through the image CDN (lib/images/card-image.ts). */
import { cardImage, type CardImage, type ImageCdn } from '../images/card-image.ts';
import type { Location } from './options.ts';

const CARD_IMAGE = { width: 600, height: 400 } as const;
const SRCSET_WIDTHS = [300, 600, 900, 1200];

export type { CardImage };

export function locationImage(image: NonNullable<Location['image']>, cdn: ImageCdn): CardImage {
  return cardImage(image, CARD_IMAGE, SRCSET_WIDTHS, cdn);
}
