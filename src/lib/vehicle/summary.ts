/**
 * The Car Summary section (spec/site.md §2.3): the car in a few plain sentences, from the fields the
 * feed gives, for a shopper who reads rather than scans a grid (and for search engines). A fact the
 * feed leaves out is left out of the sentence, never guessed.
 */
import { formatKms } from '../format/money.ts';
import { hasValue } from '../stock/specs.ts';
import { carTypeLabel, vehicleTitle } from '../stock/display.ts';
import type { Vehicle } from '../stock/vehicle.ts';

type SummaryCar = Pick<
  Vehicle,
  | 'car_type'
  | 'year'
  | 'make'
  | 'model'
  | 'badge'
  | 'series'
  | 'body'
  | 'km'
  | 'simple_transmission'
  | 'simple_drive'
  | 'simple_fuel'
  | 'colour'
  | 'stocknum'
>;

/** `simple_drive` keys (docs/stock-feed.md) as a sentence names them. */
const DRIVES: Record<string, string> = {
  '4x4': 'four-wheel drive',
  awd: 'all-wheel drive',
  fwd: 'front-wheel drive',
  rwd: 'rear-wheel drive',
  '4x2': 'two-wheel drive',
};

const article = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);
const present = (value: unknown): value is string | number => hasValue(value);

function fuelPhrase(fuel: string): string {
  if (fuel === 'electric') return 'an electric motor';
  if (fuel.includes('hybrid')) return `${article(fuel)} powertrain`;
  return `${article(fuel)} engine`;
}

/** "a, b and c". */
function listed(parts: string[]): string {
  return parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** The section's sentences; `city` is where the car is (the tenant's overrideCity, else the car's). */
export function carSummary(car: SummaryCar, options: { usedLabel: string; city: string | null }): string[] {
  const kind = carTypeLabel(car.car_type, options.usedLabel).toLowerCase();
  const what = `${kind} ${vehicleTitle(car)}${present(car.body) ? ` ${String(car.body).toLowerCase()}` : ''}`;
  const travelled = car.car_type !== 'new' && present(car.km) && Number(car.km) > 0;
  const sentences = [
    travelled ? `This ${what} has travelled ${formatKms(Number(car.km))}.` : `This is ${article(what)}.`,
  ];

  const fuel = present(car.simple_fuel) ? String(car.simple_fuel).trim().toLowerCase() : null;
  const drive = present(car.simple_drive) ? DRIVES[String(car.simple_drive).trim().toLowerCase()] : undefined;
  const parts = [
    present(car.simple_transmission)
      ? `${article(String(car.simple_transmission).trim().toLowerCase())} transmission`
      : null,
    drive ?? null,
    fuel ? fuelPhrase(fuel) : null,
  ].filter((part): part is string => part !== null);
  if (parts.length > 0) sentences.push(`It has ${listed(parts)}.`);

  const where = [
    present(car.colour) ? `is finished in ${String(car.colour).trim()}` : null,
    options.city ? `is at our ${options.city} location` : null,
  ].filter(Boolean);
  if (where.length > 0) sentences.push(`It ${where.join(' and ')}.`);
  if (present(car.stocknum)) sentences.push(`Quote stock number ${String(car.stocknum).trim()} when you enquire.`);
  return sentences;
}
