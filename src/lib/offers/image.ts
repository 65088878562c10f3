/** An offer's picture on its cards (spec/site.md §9: offer card 375x250), through the image CDN. */
import { cardImage, type CardImage, type ImageCdn } from '../images/card-image.ts';

const OFFER_IMAGE = { width: 375, height: 250 } as const;
/** One, two and three device pixels per CSS pixel of a card drawn 375 wide. */
const SRCSET_WIDTHS = [375, 750, 1125];

export function offerImage(url: string, cdn: ImageCdn): CardImage {
  return cardImage({ url }, OFFER_IMAGE, SRCSET_WIDTHS, cdn);
}
