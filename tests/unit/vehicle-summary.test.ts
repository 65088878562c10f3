// spec/site.md §2.3 Car Summary: the sentences that describe a car from its facts.
import { describe, expect, it } from 'vitest';
import type { Vehicle } from '../../src/lib/stock/vehicle.ts';
import { carSummary } from '../../src/lib/vehicle/summary.ts';
import { car } from '../fixtures/used-hilux.ts';

describe('site.md §2.3 Car Summary', () => {
  it.each<[string, Partial<Vehicle>, string | null, string[]]>([
    [
      'a used car, every fact known',
      { colour: 'Glacier White', stocknum: 'U01042' },
      'Parramatta',
      [
        'This pre-owned 2022 Toyota HiLux SR5 ute has travelled 41,000 kms.',
        'It has an automatic transmission, four-wheel drive and a diesel engine.',
        'It is finished in Glacier White and is at our Parramatta location.',
        'Quote stock number U01042 when you enquire.',
      ],
    ],
    [
      'a new electric car',
      {
        car_type: 'new',
        km: 12,
        make: 'Kia',
        model: 'EV5',
        badge: 'Air',
        body: 'Wagon',
        simple_fuel: 'electric',
        simple_drive: 'fwd',
        simple_transmission: null,
      },
      null,
      ['This is a new 2022 Kia EV5 Air wagon.', 'It has front-wheel drive and an electric motor.'],
    ],
    [
      'a hybrid with nothing else known',
      {
        car_type: 'demo',
        km: null,
        body: null,
        simple_transmission: null,
        simple_drive: null,
        simple_fuel: 'plug-in hybrid',
      },
      null,
      ['This is a demo 2022 Toyota HiLux SR5.', 'It has a plug-in hybrid powertrain.'],
    ],
  ])('%s', (_name, over, city, sentences) => {
    expect(carSummary(car(over), { usedLabel: 'Pre-Owned', city })).toEqual(sentences);
  });
});
