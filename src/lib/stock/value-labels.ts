/**
 * How a car's coded values read to a shopper: one display map per attribute (`in_stock` → "In
 * stock", `true` → "Certified", `diesel` → "Diesel", `fwd` → "FWD"), used alike by the filter
 * lists, the filter chips, the result cards and the car page. Keys are the stock's values
 * (docs/stock-feed.md), matched whatever their case, so the facet's "Diesel" and the car's
 * `simple_fuel` "diesel" read the same. A value the map does not know is shown as it is.
 *
 * A tenant adds or replaces entries (tenant `valueLabels`, lib/stock/options.ts); "used" reads as
 * the tenant's texts.usedLabel (spec/shopping.md §9 "Label mapping: 'used' is shown as Pre-Owned
 * on some tenants"), and a feed tag spelled like the tenant's new tag reads as that tag.
 */

/** Per attribute (the search facet's name), per value in lower case, the label a shopper reads. */
export type ValueLabels = Readonly<Record<string, Readonly<Record<string, string>>>>;

const DEFAULT_VALUE_LABELS: ValueLabels = {
  car_type: { new: 'New', used: 'Used', demo: 'Demo' },
  status: { in_stock: 'In stock', coming_soon: 'Coming soon', sold: 'Sold' },
  certified: { true: 'Certified', false: 'Not certified' },
  categories: { cars: 'Cars', trucks: 'Trucks', motorcycles: 'Motorcycles', caravans: 'Caravans' },
  item_type: { car: 'Car', truck: 'Truck', motorcycle: 'Motorcycle', caravan: 'Caravan' },
  fuel: {
    petrol: 'Petrol',
    diesel: 'Diesel',
    hybrid: 'Hybrid',
    'plug-in hybrid': 'Plug-in Hybrid',
    electric: 'Electric',
    lpg: 'LPG',
  },
  drive: { '4x4': '4x4', '4x2': '4x2', awd: 'AWD', fwd: 'FWD', rwd: 'RWD', '4wd': '4WD', '2wd': '2WD' },
  transmission: { automatic: 'Automatic', manual: 'Manual' },
  tag: { 'just arrived': 'Just Arrived', 'test drive only': 'Test Drive Only', 'runout sale': 'Runout Sale' },
};

const key = (value: string) => value.trim().toLowerCase();

function lowerKeys(labels: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(labels).map(([value, label]) => [key(value), label]));
}

/**
 * The site's map: the defaults, the tenant's own texts ("used" as its usedLabel, its new tag in its
 * own spelling), then its `valueLabels` entries over them.
 */
export function valueLabelsFor(tenant: {
  usedLabel: string;
  newTag: string;
  valueLabels: Readonly<Record<string, Readonly<Record<string, string>>>>;
}): ValueLabels {
  const layers: ValueLabels[] = [
    DEFAULT_VALUE_LABELS,
    { car_type: { used: tenant.usedLabel }, tag: { [tenant.newTag]: tenant.newTag } },
    tenant.valueLabels,
  ];
  const merged: Record<string, Record<string, string>> = {};
  for (const layer of layers) {
    for (const [attribute, labels] of Object.entries(layer))
      merged[attribute] = { ...merged[attribute], ...lowerKeys(labels) };
  }
  return merged;
}

/** A value as a shopper reads it: its label, or the value itself (trimmed) when the map has none. */
export function valueLabel(labels: ValueLabels, attribute: string, value: string | number | boolean): string {
  const text = String(value).trim();
  return labels[attribute]?.[key(text)] ?? text;
}
