// Demo stock: the deterministic generator fed from the tenant's own config, through normaliseFeed,
// so demo stock is checked exactly like a real feed (which stock-import/ reads).
import { generateDemoFeed } from '../demo-stock/generate.ts';
import type { DemoStockOptions } from '../demo-stock/options.ts';
import { normaliseFeed, type NormaliseResult } from '../lib/stock/normalise.ts';
import type { Tenant } from '../lib/tenant/schema.ts';

/**
 * The `now` demo stock is generated for: the start of the UTC day, so every run on the same day
 * produces the same feed (and the indexer can reuse the index) while dates still look current.
 */
export function demoStockDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function demoStockOptionsFor(tenant: Tenant, cars: number, now: Date): DemoStockOptions {
  return {
    seed: tenant.slug,
    cars,
    now,
    franchiseMakes: tenant.franchiseMakes,
    certifiedMakes: [...(tenant.search.certifiedTag?.makes ?? []), ...tenant.vehiclePage.certifiedPreOwned.makes],
    usedOnly: tenant.search.usedOnly,
    categories: tenant.stockCategories,
    locations: tenant.locations.map((location) => ({
      id: location.id,
      name: location.name,
      slug: location.slug,
      phone: location.contact.phone,
      dealershipId: location.dealershipId,
      type: location.type,
      subtypes: location.subtypes,
      manufacturers: location.manufacturers,
      ...dealershipOf(tenant, location.dealershipId, location.dealershipSlug),
      address: {
        street: location.address.street,
        city: location.address.city,
        state: location.address.state,
        postcode: location.address.postcode,
        ...(location.address.placeUrl ? { placeUrl: location.address.placeUrl } : {}),
      },
    })),
    dealershipIds: tenant.dealerships.map((dealership) => dealership.id),
  };
}

/** The slug and name of a location's dealership, where the tenant lists it. */
function dealershipOf(tenant: Tenant, id: number, slug: string | undefined) {
  const dealership = tenant.dealerships.find((d) => d.id === id || d.slug === slug);
  return dealership ? { dealershipSlug: dealership.slug, dealershipName: dealership.name } : {};
}

export type LoadStockOptions = { tenant: Tenant; cars: number; now: Date };

/** The tenant's demo stock; feeds are read by stock-import/. */
export async function loadStockFeed({ tenant, cars, now }: LoadStockOptions): Promise<NormaliseResult> {
  return normaliseFeed({ vehicles: generateDemoFeed(demoStockOptionsFor(tenant, cars, now)) }, { now });
}
