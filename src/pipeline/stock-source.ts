// Where a tenant's stock comes from before it is indexed: a feed file when one is given, else the
// deterministic demo generator fed from the tenant's own config. Both go through normaliseFeed, so
// demo stock is checked exactly like a real feed.
import { readFile } from 'node:fs/promises';
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

export type LoadStockOptions = { tenant: Tenant; file?: string; cars: number; now: Date };

export async function loadStockFeed({ tenant, file, cars, now }: LoadStockOptions): Promise<NormaliseResult> {
  const input =
    file === undefined
      ? { vehicles: generateDemoFeed(demoStockOptionsFor(tenant, cars, now)) }
      : await readFeedFile(file);
  return normaliseFeed(input, { now });
}

async function readFeedFile(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read the stock feed ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)}).`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(`The stock feed ${file} is not valid JSON: ${(error as Error).message}`);
  }
}
