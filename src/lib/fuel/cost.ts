// The fuel calculator on the car page (spec/shopping.md §5 Fuel calculator, §9 Fuel defaults):
// weekly cost = distance / 100 x consumption x fuel price, hidden for electric cars.
import { formatPrice } from '../format/money.ts';
import type { Vehicle } from '../stock/vehicle.ts';
import { FUEL_DEFAULTS, type FuelInputs } from './constants.ts';

type FuelFields = Pick<Vehicle, 'simple_fuel' | 'fuel'>;

// Words that mean an engine burns something: a "Petrol/Electric" or "Plug-in Hybrid Electric" car
// still uses fuel, so it keeps the calculator.
const BURNS_FUEL = /hybrid|petrol|diesel|unleaded|lpg|gas|phev|\bhev\b/;

/** True for battery-electric cars only; hybrids of every kind are not electric. */
function isElectric(car: FuelFields): boolean {
  // simple_fuel is the feed's normalised key; the label is the fallback when a feed leaves it out.
  const text = (car.simple_fuel?.trim() || car.fuel?.trim() || '').toLowerCase();
  if (BURNS_FUEL.test(text)) return false;
  return text.includes('electric') || text === 'ev' || text === 'bev';
}

/**
 * Whether a car page shows the calculator: the tenant has it on, the car is not electric, and it is
 * not a caravan (towed, so it has no consumption of its own).
 */
export function showFuelCalculator(
  car: FuelFields & Pick<Vehicle, 'item_type'>,
  options: { enabled: boolean },
): boolean {
  return options.enabled && car.item_type !== 'caravan' && !isElectric(car);
}

/** The calculator's starting inputs: the car's combined consumption when known, else the defaults. */
export function fuelInputsFor(
  car: Pick<Vehicle, 'variant'>,
  defaults: Readonly<FuelInputs> = FUEL_DEFAULTS,
): FuelInputs {
  const combined = car.variant?.fuelconsumptioncombined;
  const known = typeof combined === 'number' && Number.isFinite(combined) && combined > 0;
  return {
    distanceKm: defaults.distanceKm,
    pricePerLitre: defaults.pricePerLitre,
    litresPer100km: known ? combined : defaults.litresPer100km,
  };
}

const nonNegative = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);

/** Dollars a week, to the cent. A blank or negative input counts as 0 rather than a negative cost. */
export function weeklyFuelCost({ distanceKm, litresPer100km, pricePerLitre }: FuelInputs): number {
  const dollars = (nonNegative(distanceKm) / 100) * nonNegative(litresPer100km) * nonNegative(pricePerLitre);
  return Math.round(dollars * 100) / 100;
}

/**
 * The weekly cost with cents, e.g. 42.5 → "$42.50". Unlike car prices (whole dollars, spec §9),
 * a weekly fuel bill is small enough that cents change the picture, so they are always shown.
 */
export function formatFuelCost(dollars: number): string {
  return formatPrice(dollars, 'always');
}
