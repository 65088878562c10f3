/** Props for the calculator islands, from a tenant's config (plain data: islands never get the whole tenant). */
import type { Tenant } from '../lib/tenant/schema.ts';
import type { Vehicle } from '../lib/stock/vehicle.ts';
import { fuelInputsFor, showFuelCalculator } from '../lib/fuel/cost.ts';
import { redbookVariant } from '../lib/vehicle/specs.ts';
import { deliveryOrigins } from '../lib/delivery/state.ts';
import { budgetTypeLabel } from '../lib/budget/search.ts';
import type { TenantBuildData } from '../lib/site/site-data.ts';
import { tenantStockFilterOptions, type StockFilterOptions } from '../lib/stock/base-filter.ts';
import type { BudgetFrequency } from '../lib/budget/constants.ts';
import type { RoutingContext } from '../lib/search/url-state.ts';
import type { CalculatorPage } from '../lib/finance/sliders.ts';
import type { FinanceCalculatorOptions } from '../lib/finance/calculator-options.ts';

/** Where an island searches the tenant's stock: its tenant token and base stock filter. */
export interface BudgetStockProps {
  endpoint: { host: string; apiKey: string };
  indexUid: string;
  stockFilter: StockFilterOptions;
}

export interface BudgetFinderProps extends BudgetStockProps {
  routing: RoutingContext;
  defaultFrequency: BudgetFrequency;
  quickPicks: 'standard' | 'high';
  priceMin: number;
  priceMax: number;
  typeLabel: string;
}

export interface FinanceCalculatorProps {
  calculator: FinanceCalculatorOptions;
  page: CalculatorPage;
  carPrice: number | null;
  lenderFee: number | null;
  disclaimer: string | null;
}

export function fuelProps(tenant: Tenant, car: Vehicle) {
  if (!showFuelCalculator(car, tenant.fuel)) return null;
  const { pricePerLitre, distanceKm, litresPer100km } = tenant.fuel;
  const variant = redbookVariant(car, tenant.features.redbook);
  return { initial: fuelInputsFor({ variant }, { pricePerLitre, distanceKm, litresPer100km }) };
}

export function deliveryProps({ tenant, geocoderKey: key }: Pick<TenantBuildData, 'tenant' | 'geocoderKey'>) {
  const { delivery } = tenant;
  if (!delivery.enabled) return null;
  return {
    regions: delivery.regions,
    origins: deliveryOrigins(tenant.locations).map((l) => ({ address: { lat: l.address.lat, long: l.address.long } })),
    geocoder: { kind: delivery.geocoder.kind, url: delivery.geocoder.url, ...(key ? { key } : {}) },
  };
}

export function budgetFinderProps(site: TenantBuildData): BudgetFinderProps | null {
  const { tenant } = site;
  const finder = tenant.budgetFinder;
  if (!finder.enabled) return null;
  return {
    endpoint: { host: site.search.host, apiKey: site.search.apiKey },
    indexUid: site.search.indexUid,
    stockFilter: tenantStockFilterOptions(tenant),
    routing: { ...site.routing, makes: {}, models: {} },
    defaultFrequency: finder.defaultFrequency,
    quickPicks: finder.quickPicks,
    priceMin: finder.priceMin,
    priceMax: finder.priceMax,
    typeLabel: budgetTypeLabel(tenant.stockCategories),
  };
}

/** The finance calculator's props on the vehicle page (with the car) or on /finance (without). */
export function financeCalculatorProps(tenant: Tenant, car: Vehicle | null): FinanceCalculatorProps {
  const lender =
    car && tenant.finance.estimatePanel.lenderKey
      ? car.finance_lenders?.[tenant.finance.estimatePanel.lenderKey]
      : undefined;
  return {
    calculator: tenant.finance.calculator,
    page: car ? 'vehicle' : 'finance',
    carPrice: car && (car.price ?? 0) > 10 ? car.price : null,
    lenderFee: lender?.establishmentFees ?? null,
    disclaimer: tenant.finance.disclaimer,
  };
}
