/**
 * The vehicle page's spec lists (spec/shopping.md §2, §3, §5, §9): the Key information grid (kept in
 * ../stock/specs.ts, re-exported here), All specifications grouped, and the feature list. Every list
 * drops items whose value is empty, null or the text 'null' (hasValue).
 */
import { formatCount, formatKms } from '../format/money.ts';
import { hasValue, type SpecRow } from '../stock/specs.ts';
import type { Vehicle } from '../stock/vehicle.ts';
import { valueLabel, type ValueLabels } from '../stock/value-labels.ts';
import { calendarDay } from './dates.ts';
import { formatMonthYear } from '../format/dates.ts';

/** §2, §9: "feature list (8 items by default with Show All/Hide)". */
export const FEATURES_VISIBLE = 8;
export const FEATURES_TOGGLE = { more: 'Show All', less: 'Hide' } as const;

/** A list cut for a Show More/Less toggle; the toggle is needed only when `hidden` is not empty. */
export type Collapsible<T> = { visible: T[]; hidden: T[] };

export function collapsible<T>(items: readonly T[], visible: number): Collapsible<T> {
  return { visible: items.slice(0, visible), hidden: items.slice(visible) };
}

const SPEC_GROUPS = ['General', 'Engine', 'Dimensions', 'Caravan'] as const;
export type SpecGroup = { title: (typeof SPEC_GROUPS)[number]; rows: SpecRow[] };

type SpecCar = Pick<
  Vehicle,
  | 'make'
  | 'model'
  | 'badge'
  | 'series'
  | 'year'
  | 'body'
  | 'bodyconfiguration'
  | 'colour'
  | 'interior_colour'
  | 'doors'
  | 'seats'
  | 'km'
  | 'build_date'
  | 'compliance_date'
  | 'regplate'
  | 'vin'
  | 'stocknum'
  | 'fuel'
  | 'simple_fuel'
  | 'trans'
  | 'simple_transmission'
  | 'gearnum'
  | 'drive'
  | 'simple_drive'
  | 'engine_size'
  | 'engine_size_litres'
  | 'body_width'
  | 'body_length'
  | 'tare_weight'
  | 'axle_type'
  | 'sleeps'
  | 'aggregate_trailer_mass'
  | 'variant'
>;

type Entry = [label: string, value: unknown, format?: (value: unknown) => string];

/** Whole numbers with thousands commas and a unit ("5,370 mm"); text values are kept as they are. */
const unit = (suffix: string) => (value: unknown) =>
  `${typeof value === 'number' ? formatCount(value) : String(value).trim()} ${suffix}`;
/** Decimals kept: "2.8 L", "7.6 L/100km". */
const exact = (suffix: string) => (value: unknown) => `${String(value).trim()} ${suffix}`;
const monthOf = (value: unknown) => {
  const day = calendarDay(String(value));
  return day === null ? String(value) : formatMonthYear(day);
};
const stars = (value: unknown) => `${String(value).trim()} stars`;

/** The first of `values` that is a value, so a car's own field wins over its variant's. */
const first = (...values: unknown[]) => values.find(hasValue) ?? null;

/**
 * Each variant field (§3) appears once, in the group a shopper looks for it in: ancaprating and
 * bodyconfiguration under General, engine and fuel figures under Engine, sizes and mass under
 * Dimensions. Where the car has its own field (engine size, body configuration) that one wins.
 */
function groupEntries(car: SpecCar, labels: ValueLabels): Record<SpecGroup['title'], Entry[]> {
  const v = car.variant;
  const coded = (attribute: string) => (value: unknown) => valueLabel(labels, attribute, String(value));
  return {
    General: [
      ['Make', car.make],
      ['Model', car.model],
      ['Badge', car.badge],
      ['Series', car.series],
      ['Year', car.year],
      ['Body', car.body],
      ['Body configuration', first(car.bodyconfiguration, v?.bodyconfiguration)],
      ['Colour', car.colour],
      ['Interior colour', car.interior_colour],
      ['Doors', car.doors],
      ['Seats', car.seats],
      ['Odometer', car.km, (km) => formatKms(Number(km))],
      ['ANCAP rating', v?.ancaprating, stars],
      ['Build date', car.build_date, monthOf],
      ['Compliance date', car.compliance_date, monthOf],
      ['Registration', car.regplate],
      ['VIN', car.vin],
      ['Stock number', car.stocknum],
    ],
    Engine: [
      ['Fuel', first(car.fuel, car.simple_fuel), coded('fuel')],
      ['Fuel consumption (combined)', v?.fuelconsumptioncombined, exact('L/100km')],
      ['Fuel capacity', v?.fuelcapacity, exact('L')],
      ['Transmission', first(car.trans, car.simple_transmission), coded('transmission')],
      ['Gear type', v?.geartype],
      ['Gears', car.gearnum],
      ['Drive', first(car.drive, car.simple_drive), coded('drive')],
      ['Engine size', first(car.engine_size_litres, v?.enginesize_litres), exact('L')],
      ['Engine capacity', first(car.engine_size, v?.enginesize), unit('cc')],
      ['Cylinders', v?.cylinders],
      ['Induction', v?.induction],
      ['Torque', v?.torque, unit('Nm')],
    ],
    Dimensions: [
      ['Length', v?.vehiclelength, unit('mm')],
      ['Width', v?.vehiclewidth, unit('mm')],
      ['Height', v?.vehicleheight, unit('mm')],
      ['Gross vehicle mass', v?.grossvehiclemass, unit('kg')],
    ],
    Caravan: [
      ['Body width', car.body_width, unit('mm')],
      ['Body length', car.body_length, unit('mm')],
      ['Tare weight', car.tare_weight, unit('kg')],
      ['Axle type', car.axle_type],
      ['Sleeps', car.sleeps],
      ['Aggregate trailer mass (ATM)', car.aggregate_trailer_mass, unit('kg')],
    ],
  };
}

/**
 * The car's factory specifications (its feed `variant`, which the dealer platform takes from Redbook
 * by the car's NVIC) where the dealer licenses Redbook (features.redbook) and the car has an NVIC;
 * else null, and the page lists the dealer's own fields only.
 */
export function redbookVariant(car: Pick<Vehicle, 'variant' | 'has_nvic'>, redbook: boolean): Vehicle['variant'] {
  return redbook && car.has_nvic ? car.variant : null;
}

/**
 * All specifications, in SPEC_GROUPS order; empty values are dropped, then groups left empty. Fuel,
 * transmission and drive read as the site's display map has them (the filters' labels).
 */
export function allSpecifications(car: SpecCar, labels: ValueLabels): SpecGroup[] {
  const entries = groupEntries(car, labels);
  return SPEC_GROUPS.map((title) => ({
    title,
    rows: entries[title]
      .filter(([, value]) => hasValue(value))
      .map(([label, value, format]) => ({ label, value: format ? format(value) : String(value).trim() })),
  })).filter((group) => group.rows.length > 0);
}

/** The feature list from standardEquipment: trimmed, empty values dropped, each feature once. */
export function features(car: Pick<Vehicle, 'standardEquipment'>): string[] {
  const byKey = new Map<string, string>();
  for (const item of car.standardEquipment ?? []) {
    // Feeds repeat options in different case ('Cruise control', 'Cruise Control'); the first spelling stays.
    if (hasValue(item) && !byKey.has(item.trim().toLowerCase())) byKey.set(item.trim().toLowerCase(), item.trim());
  }
  return [...byKey.values()];
}
