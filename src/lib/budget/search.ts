// What the budget finder asks the search for and what its button says (spec/site.md §4, §7, §8).
import type { PriceRange } from './price-range.ts';

/** spec/site.md §7: "Budget finder adds the condition price>1000" (keeps placeholder prices out). */
export const BUDGET_PRICE_FLOOR_FILTER = 'price > 1000';

/** Meilisearch filters (ANDed, like SearchRequestOptions.extraFilters) for a price range. */
export function budgetSearchFilter(range: PriceRange): string[] {
  return [BUDGET_PRICE_FLOOR_FILTER, `price >= ${range.min}`, `price <= ${range.max}`];
}

const SINGULAR: Readonly<Record<string, string>> = {
  cars: 'car',
  trucks: 'truck',
  motorcycles: 'motorcycle',
  caravans: 'caravan',
};

/**
 * The {type} of the budget texts: a tenant's only stock category in the singular ("car"), or
 * "vehicle" for a site selling several kinds.
 */
export function budgetTypeLabel(stockCategories: readonly string[]): string {
  return stockCategories.length === 1 ? (SINGULAR[stockCategories[0]!] ?? 'vehicle') : 'vehicle';
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "{count} {Type}s Found": title case, as the spec's '0 {type}s Found' heading is. */
function budgetFoundText(count: number, typeLabel: string): string {
  return `${count} ${capitalise(typeLabel)}s Found`;
}

/** spec/site.md §8 'No {type}s found for this budget', in sentence case. */
function budgetEmptyText(typeLabel: string): string {
  return `No ${typeLabel.toLowerCase()}s found for this budget`;
}

export interface BudgetButton {
  disabled: boolean;
  /** Only while disabled: '0 {Type}s Found'. */
  foundText?: string;
  /** Only while disabled: 'No {type}s found for this budget'. */
  emptyText?: string;
}

/**
 * spec/site.md §4: the button is disabled (and greyed) while the budget is below the lowest price
 * in the results. `lowestPrice` null means there are no results, which no budget can reach. A
 * range found to hold no car (`count` 0) says the same rather than offer to show 0 cars.
 */
export function budgetButton({
  budget,
  lowestPrice,
  count = null,
  typeLabel = 'car',
}: {
  budget: number;
  lowestPrice: number | null;
  count?: number | null;
  typeLabel?: string;
}): BudgetButton {
  if (lowestPrice !== null && budget >= lowestPrice && count !== 0) return { disabled: false };
  return { disabled: true, foundText: budgetFoundText(0, typeLabel), emptyText: budgetEmptyText(typeLabel) };
}

/** The button's text: 'Show me 12 cars', or 'Show me cars' while the count is being found. */
export function budgetButtonText(count: number | null, typeLabel: string): string {
  if (count === null) return `Show me ${typeLabel}s`;
  return `Show me ${count} ${count === 1 ? typeLabel : `${typeLabel}s`}`;
}
