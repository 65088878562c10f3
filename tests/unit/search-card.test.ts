// spec/shopping.md §4 "Tag and badge priority", §9 "New-car tag window: 8 days". Availability, the
// card buttons and the favourite control are in search-card-buttons.test.ts.
import { describe, expect, it } from 'vitest';
import { vehicleTag, type TagOptions } from '../../src/lib/search/card.ts';
import { valueLabelsFor } from '../../src/lib/stock/value-labels.ts';
import { type CardVehicle, car, DAY, daysAgo, NOW } from '../fixtures/card-car.ts';

const labels = (newTag: string) => valueLabelsFor({ usedLabel: 'Used', newTag, valueLabels: {} });

const TAG_OPTS: TagOptions = {
  now: NOW,
  newTag: 'JUST ARRIVED',
  newTagOnUsedCars: false,
  valueLabels: labels('JUST ARRIVED'),
  soldTag: 'JUST SOLD',
  fuelTags: true,
  certifiedTag: { image: '/images/badges/certified.svg', label: 'Toyota Certified Pre-Owned', makes: ['Toyota'] },
};

describe('§4 Tag and badge priority', () => {
  // Every car here qualifies for every later step too, so each row shows that its step wins.
  const all: Partial<CardVehicle> = {
    simple_fuel: 'hybrid',
    reserved: true,
    certified: true,
    car_type: 'used',
    tag: 'Runout Sale',
    status: 'coming_soon',
    created_at: daysAgo(1),
  };
  it.each<[string, Partial<CardVehicle>, Partial<TagOptions>, ReturnType<typeof vehicleTag>]>([
    [
      "Non-sellable cars show a sold tag (site.md §9 'JUST SOLD'), before every other",
      { ...all, status: 'sold' },
      {},
      { kind: 'sold', text: 'JUST SOLD', tone: 'red' },
    ],
    [
      '…any status that is not available',
      { status: 'withdrawn' },
      {},
      { kind: 'sold', text: 'JUST SOLD', tone: 'red' },
    ],
    [
      "…the tenant's texts.soldTag",
      { status: 'sold' },
      { soldTag: 'SOLD' },
      { kind: 'sold', text: 'SOLD', tone: 'red' },
    ],
    ['1. Electric or hybrid fuel tag (some sites)', all, {}, { kind: 'fuel', text: 'Hybrid', tone: 'green' }],
    ['1. …electric', { ...all, simple_fuel: 'electric' }, {}, { kind: 'fuel', text: 'Electric', tone: 'green' }],
    [
      '1. …plug-in hybrid',
      { ...all, simple_fuel: 'plug-in hybrid' },
      {},
      { kind: 'fuel', text: 'Plug-in Hybrid', tone: 'green' },
    ],
    [
      '2. Reserved shows Reserved (fuel tags off)',
      all,
      { fuelTags: false },
      { kind: 'reserved', text: 'Reserved', tone: 'neutral' },
    ],
    [
      '2. Reserved (a petrol car)',
      { ...all, simple_fuel: 'petrol' },
      {},
      { kind: 'reserved', text: 'Reserved', tone: 'neutral' },
    ],
    [
      '3. A certified used car of one manufacturer shows a certified image',
      { ...all, reserved: false, simple_fuel: 'diesel' },
      {},
      {
        kind: 'certified',
        text: 'Toyota Certified Pre-Owned',
        tone: 'neutral',
        image: '/images/badges/certified.svg',
      },
    ],
    [
      '3. …of that manufacturer only (a certified Mazda on the Toyota program shows its next tag)',
      { ...all, reserved: false, simple_fuel: 'diesel', make: 'Mazda' },
      {},
      { kind: 'tag', text: 'Runout Sale', tone: 'green' },
    ],
    [
      '3. …of any make where the program names none',
      { ...all, reserved: false, simple_fuel: 'diesel', make: 'Mazda' },
      { certifiedTag: { image: '/c.svg', label: 'Certified Pre-Owned', makes: [] } },
      { kind: 'certified', text: 'Certified Pre-Owned', tone: 'neutral', image: '/c.svg' },
    ],
    [
      '3. …only when the tenant has one',
      { ...all, reserved: false, simple_fuel: 'diesel' },
      { certifiedTag: null },
      { kind: 'tag', text: 'Runout Sale', tone: 'green' },
    ],
    [
      '3. …only for a used car',
      { ...all, reserved: false, simple_fuel: 'diesel', car_type: 'demo' },
      {},
      { kind: 'tag', text: 'Runout Sale', tone: 'green' },
    ],
    [
      "4. An explicit tag: 'runout sale' in green",
      { ...all, reserved: false, certified: false, simple_fuel: null },
      {},
      { kind: 'tag', text: 'Runout Sale', tone: 'green' },
    ],
    [
      '4. …in any case, read through the display map',
      { tag: 'RUNOUT SALE' },
      {},
      { kind: 'tag', text: 'Runout Sale', tone: 'green' },
    ],
    [
      '4. …others in red',
      { tag: 'Test Drive Only', status: 'coming_soon' },
      {},
      { kind: 'tag', text: 'Test Drive Only', tone: 'red' },
    ],
    [
      '5. Status coming_soon shows COMING SOON',
      { status: 'coming_soon', created_at: daysAgo(1) },
      {},
      { kind: 'coming-soon', text: 'COMING SOON', tone: 'neutral' },
    ],
    [
      '5. …a blank tag does not count',
      { tag: '  ', status: 'coming_soon' },
      {},
      { kind: 'coming-soon', text: 'COMING SOON', tone: 'neutral' },
    ],
    [
      "6. Created within the last 8 days shows the tenant's new tag",
      { created_at: daysAgo(1), car_type: 'new' },
      {},
      { kind: 'new', text: 'JUST ARRIVED', tone: 'neutral' },
    ],
    [
      '6. …default new tag',
      { created_at: daysAgo(1), car_type: 'demo' },
      { newTag: 'New' },
      { kind: 'new', text: 'New', tone: 'neutral' },
    ],
    [
      '6. …never "New" on a used car, where it reads as its condition',
      { created_at: daysAgo(1), car_type: 'used' },
      { newTag: 'New' },
      null,
    ],
    [
      '6. …unless the tenant asks (search.newTagOnUsedCars)',
      { created_at: daysAgo(1), car_type: 'used' },
      { newTagOnUsedCars: true },
      { kind: 'new', text: 'JUST ARRIVED', tone: 'neutral' },
    ],
    [
      '4. A feed tag spelled like the new tag is the new tag: one "JUST ARRIVED" for "Just Arrived"',
      { tag: 'Just Arrived', car_type: 'new' },
      {},
      { kind: 'new', text: 'JUST ARRIVED', tone: 'neutral' },
    ],
    [
      '4. …however it is cased',
      { tag: 'just arrived', car_type: 'demo' },
      {},
      { kind: 'new', text: 'JUST ARRIVED', tone: 'neutral' },
    ],
    [
      '4. …and like the new tag, not on a used car: the next rule applies',
      { tag: 'Just Arrived', car_type: 'used', status: 'coming_soon' },
      {},
      { kind: 'coming-soon', text: 'COMING SOON', tone: 'neutral' },
    ],
    ['4. …a feed\'s "New" on a used car neither', { tag: 'NEW', car_type: 'used' }, { newTag: 'New' }, null],
    [
      '4. …on a site whose new tag is "New", "JUST ARRIVED" from the feed reads "Just Arrived" (display map)',
      { tag: 'JUST ARRIVED', car_type: 'new' },
      { newTag: 'New', valueLabels: labels('New') },
      { kind: 'tag', text: 'Just Arrived', tone: 'red' },
    ],
    ['7. Otherwise none', {}, {}, null],
    ['7. …a hybrid when fuel tags are off', { simple_fuel: 'hybrid' }, { fuelTags: false }, null],
  ])('%s', (_name, over, opts, expected) => {
    expect(vehicleTag(car(over), { ...TAG_OPTS, ...opts })).toEqual(expected);
  });

  it.each([
    ['exactly 8 days old', daysAgo(8), true],
    ['8 days and a minute', new Date(NOW.getTime() - 8 * DAY - 60_000).toISOString(), false],
    ['7 days 23 hours', new Date(NOW.getTime() - 8 * DAY + 3_600_000).toISOString(), true],
    ['created "in the future" (feed clock ahead)', new Date(NOW.getTime() + 60_000).toISOString(), true],
    ['no created_at', null, false],
    ['an unreadable created_at', 'soon', false],
  ])('"New-car tag window: 8 days": %s → %s', (_name, created_at, isNew) => {
    expect(vehicleTag(car({ created_at, car_type: 'new' }), TAG_OPTS)?.kind === 'new').toBe(isNew);
  });
});
