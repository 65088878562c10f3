import { priceDisplay, type PricedCar } from '../../lib/pricing/display.ts';
import type { PriceLabel } from '../../lib/pricing/label.ts';

/**
 * A car's price by the spec's display kinds (subscription, reduced with was-price, car price,
 * pre-order, no price), with what the price includes beside it (drive away, excl. govt charges).
 */
export function Price({
  car,
  noPriceText,
  label,
  size = 'card',
}: {
  car: PricedCar;
  noPriceText: string;
  /** What the price includes; shown beside a car price (reduced or not). */
  label: PriceLabel | null;
  size?: 'card' | 'page';
}) {
  const price = priceDisplay(car, noPriceText);
  const priced = price.kind === 'car-price' || price.kind === 'reduced';
  return (
    <p className={`price price--${size} price--${price.kind}`} data-price-kind={price.kind}>
      {price.kind === 'reduced' && (
        <span className="price__was">
          <span className="visually-hidden">Was </span>
          <s>{price.wasText}</s>{' '}
        </span>
      )}
      <span className="price__amount">
        {price.kind === 'reduced' && <span className="visually-hidden">Now </span>}
        {price.text}
      </span>
      {priced && label && (
        <span className="price__label" data-price-label={label.basis}>
          {label.short}
        </span>
      )}
      {price.kind === 'subscription' && (
        <span className="price__label" data-price-label="subscription">
          Subscription
        </span>
      )}
    </p>
  );
}
