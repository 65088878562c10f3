/**
 * The price comparison gauge and the market price badge (spec/shopping.md §3 Auto gauge response,
 * §4 Price gauge, §5, §7 autogauge call, §9 market price threshold).
 */
import { formatPrice } from '../format/money.ts';
import type { AutograbData } from '../stock/vehicle.ts';

/** §4: "animation 2.5 s". */
export const GAUGE_ANIMATION_MS = 2500;
/** §5: hidden when confidence is 0.2 or lower. */
const GAUGE_MIN_CONFIDENCE = 0.2;
/** §5, §9: the badge shows only when the price is "more than $499 below" the state average. */
const MARKET_BADGE_THRESHOLD = 499;
/** §5: a price is shown only when above 10; below that there is nothing to compare. */
const MIN_SHOWN_PRICE = 10;

export type GaugeResponse = {
  fill: number;
  listing_price: number;
  market_range_min: number;
  market_range_max: number;
  confidence: number;
  description: string | null;
};

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** §7: GET {base}{car path}/autogauge. */
export function gaugeUrl(base: string, carPath: string): string {
  return `${base.replace(/\/+$/, '')}/${carPath.replace(/^\/+|\/+$/g, '')}/autogauge`;
}

/**
 * §5: hidden when any of fill, listing price, market min, market max or confidence is missing, when
 * confidence is 0.2 or lower, or when market max is below the listing price. A response that is
 * not an object (a failed fetch, an empty body) counts as missing data (§4 "nothing").
 */
function gaugeVisible(response: unknown): response is GaugeResponse {
  if (typeof response !== 'object' || response === null) return false;
  const r = response as Record<string, unknown>;
  const { fill, listing_price: listing, market_range_min: min, market_range_max: max, confidence } = r;
  if (![fill, listing, min, max, confidence].every(isNumber)) return false;
  return (confidence as number) > GAUGE_MIN_CONFIDENCE && (max as number) >= (listing as number);
}

/** The gauge to draw, or null to draw nothing; `description` is normalised to text or null. */
export function readGauge(response: unknown): GaugeResponse | null {
  if (!gaugeVisible(response)) return null;
  const description =
    typeof response.description === 'string' && response.description.trim() !== '' ? response.description : null;
  const { fill, listing_price, market_range_min, market_range_max, confidence } = response;
  return { fill, listing_price, market_range_min, market_range_max, confidence, description };
}

export type MarketPriceBadge = { text: string; savings: number };

/**
 * §5: "only when the car price is below the state average market price by more than 499". A car
 * without a shown price is never "below market". Savings are whole dollars, like every price.
 */
export function marketPriceBadge(car: {
  price: number | null;
  autograb_data: AutograbData | null;
}): MarketPriceBadge | null {
  const price = car.price ?? 0;
  const average = car.autograb_data?.state_average_market_price;
  if (!isNumber(average) || !(price > MIN_SHOWN_PRICE)) return null;
  const savings = Math.round(average - price);
  if (!(average - price > MARKET_BADGE_THRESHOLD)) return null;
  return { text: `${formatPrice(savings)} below the state average market price`, savings };
}

/** How far the built-in market band reaches beyond the lower and higher of the two averages. */
const MARKET_BAND_MARGIN = 0.08;

/**
 * The built-in gauge source (spec/shopping.md §7 autogauge; its provider is not shown): until a
 * dealer connects AutoGrab's own gauge, the band is drawn around the national and state average
 * market prices the stock feed carries (autograb_data), MARKET_BAND_MARGIN beyond each; fill is
 * where the price sits in the band; confidence is how far the two averages agree (1 when equal),
 * so thin or conflicting market data falls under the §5 confidence floor and hides the gauge.
 */
export function marketGauge(car: { price: number | null; autograb_data: AutograbData | null }): GaugeResponse | null {
  const price = car.price ?? 0;
  const national = car.autograb_data?.average_market_price;
  const state = car.autograb_data?.state_average_market_price;
  if (!isNumber(national) || !isNumber(state) || !(price > MIN_SHOWN_PRICE) || national <= 0 || state <= 0) return null;
  const min = Math.round(Math.min(national, state) * (1 - MARKET_BAND_MARGIN));
  const max = Math.round(Math.max(national, state) * (1 + MARKET_BAND_MARGIN));
  const fill = Math.min(1, Math.max(0, (price - min) / (max - min)));
  const confidence = Math.round((1 - Math.abs(national - state) / Math.max(national, state)) * 100) / 100;
  const position = price < min ? 'below' : price > max ? 'above' : 'within';
  return {
    fill,
    listing_price: price,
    market_range_min: min,
    market_range_max: max,
    confidence,
    description: `Priced ${position} the market range for similar cars`,
  };
}
