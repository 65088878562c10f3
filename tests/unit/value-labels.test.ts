// Issue 29: "Facet values shown through one display map per attribute (`in_stock` → "In stock",
// `true` → "Certified", fuel and drive in their conventional case: "Diesel", "FWD"), configurable per
// tenant, used by the filter lists, chips, cards and the car page alike". spec/shopping.md §9:
// "Label mapping: 'used' is shown as Pre-Owned on some tenants".
import { describe, expect, it } from 'vitest';
import { valueLabel, valueLabelsFor } from '../../src/lib/stock/value-labels.ts';
import { facetLabel } from '../../src/lib/search/facets.ts';
import { parseTenant } from '../../src/lib/tenant/parse.ts';

const site = valueLabelsFor({ usedLabel: 'Pre-Owned', newTag: 'JUST ARRIVED', valueLabels: {} });

describe('the built-in display map', () => {
  it.each([
    ['status', 'in_stock', 'In stock'],
    ['status', 'coming_soon', 'Coming soon'],
    ['status', 'sold', 'Sold'],
    ['certified', 'true', 'Certified'],
    ['certified', 'false', 'Not certified'],
    ['categories', 'cars', 'Cars'],
    ['categories', 'trucks', 'Trucks'],
    ['item_type', 'car', 'Car'],
    ['item_type', 'truck', 'Truck'],
    ['fuel', 'diesel', 'Diesel'],
    ['fuel', 'Diesel', 'Diesel'],
    ['fuel', 'plug-in hybrid', 'Plug-in Hybrid'],
    ['drive', 'fwd', 'FWD'],
    ['drive', 'FWD', 'FWD'],
    ['drive', 'awd', 'AWD'],
    ['drive', '4x4', '4x4'],
    ['transmission', 'automatic', 'Automatic'],
    ['car_type', 'new', 'New'],
    ['car_type', 'used', 'Pre-Owned'],
    ['car_type', 'demo', 'Demo'],
    ['tag', 'Just Arrived', 'JUST ARRIVED'],
    ['tag', 'test drive only', 'Test Drive Only'],
    ['make', 'Toyota', 'Toyota'],
    ['fuel', ' hydrogen ', 'hydrogen'],
  ])('%s %j reads %j', (attribute, value, label) => {
    expect(facetLabel(attribute, value, site)).toBe(label);
  });

  it('reads booleans as their facet values do', () => {
    expect([valueLabel(site, 'certified', true), valueLabel(site, 'certified', false)]).toEqual([
      'Certified',
      'Not certified',
    ]);
  });
});

describe("a tenant's valueLabels", () => {
  const SITE = { slug: 'minimal-motors', name: 'Minimal Motors', id: 1, url: 'https://minimal.example' };
  const FILE = 'tenants/sites/minimal-motors.json';

  it('adds to and replaces the built-in entries, keys in any case, "used" included', () => {
    const result = parseTenant(
      {
        ...SITE,
        texts: { usedLabel: 'Pre-Owned' },
        valueLabels: {
          status: { Coming_Soon: 'Arriving soon' },
          fuel: { lpg: 'Gas (LPG)' },
          car_type: { used: 'Used' },
        },
      },
      FILE,
    );
    if (!result.ok) throw new Error(result.errors.join('\n'));
    const { texts, valueLabels } = result.tenant;
    const labels = valueLabelsFor({ usedLabel: texts.usedLabel, newTag: texts.newTag, valueLabels });
    expect(
      [
        ['status', 'coming_soon'],
        ['status', 'in_stock'],
        ['fuel', 'LPG'],
        ['car_type', 'used'],
      ].map(([attribute, value]) => valueLabel(labels, attribute!, value!)),
    ).toEqual(['Arriving soon', 'In stock', 'Gas (LPG)', 'Used']);
  });

  it('default to none, and refuse an attribute that is not a filter', () => {
    const plain = parseTenant(SITE, FILE);
    expect(plain.ok && plain.tenant.valueLabels).toEqual({});
    const result = parseTenant({ ...SITE, valueLabels: { engine: { v8: 'V8' } } }, FILE);
    expect(result.ok ? [] : result.errors).toEqual([
      `${FILE}: valueLabels.engine: expected a known option (see tenants/tenant.schema.json), found unknown option "engine"`,
    ]);
  });
});
