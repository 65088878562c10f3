/** Props for the calculator islands, from a tenant's config (plain data: islands never get the whole tenant). */
import type { Tenant } from '../lib/tenant/schema.ts';
import type { Vehicle } from '../lib/stock/vehicle.ts';
import { fuelInputsFor, showFuelCalculator } from '../lib/fuel/cost.ts';
import { deliveryOrigins } from '../lib/delivery/state.ts';
import { budgetTypeLabel } from '../lib/budget/search.ts';
import type { BudgetFinderProps } from '../components/calculators/BudgetFinder.tsx';
import type { FinanceCalculatorProps } from '../components/calculators/FinanceCalculator.tsx';
import type { TenantBuildData } from './build-data.ts';
import { tenantStockFilterOptions } from './meili/tokens.ts';

export function fuelProps(tenant: Tenant, car: Vehicle) {
  if (!showFuelCalculator(car, tenant.fuel)) return null;
  const { pricePerLitre, distanceKm, litresPer100km } = tenant.fuel;
  return { initial: fuelInputsFor(car, { pricePerLitre, distanceKm, litresPer100km }) };
}

export function deliveryProps(tenant: Tenant) {
  const { delivery } = tenant;
  if (!delivery.enabled) return null;
  // A hosted geocoder's key reaches the browser: it must be a domain-restricted browser key.
  const key = delivery.geocoder.keyEnv ? process.env[delivery.geocoder.keyEnv] : undefined;
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
  const lender = car && tenant.finance.estimatePanel.lenderKey ? car.finance_lenders?.[tenant.finance.estimatePanel.lenderKey] : undefined;
  return {
    calculator: tenant.finance.calculator,
    page: car ? 'vehicle' : 'finance',
    carPrice: car && (car.price ?? 0) > 10 ? car.price : null,
    lenderFee: lender?.establishmentFees ?? null,
    disclaimer: tenant.finance.disclaimer,
  };
}
