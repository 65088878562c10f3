import { carTypeLabel } from './display.ts';
import { formatKms } from '../format/money.ts';

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

/** Spec §5: the spec list drops items whose value is empty, null or the text 'null'. */
export function hasValue(value: unknown): boolean {
  return value !== null && value !== undefined && value !== '' && value !== 'null';
}

/** The labelled facts of a car, in the order a shopper scans them, without empty values. */
export function keySpecs(car: SpeccedCar, usedLabel: string): { label: string; value: string }[] {
  const rows: [string, unknown][] = [
    ['Condition', carTypeLabel(car.car_type, usedLabel)],
    ['Odometer', car.km != null ? formatKms(car.km) : null],
    ['Year', car.year],
    ['Body', car.body],
    ['Transmission', car.simple_transmission],
    ['Fuel', car.simple_fuel],
    ['Drive', car.simple_drive],
    ['Engine', hasValue(car.engine_size_litres) ? `${car.engine_size_litres} L` : null],
    ['Colour', car.colour],
    ['Seats', car.seats],
    ['Doors', car.doors],
    ['Registration', car.regplate],
    ['VIN', car.vin],
    ['Stock number', car.stocknum],
  ];
  return rows.filter(([, value]) => hasValue(value)).map(([label, value]) => ({ label, value: String(value) }));
}
