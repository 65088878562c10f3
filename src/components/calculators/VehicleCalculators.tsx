/**
 * The vehicle page's calculators as one island (finance at #finance-calculator, fuel, delivery): one
 * island costs each page one props serialisation and one render at build time, three cost three.
 */
import FinanceCalculator from './FinanceCalculator.tsx';
import type { FinanceCalculatorProps } from '../../views/calculators.ts';
import FuelCalculator from './FuelCalculator.tsx';
import DeliveryCalculator from './DeliveryCalculator.tsx';
import type { ComponentProps } from 'react';

export interface VehicleCalculatorsProps {
  finance: FinanceCalculatorProps;
  fuel: ComponentProps<typeof FuelCalculator> | null;
  delivery: ComponentProps<typeof DeliveryCalculator> | null;
}

export default function VehicleCalculators({ finance, fuel, delivery }: VehicleCalculatorsProps) {
  return (
    <>
      <section id="finance-calculator" aria-labelledby="finance-heading">
        <h2 id="finance-heading">Finance calculator</h2>
        <FinanceCalculator {...finance} />
        {finance.disclaimer && (
          <p id="financeDisclaimer" className="muted">
            {finance.disclaimer}
          </p>
        )}
      </section>
      {(fuel || delivery) && (
        <div className="calculators">
          {fuel && (
            <section aria-labelledby="fuel-heading">
              <h2 id="fuel-heading">Fuel cost</h2>
              <FuelCalculator {...fuel} />
            </section>
          )}
          {delivery && (
            <section aria-labelledby="delivery-heading">
              <h2 id="delivery-heading">Delivery estimate</h2>
              <DeliveryCalculator {...delivery} />
            </section>
          )}
        </div>
      )}
    </>
  );
}
