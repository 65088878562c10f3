// spec/shopping.md §2 "Key information grid and feature list (8 items by default with Show
// All/Hide). Key info shows the first 4 entries with Show More/Less for the rest", §3 Car fields
// (caravan specifications, variant), §5 "Spec list drops items whose value is empty, null or the
// text 'null'", §9 "Key info shows 4 entries; feature list 8".
import { describe, expect, it } from 'vitest';
import type { Vehicle } from '../../src/lib/stock/vehicle.ts';
import {
  allSpecifications,
  collapsible,
  features,
  FEATURES_TOGGLE,
  FEATURES_VISIBLE,
  redbookVariant,
} from '../../src/lib/vehicle/specs.ts';
import { hasValue, KEY_INFO_TOGGLE, KEY_INFO_VISIBLE, keyInformation } from '../../src/lib/stock/specs.ts';
import { valueLabelsFor } from '../../src/lib/stock/value-labels.ts';
import { car } from '../fixtures/used-hilux.ts';

const labels = valueLabelsFor({ usedLabel: 'Pre-Owned', newTag: 'New', valueLabels: {} });

describe('§5 "drops items whose value is empty, null or the text \'null\'"', () => {
  it.each([
    ['', false],
    [null, false],
    ['null', false],
    [undefined, false],
    ['  ', false],
    [' null ', false],
    [Number.NaN, false],
    [0, true],
    ['0', true],
    ['Diesel', true],
    [false, true],
  ])('%j → %s', (value, expected) => {
    expect(hasValue(value)).toBe(expected);
  });
});

describe('Key information', () => {
  it('shows the first 4 entries with Show More/Less for the rest', () => {
    expect(KEY_INFO_VISIBLE).toBe(4);
    expect(KEY_INFO_TOGGLE).toEqual({ more: 'Show More', less: 'Show Less' });
    const rows = keyInformation(car({ colour: 'White', vin: 'null', regplate: '' }), labels);
    expect(rows.map((r) => r.label)).toEqual([
      'Condition',
      'Odometer',
      'Year',
      'Body',
      'Transmission',
      'Fuel',
      'Drive',
      'Colour',
    ]);
    const { visible, hidden } = collapsible(rows, KEY_INFO_VISIBLE);
    expect(visible).toEqual([
      { label: 'Condition', value: 'Pre-Owned' },
      { label: 'Odometer', value: '41,000 kms' },
      { label: 'Year', value: '2022' },
      { label: 'Body', value: 'Ute' },
    ]);
    expect(hidden).toEqual([
      { label: 'Transmission', value: 'Automatic' },
      { label: 'Fuel', value: 'Diesel' },
      { label: 'Drive', value: '4x4' },
      { label: 'Colour', value: 'White' },
    ]);
  });

  // Issue 29: the car page showed "Fuel diesel", "Drive fwd"; the filters say "Diesel", "FWD".
  it.each([
    [{ simple_fuel: 'diesel', simple_drive: 'fwd' }, ['Diesel', 'FWD']],
    [{ simple_fuel: 'plug-in hybrid', simple_drive: 'awd' }, ['Plug-in Hybrid', 'AWD']],
    [{ simple_fuel: 'PETROL', simple_drive: 'rwd' }, ['Petrol', 'RWD']],
    [{ simple_fuel: 'hydrogen', simple_drive: '4x2' }, ['hydrogen', '4x2']],
  ])('%j reads as the filters read it: %j', (over, [fuel, drive]) => {
    const rows = keyInformation(car(over), labels);
    expect([rows.find((r) => r.label === 'Fuel')?.value, rows.find((r) => r.label === 'Drive')?.value]).toEqual([
      fuel,
      drive,
    ]);
    const specs = allSpecifications(car({ ...over, fuel: null, drive: null }), labels).flatMap((g) => g.rows);
    expect([specs.find((r) => r.label === 'Fuel')?.value, specs.find((r) => r.label === 'Drive')?.value]).toEqual([
      fuel,
      drive,
    ]);
  });

  it('no toggle when 4 or fewer', () => {
    expect(collapsible(['a', 'b', 'c', 'd'], KEY_INFO_VISIBLE).hidden).toEqual([]);
  });
});

