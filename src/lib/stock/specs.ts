import { formatKms } from '../format/money.ts';
import { valueLabel, type ValueLabels } from './value-labels.ts';

interface SpeccedCar {
  car_type: string;
  year: number;
  km?: number | null;
  body?: string | null;
  simple_transmission?: string | null;
  simple_fuel?: string | null;
  simple_drive?: string | null;
  colour?: string | null;
  engine_size_litres?: number | string | null;
  seats?: number | null;
  doors?: number | null;
  vin?: string | null;
  regplate?: string | null;
  stocknum?: string | null;
}

export type SpecRow = { label: string; value: string };

/** spec/shopping.md §2, §9: the Key information grid shows 4 entries; Show More/Less toggles the rest. */
export const KEY_INFO_VISIBLE = 4;
export const KEY_INFO_TOGGLE = { more: 'Show More', less: 'Show Less' } as const;

/**
 * Spec §5: the spec list drops items whose value is empty, null or the text 'null'. Feeds also send
 * blanks and ' null ', and a number that failed to parse is NaN: none of those is a value either.
 */
export function hasValue(value: unknown): boolean {
  if (value === null || value === undefined || Number.isNaN(value)) return false;
  const text = String(value).trim();
  return text !== '' && text !== 'null';
}

/**
 * The Key information grid (spec/shopping.md §2): the labelled facts of a car, in the order a
 * shopper scans them, without empty values. The first KEY_INFO_VISIBLE show at once. Coded values
 * (condition, fuel, drive, transmission) read as the site's display map has them, as on the filters.
 */
export function keyInformation(car: SpeccedCar, labels: ValueLabels): SpecRow[] {
  const label = (attribute: string, value: string | null | undefined) =>
    hasValue(value) ? valueLabel(labels, attribute, String(value)) : null;
  const rows: [string, unknown][] = [
    ['Condition', label('car_type', car.car_type)],
    ['Odometer', car.km != null ? formatKms(car.km) : null],
    ['Year', car.year],
    ['Body', car.body],
    ['Transmission', label('transmission', car.simple_transmission)],
    ['Fuel', label('fuel', car.simple_fuel)],
    ['Drive', label('drive', car.simple_drive)],
    ['Engine', hasValue(car.engine_size_litres) ? `${car.engine_size_litres} L` : null],
    ['Colour', car.colour],
    ['Seats', car.seats],
    ['Doors', car.doors],
    ['Registration', car.regplate],
    ['VIN', car.vin],
    ['Stock number', car.stocknum],
  ];
  return rows.filter(([, value]) => hasValue(value)).map(([label, value]) => ({ label, value: String(value).trim() }));
}
