/** Everything the search island needs, as plain serialisable props (never the whole tenant). */
import type { RoutingContext } from './url-state.ts';
import type { SearchClientOptions } from './meili-client.ts';
import type { SearchEndpoint } from './multi-search.ts';
import type { FacetPanel } from './facets.ts';
import type { CardButton } from './results-options.ts';
import type { ReservePath } from '../vehicle/options.ts';
import type { PromoTile } from './promo.ts';
import type { ImageCdn } from '../images/card-image.ts';
import type { CertifiedTag } from './card.ts';
import type { ValueLabels } from '../stock/value-labels.ts';
import type { PriceLabelOptions } from '../pricing/label.ts';

export interface CardOptions {
  noPriceText: string;
  newTag: string;
  /** Show the new tag on used cars too (search.newTagOnUsedCars). */
  newTagOnUsedCars: boolean;
  /** texts.soldTag: the tag on a sold car still listed. */
  soldTag: string;
  /** How coded values read (lib/stock/value-labels.ts): car type, fuel, tags. */
  valueLabels: ValueLabels;
  fuelTags: boolean;
  certifiedTag: CertifiedTag | null;
  buttons: CardButton[];
  favourites: boolean;
  /** features.compare: the Compare toggle on cards (spec/shopping.md §2, §5). */
  compare: boolean;
  dealershipSlug: string;
  /** vehiclePage.reservePath: where Reserve Now goes (/cars/{slug}/checkout or /buy-online). */
  reservePath: ReservePath;
  /** The tenant's overrideCity: shown on every card instead of the car's own city. */
  overrideCity: string | null;
  /** links.finance: where Get Finance goes (/finance, or the dealer's own finance link). */
  financePath: string;
  /** vehiclePage.images: the image CDN the card's photo is resized through (none: the original). */
  image?: ImageCdn;
  /** vehiclePage.reserveMinPrice: no Reserve Now or Buy Online on a cheaper car. */
  reserveMinPrice: number;
  /** What a price includes (feeds.priceType, pricing.onRoadState), said beside it. */
  priceLabel: PriceLabelOptions;
}

export interface SearchIslandProps {
  endpoint: SearchEndpoint;
  routing: RoutingContext;
  /** The search client's rules: index, sorts, base stock filter, the page's own conditions, facet caps. */
  client: SearchClientOptions;
  hitsPerPage: number;
  /** How filter values read on lists and chips (lib/stock/value-labels.ts; "used" as the tenant labels it). */
  valueLabels: ValueLabels;
  panels: FacetPanel[];
  sortOptions: { slug: string; label: string }[];
  card: CardOptions;
  promo: { tiles: PromoTile[]; positions: number[]; randomise: boolean };
  collapseSold: boolean;
  clearFiltersPath: string;
  stockCountTotal: number | null;
  historySize: number;
  /** How many makes the make picker lists as Popular (spec: split at 20). */
  popularMakes: number;
  /** ISO time of the build: the "now" of the prerendered HTML, so hydration matches it. */
  builtAt: string;
  /** The landing page this HTML is: its path (its results are in the server state). */
  landingPath: string;
}