describe('All specifications', () => {
  it('groups General, Engine, Dimensions with the variant fields each in one group', () => {
    const groups = allSpecifications(
      car({
        fuel: 'Diesel',
        trans: '6 speed automatic',
        gearnum: 6,
        engine_size: 2755,
        engine_size_litres: 2.8,
        colour: 'null',
        build_date: '2021-11-01',
        compliance_date: '2022-01-01',
        variant: {
          cylinders: 4,
          enginesize: 2755,
          enginesize_litres: 2.8,
          induction: 'Turbo',
          fuelconsumptioncombined: 7.9,
          fuelcapacity: 80,
          grossvehiclemass: 3050,
          vehiclelength: 5325,
          vehicleheight: 1815,
          vehiclewidth: 1855,
          torque: 500,
          bodyconfiguration: 'Double Cab Pick Up',
          ancaprating: 5,
          geartype: 'Sports Automatic',
        },
      }),
      labels,
    );
    expect(groups.map((g) => g.title)).toEqual(['General', 'Engine', 'Dimensions']);
    expect(groups[0]!.rows).toContainEqual({ label: 'Body configuration', value: 'Double Cab Pick Up' });
    expect(groups[0]!.rows).toContainEqual({ label: 'ANCAP rating', value: '5 stars' });
    expect(groups[0]!.rows).toContainEqual({ label: 'Build date', value: 'November 2021' });
    expect(groups[0]!.rows.map((r) => r.label)).not.toContain('Colour');
    expect(groups[1]!.rows).toEqual([
      { label: 'Fuel', value: 'Diesel' },
      { label: 'Fuel consumption (combined)', value: '7.9 L/100km' },
      { label: 'Fuel capacity', value: '80 L' },
      { label: 'Transmission', value: '6 speed automatic' },
      { label: 'Gear type', value: 'Sports Automatic' },
      { label: 'Gears', value: '6' },
      { label: 'Drive', value: '4x4' },
      { label: 'Engine size', value: '2.8 L' },
      { label: 'Engine capacity', value: '2,755 cc' },
      { label: 'Cylinders', value: '4' },
      { label: 'Induction', value: 'Turbo' },
      { label: 'Torque', value: '500 Nm' },
    ]);
    expect(groups[2]!.rows).toEqual([
      { label: 'Length', value: '5,325 mm' },
      { label: 'Width', value: '1,855 mm' },
      { label: 'Height', value: '1,815 mm' },
      { label: 'Gross vehicle mass', value: '3,050 kg' },
    ]);
  });

  it('caravan specifications: body_width, body_length, tare_weight, axle_type, sleeps, aggregate_trailer_mass', () => {
    const van = car({
      item_type: 'caravan',
      make: 'Jayco',
      model: 'Journey',
      km: null,
      body: 'Caravan',
      simple_transmission: null,
      simple_fuel: null,
      simple_drive: null,
      body_width: 2440,
      body_length: 6550,
      tare_weight: 2320,
      axle_type: 'Tandem',
      sleeps: 4,
      aggregate_trailer_mass: 2950,
    });
    expect(allSpecifications(van, labels).find((g) => g.title === 'Caravan')!.rows).toEqual([
      { label: 'Body width', value: '2,440 mm' },
      { label: 'Body length', value: '6,550 mm' },
      { label: 'Tare weight', value: '2,320 kg' },
      { label: 'Axle type', value: 'Tandem' },
      { label: 'Sleeps', value: '4' },
      { label: 'Aggregate trailer mass (ATM)', value: '2,950 kg' },
    ]);
    expect(allSpecifications(van, labels).map((g) => g.title)).toEqual(['General', 'Caravan']);
  });

  it("a value of 'null', '' or null is dropped, and so is a group left empty", () => {
    const groups = allSpecifications(car({ axle_type: 'null', sleeps: null, body_width: null, variant: null }), labels);
    expect(groups.map((g) => g.title)).toEqual(['General', 'Engine']);
    expect(groups.flatMap((g) => g.rows).some((r) => /null/.test(r.value))).toBe(false);
  });

  it("the car's own field wins over its variant's", () => {
    const groups = allSpecifications(
      car({ engine_size_litres: 2.4, variant: { ...emptyVariant(), enginesize_litres: 2.8 } }),
      labels,
    );
    expect(groups[1]!.rows).toContainEqual({ label: 'Engine size', value: '2.4 L' });
  });
});

function emptyVariant(): NonNullable<Vehicle['variant']> {
  return {
    cylinders: null,
    enginesize: null,
    enginesize_litres: null,
    induction: null,
    fuelconsumptioncombined: null,
    fuelcapacity: null,
    grossvehiclemass: null,
    vehiclelength: null,
    vehicleheight: null,
    vehiclewidth: null,
    torque: null,
    bodyconfiguration: null,
    ancaprating: null,
    geartype: null,
  };
}

describe('Features', () => {
  it('8 items by default with Show All/Hide', () => {
    expect(FEATURES_VISIBLE).toBe(8);
    expect(FEATURES_TOGGLE).toEqual({ more: 'Show All', less: 'Hide' });
    const list = features(car({ standardEquipment: Array.from({ length: 11 }, (_, i) => `Feature ${i + 1}`) }));
    expect(collapsible(list, FEATURES_VISIBLE).visible).toHaveLength(8);
    expect(collapsible(list, FEATURES_VISIBLE).hidden).toEqual(['Feature 9', 'Feature 10', 'Feature 11']);
  });

  it('empty, null and repeated features are dropped', () => {
    expect(
      features(car({ standardEquipment: [' Cruise control ', '', 'null', 'Cruise Control', 'Reversing camera'] })),
    ).toEqual(['Cruise control', 'Reversing camera']);
  });
});

describe('site.md §3 has_nvic and the redbook flag: factory specifications from Redbook', () => {
  const variant = { ...emptyVariant(), cylinders: 4, torque: 500 };
  it.each([
    ['a Redbook dealer, a car with an NVIC', true, true, variant],
    ['a Redbook dealer, a car without one', true, false, null],
    ['a dealer without Redbook', false, true, null],
  ])('%s', (_name, redbook, has_nvic, expected) => {
    expect(redbookVariant(car({ variant, has_nvic }), redbook)).toEqual(expected);
  });

  it("without them, All specifications lists the dealer's own fields only", () => {
    const withFactory = allSpecifications(car({ variant, has_nvic: true }), labels);
    const without = allSpecifications(
      {
        ...car({ variant, has_nvic: true }),
        variant: redbookVariant(car({ variant }), false),
      },
      labels,
    );
    expect(withFactory.flatMap((g) => g.rows.map((r) => r.label))).toContain('Torque');
    expect(without.flatMap((g) => g.rows.map((r) => r.label))).not.toContain('Torque');
  });
});
