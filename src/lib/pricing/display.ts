import { formatPrice } from '../format/money.ts';

/** The five price display kinds of spec/shopping.md §4. */
export type PriceDisplay =
  | { kind: 'subscription'; text: string; amount: number }
  | { kind: 'reduced'; text: string; amount: number; wasText: string; was: number }
  | { kind: 'car-price'; text: string; amount: number }
  | { kind: 'pre-order'; text: 'PREORDER' }
  | { kind: 'no-price'; text: string };

export interface PricedCar {
  price: number | null;
  before_price?: number | null;
  subscription_price?: number | null;
  preorder?: boolean | null;
}

/** Spec §5: a price is shown only when above 10. */
const MIN_SHOWN_PRICE = 10;

/**
 * Which price a card or vehicle page shows. A price is shown only when above 10; otherwise
 * 'PREORDER' when the car is a pre-order, else the dealer's no-price text.
 */
export function priceDisplay(car: PricedCar, noPriceText: string): PriceDisplay {
  const price = car.price ?? 0;
  const subscription = car.subscription_price ?? 0;
  if (subscription > MIN_SHOWN_PRICE) {
    return { kind: 'subscription', text: `${formatPrice(subscription)}/wk`, amount: subscription };
  }
  if (price > MIN_SHOWN_PRICE) {
    const was = car.before_price ?? 0;
    if (was > price) {
      return { kind: 'reduced', text: formatPrice(price), amount: price, wasText: formatPrice(was), was };
    }
    return { kind: 'car-price', text: formatPrice(price), amount: price };
  }
  if (car.preorder) return { kind: 'pre-order', text: 'PREORDER' };
  return { kind: 'no-price', text: noPriceText };
}
