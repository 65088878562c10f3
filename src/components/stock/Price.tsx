import { priceDisplay, type PricedCar } from '../../lib/pricing/display.ts';

/** A car's price by the spec's display kinds (subscription, reduced with was-price, car price, pre-order, no price). */
export function Price({
  car,
  noPriceText,
  size = 'card',
}: {
  car: PricedCar;
  noPriceText: string;
  size?: 'card' | 'page';
}) {
  const price = priceDisplay(car, noPriceText);
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
    </p>
  );
}
