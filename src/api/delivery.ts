/**
 * What the dealer receives for a lead: JSON for the webhook, ADF/XML 1.0 for CRMs that take it,
 * each with the lead id as Idempotency-Key and, where the tenant names a webhook secret, signed per
 * Standard Webhooks (src/lib/leads/webhook-signing.ts). A tenant whose secret is missing is not sent
 * anything unsigned: its deliveries fail and are retried, and go once the secret is set.
 * The car of interest is looked up at delivery time (year, VIN, price are not trusted from the
 * browser); when the lookup fails the form's own car fields are used.
 */
import { leadToAdf, type AdfLead, type AdfVehicle } from '../lib/leads/adf.ts';
import { adfDetails } from '../lib/leads/adf-details.ts';
import { depositNote } from '../lib/leads/reservation.ts';
import { siteTimeZone } from '../lib/hours/clock.ts';
import { messageId, signingHeaders, type Signer } from '../lib/leads/webhook-signing.ts';
import type { Tenant } from '../lib/tenant/schema.ts';
import type { CarLookup } from './cars.ts';
import type { LiveCar } from '../lib/stock/shapes.ts';
import type { Deliver } from './outbox.ts';
import type { StoredLead } from './storage/leads.ts';

const PROVIDER = { name: 'Forecourt', url: null };

function webhookBody(lead: StoredLead, tenant: Pick<Tenant, 'slug' | 'name'>) {
  return {
    lead_id: lead.id,
    tenant: tenant.slug,
    dealer: tenant.name,
    kind: lead.kind,
    category: lead.category,
    created_at: lead.createdAt,
    fields: lead.request.fields,
    userData: lead.request.userData,
  };
}

function vehicleOf(lead: StoredLead, car: LiveCar | null): AdfVehicle | null {
  const f = lead.request.fields;
  if (!car && !f['Vehicle Make'] && !f.car_id) return null;
  return {
    interest: lead.kind === 'test-drive' ? 'test-drive' : 'buy',
    status: (car?.car_type ?? f.car_type) === 'new' ? 'new' : 'used',
    id: car?.id ?? f.car_id ?? null,
    year: car?.year ?? null,
    make: car?.make ?? f['Vehicle Make'] ?? null,
    model: car?.model ?? f['Vehicle Model'] ?? null,
    vin: car?.vin ?? null,
    stock: car?.stocknum ?? f.stock_number ?? null,
    price: car?.price ?? null,
    odometer: car?.km ?? null,
  };
}

/** The shopper's own car, for trade-in leads and valuation forms (rego as its identifier, kms). */
function tradeInOf(lead: StoredLead): AdfVehicle | null {
  const f = lead.request.fields;
  if (lead.kind !== 'trade-in' && !f.rego) return null;
  // An accepted trade-in offer adds the valued car's year, make and model (routes/trade-in.ts).
  return {
    interest: 'trade-in',
    status: 'used',
    year: f.trade_in_year ?? null,
    make: f.trade_in_make ?? null,
    model: f.trade_in_model ?? null,
    odometer: f.kms ?? null,
    stock: f.rego ?? null,
  };
}

type Vendor = Pick<Tenant, 'name' | 'url' | 'phone' | 'locations'>;

/** A reservation's deposit, for the salesperson reading the ADF comments (the webhook's JSON has its fields). */
function depositComment(f: StoredLead['request']['fields'], tenant: Pick<Tenant, 'locations'>): string | null {
  if (f.deposit_amount === undefined || !f.deposit_held_until || !f.deposit_reference) return null;
  const heldUntil = new Date(f.deposit_held_until);
  return depositNote(f.deposit_amount, heldUntil, f.deposit_reference, siteTimeZone(tenant.locations));
}

function adfLead(lead: StoredLead, tenant: Vendor, car: LiveCar | null): AdfLead {
  const f = lead.request.fields;
  return {
    id: lead.id,
    requestDate: new Date(lead.createdAt),
    kind: lead.kind,
    category: lead.request.userData.category,
    subcategory: lead.request.userData.subcategory ?? null,
    vehicle: vehicleOf(lead, car),
    tradeIn: tradeInOf(lead),
    customer: {
      firstName: f.name ?? null,
      lastName: f.last_name ?? null,
      email: f.email,
      phone: f.phone,
      postcode: f.postcode ?? null,
      comments: [depositComment(f, tenant), f.message].filter(Boolean).join('\n\n') || null,
      optIn: f.opt_in,
      preferredContact: f.PreferredContactMethod ?? null,
    },
    details: adfDetails({ ...f, page: lead.request.userData.url }),
    vendor: {
      name: tenant.name,
      dealershipSlug: f.dealership_slug ?? null,
      phone: tenant.phone ?? tenant.locations.find((location) => location.visible)?.contact.phone ?? null,
      url: tenant.url,
    },
    provider: PROVIDER,
  };
}

/** POSTs each lead; anything but a 2xx within the timeout is a failure the outbox retries. */
export function httpDeliver(tenants: Map<string, Tenant>, cars: CarLookup, signers: Map<string, Signer>): Deliver {
  return async (destination, url, lead, timeoutMs) => {
    const tenant = tenants.get(lead.tenant);
    if (!tenant) throw new Error(`tenant ${lead.tenant} is no longer configured`);
    const signer = signers.get(tenant.slug) ?? { kind: 'unsigned' };
    if (signer.kind === 'unusable') throw new Error(`not sent: ${signer.problem}`);
    const carId = lead.request.fields.car_id ?? lead.request.userData.car_id;
    const car = destination === 'adf' && carId ? await cars.byId(tenant, carId).catch(() => null) : null;
    const body =
      destination === 'adf' ? leadToAdf(adfLead(lead, tenant, car)) : JSON.stringify(webhookBody(lead, tenant));
    const signature =
      signer.kind === 'signed' ? signingHeaders(signer.webhook, messageId(lead.id, destination), body, new Date()) : {};
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': destination === 'adf' ? 'application/xml; charset=utf-8' : 'application/json',
        'Idempotency-Key': lead.id,
        ...signature,
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  };
}
