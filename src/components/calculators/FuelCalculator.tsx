/** Weekly fuel cost (spec §5: distance / 100 × consumption × fuel price), from the car's consumption when known. */
import { useRef, useState } from 'react';
import { useEarlyEdits } from '../hooks.ts';
import { formatFuelCost, weeklyFuelCost } from '../../lib/fuel/cost.ts';
import type { FuelInputs } from '../../lib/fuel/constants.ts';
import { NumberField } from './NumberField.tsx';

export default function FuelCalculator({ initial }: { initial: FuelInputs }) {
  const [inputs, setInputs] = useState(initial);
  const set = (field: keyof FuelInputs) => (value: number) => setInputs((current) => ({ ...current, [field]: value }));
  const root = useRef<HTMLDivElement>(null);
  useEarlyEdits(root);
  return (
    <div ref={root} className="calculator" data-testid="fuel-calculator">
      <NumberField
        id="fuel-distance"
        label="Distance a week"
        unit="kms"
        value={inputs.distanceKm}
        step={10}
        onChange={set('distanceKm')}
      />
      <NumberField
        id="fuel-consumption"
        label="Fuel consumption"
        unit="L/100km"
        value={inputs.litresPer100km}
        step={0.1}
        onChange={set('litresPer100km')}
      />
      <NumberField
        id="fuel-price"
        label="Fuel price"
        unit="$ per litre"
        value={inputs.pricePerLitre}
        step={0.01}
        onChange={set('pricePerLitre')}
      />
      <p className="calculator__result" aria-live="polite">
        Estimated fuel cost <strong data-testid="fuel-weekly-cost">{formatFuelCost(weeklyFuelCost(inputs))}</strong> a
        week
      </p>
    </div>
  );
}
