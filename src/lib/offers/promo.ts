/**
 * Promo tiles that point at an offer (results-options.ts `offer`): the tile links to the offer's
 * page and takes its name, category and picture unless it sets its own, and shows only while the
 * site runs the offer (its own start and expiry, within the offer's).
 */
import type { PromoTile } from '../search/promo.ts';
import type { PromoTileOption } from '../search/results-options.ts';
import { describeFound, problemLine } from '../tenant/problem.ts';
import type { Offer } from './types.ts';
import { truncateText } from './expander.ts';

/** A tile's text is a line or two: an offer's description stands in for a missing category only shortened. */
const TILE_TEXT_LIMIT = 120;

const later = (a: string | undefined, b: string | null) => (b !== null && (a === undefined || b > a) ? b : a);
const earlier = (a: string | undefined, b: string | null) => (b !== null && (a === undefined || b < a) ? b : a);

type ResolvedTile = PromoTile & Pick<PromoTileOption, 'locationIds'>;

/**
 * The tiles with their offers' links and texts filled in (those pointing at an offer the site does
 * not run today left out), their location limits kept for promoTilesForSite.
 */
export function resolvePromoTiles(tiles: readonly PromoTileOption[], offers: readonly Offer[]): ResolvedTile[] {
  return tiles.flatMap((tile): ResolvedTile[] => {
    const { offer: offerId, title, text, href, imageUrl, start, expiry, ...placing } = tile;
    const base = {
      ...placing,
      ...(start !== undefined && { start }),
      ...(expiry !== undefined && { expiry }),
      ...(imageUrl !== undefined && { imageUrl }),
    };
    if (offerId === undefined) return [{ ...base, title: title!, text: text!, href: href! }];
    const offer = offers.find((o) => o.id === offerId);
    if (!offer) return [];
    const image = imageUrl ?? offer.image ?? undefined;
    const from = later(start, offer.start);
    const until = earlier(expiry, offer.expiry);
    return [
      {
        ...placing,
        title: title ?? offer.name,
        text: text ?? offer.category ?? truncateText(offer.descriptionText, TILE_TEXT_LIMIT),
        href: href ?? offer.path,
        ...(image !== undefined && { imageUrl: image }),
        ...(from !== undefined && { start: from }),
        ...(until !== undefined && { expiry: until }),
      },
    ];
  });
}

/** A tile may point only at an offer the site runs (on some day): another id is a typo, or an offer that excludes the site. */
export function promoTileOfferProblems(
  tiles: readonly PromoTileOption[],
  offers: readonly Offer[],
  siteFile: string,
): string[] {
  const ids = offers.map((offer) => offer.id);
  return tiles.flatMap((tile, index) =>
    tile.offer === undefined || ids.includes(tile.offer)
      ? []
      : [
          problemLine(
            siteFile,
            ['search', 'promoTiles', index, 'offer'],
            `the id of an offer the site runs (${ids.map((id) => JSON.stringify(id)).join(', ') || 'it runs none'})`,
            describeFound(tile.offer),
          ),
        ],
  );
}
