/**
 * Specification fields of a demo car from its catalogue model. Conventions (docs/stock-feed.md):
 * `body`, `fuel`, `drive` hold the shopper-facing labels used as facets; `simple_body` is a site.md §5
 * body type, `simple_fuel` / `simple_drive` lowercase keys, `simple_transmission` Automatic or Manual.
 */
import type { ItemType } from '../lib/stock/vehicle-values.ts';
import type { Variant } from '../lib/stock/vehicle.ts';
import type { Category, ModelSpec } from './catalogue.ts';

const BODY: Record<string, readonly [label: string, configuration: string]> = {
  ute: ['Ute', 'Double Cab Pick Up'],
  suv: ['SUV', 'Wagon'],
  hatch: ['Hatch', 'Hatchback'],
  sedan: ['Sedan', 'Sedan'],
  wagon: ['Wagon', 'Wagon'],
  van: ['Van', 'Van'],
  peopleMover: ['People Mover', 'Wagon'],
  coupe: ['Coupe', 'Fastback'],
  convertible: ['Convertible', 'Roadster'],
  lightTruck: ['Light Truck', 'Cab Chassis'],
};

const FUEL_LABELS: Record<string, string> = {
  petrol: 'Petrol',
  diesel: 'Diesel',
  hybrid: 'Hybrid',
  'plug-in hybrid': 'Plug-in Hybrid',
  electric: 'Electric',
};

const DRIVE_LABELS: Record<string, string> = { '4x4': '4x4', awd: 'AWD', fwd: 'FWD', rwd: 'RWD', '4x2': '4x2' };

const ITEM_TYPE: Record<Category, ItemType> = {
  cars: 'car',
  trucks: 'truck',
  motorcycles: 'motorcycle',
  caravans: 'caravan',
};

function gearType(trans: string): string | null {
  if (trans === '') return null;
  if (trans.includes('Continuous')) return 'CVT';
  if (trans.includes('Dual Clutch')) return 'Dual Clutch';
  if (trans.includes('Reduction')) return 'Reduction Gear';
  if (trans.includes('Automated Manual')) return 'Automated Manual';
  return /Speed Manual$/.test(trans) ? 'Manual' : 'Automatic';
}

function variant(spec: ModelSpec, configuration: string | null): Variant {
  const [cc, cylinders, induction] = spec.engine ?? [null, null, null];
  const [length, width, height] = spec.dims;
  return {
    cylinders,
    enginesize: cc,
    enginesize_litres: cc === null ? null : Math.round(cc / 100) / 10,
    induction: induction ?? (spec.fuel === 'electric' ? 'Electric' : null),
    fuelconsumptioncombined: spec.l100 ?? null,
    fuelcapacity: spec.tank ?? null,
    grossvehiclemass: spec.gvm ?? spec.caravan?.[3] ?? null,
    vehiclelength: length,
    vehicleheight: height,
    vehiclewidth: width,
    torque: spec.nm,
    bodyconfiguration: configuration,
    ancaprating: spec.ancap ?? null,
    geartype: gearType(spec.trans[0]),
  };
}

function caravanFields(spec: ModelSpec) {
  const c = spec.caravan;
  return {
    body_width: c?.[1] ?? null,
    body_length: c?.[0] ?? null,
    tare_weight: c?.[2] ?? null,
    axle_type: c?.[4] ?? null,
    sleeps: c?.[5] ?? null,
    aggregate_trailer_mass: c?.[3] ?? null,
  };
}

export function specFields(spec: ModelSpec) {
  const [label, configuration] = spec.body ? (BODY[spec.body] ?? [spec.body, null]) : [spec.label ?? null, null];
  const gear = gearType(spec.trans[0]);
  const cc = spec.engine?.[0] ?? null;
  return {
    simple_body: spec.body,
    body: spec.label ?? label,
    bodyconfiguration: configuration,
    simple_transmission: gear === null ? null : gear === 'Manual' ? 'Manual' : 'Automatic',
    trans: spec.trans[0] === '' ? null : spec.trans[0],
    gearnum: spec.trans[1],
    simple_fuel: spec.fuel,
    fuel: spec.fuel === null ? null : (FUEL_LABELS[spec.fuel] ?? null),
    simple_drive: spec.drive,
    drive: spec.drive === null ? null : (DRIVE_LABELS[spec.drive] ?? null),
    seats: spec.seats,
    doors: spec.doors,
    engine_size: cc,
    engine_size_litres: cc === null ? null : Math.round(cc / 100) / 10,
    item_type: ITEM_TYPE[spec.category],
    ...caravanFields(spec),
    variant: variant(spec, configuration),
  };
}
