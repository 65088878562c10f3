/**
 * What a shown price includes, said next to it (Australian Consumer Law s48: the single total price,
 * and what it covers): drive-away, estimated drive-away or excluding government charges, for the
 * state whose on-road costs apply. Cards show the short label, the car page and structured data the
 * full sentence.
 */
import type { FeedPriceType } from './constants.ts';
import { priceType } from './price-type.ts';
import { priceDisplay, type PricedCar } from './display.ts';

/** The site's defaults: feeds.priceType for a car without its own price_type, and pricing.onRoadState. */
export type PriceLabelOptions = { priceType: FeedPriceType; onRoadState: string | null };

export type PriceLabel = { basis: FeedPriceType; short: string; full: string };

const INCLUDED = 'registration, CTP insurance, stamp duty and dealer delivery';
const CHARGES = 'registration, CTP insurance and stamp duty';

const LABELS: Record<FeedPriceType, { short: string; full: (where: string) => string }> = {
  drive_away: { short: 'Drive away', full: (where) => `Drive-away price${where}: includes ${INCLUDED}.` },
  estimated_drive_away: {
    short: 'Est. drive away',
    full: (where) => `Estimated drive-away price${where}: includes ${INCLUDED}, which may vary.`,
  },
  excl_gov_charges: {
    short: 'Excl. govt charges',
    full: (where) => `Price excludes government charges${where} (${CHARGES}), which are extra.`,
  },
};

/** A tenant's price label options. */
export const priceLabelOptions = (tenant: {
  feeds: { priceType: FeedPriceType };
  pricing: { onRoadState: string | null };
}): PriceLabelOptions => ({ priceType: tenant.feeds.priceType, onRoadState: tenant.pricing.onRoadState });

/** The label of a car's price: by its own price_type, else the site's; for the site's state, else the car's. */
export function priceLabel(
  car: { price_type?: string | null; state?: string | null },
  options: PriceLabelOptions,
): PriceLabel {
  const basis = priceType(car.price_type ?? null, options.priceType);
  const state = (options.onRoadState ?? car.state ?? '').trim().toUpperCase();
  const where = state ? ` for ${state} registration` : '';
  return { basis, short: LABELS[basis].short, full: LABELS[basis].full(where) };
}

/**
 * A car's price as one line of text with what it includes, where a list or table shows it
 * ("$32,990 Drive away", "$149/wk Subscription"); a pre-order or no-price text has no amount to label.
 */
export function labelledPriceText(
  car: PricedCar & { price_type?: string | null; state?: string | null },
  noPriceText: string,
  options: PriceLabelOptions,
): string {
  const price = priceDisplay(car, noPriceText);
  if (price.kind === 'subscription') return `${price.text} Subscription`;
  if (price.kind === 'car-price' || price.kind === 'reduced') return `${price.text} ${priceLabel(car, options).short}`;
  return price.text;
}
