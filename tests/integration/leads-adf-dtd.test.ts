/**
 * Issue 28: "Every ADF lead valid against the ADF 1.0 DTD for every lead kind, with no field lost."
 * Each lead kind goes through the real lead API to a receiver standing in for the dealer's CRM, and
 * each ADF copy it receives is checked with xmllint against the DTD (tests/fixtures/adf/adf-1.0.dtd)
 * and for every value the shopper sent.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { formRules } from '../../src/lib/leads/form-rules.ts';
import type { ShopperLeadKind as LeadKind, LeadRequestInput } from '../../src/lib/leads/schema.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { formFieldNames } from '../../src/lib/leads/form-fields.ts';
import { call, startLeadApi, until } from './lead-api-harness.ts';
import { fixtureCars } from './lead-api-stock.ts';

const DTD = 'tests/fixtures/adf/adf-1.0.dtd';
const CAR = { id: 263011 };

/** What each kind's form sends beyond name, email and phone (spec/shopping.md §3, spec/site.md §3). */
const KIND_FIELDS: Record<LeadKind, Record<string, unknown>> = {
  enquiry: { car_id: CAR.id, stock_number: 'N1234', 'Vehicle Make': 'Nissan', 'Vehicle Model': 'Navara' },
  'test-drive': { car_id: CAR.id, booking_datetime: '', 'do-you-have-a-trade-in': 'Yes' },
  finance: { car_id: CAR.id },
  'trade-in': { rego: 'ABC123', regoState: 'QLD', kms: 81500, PreferredContactMethod: 'SMS', finance: 'Yes' },
  'request-photos': { car_id: CAR.id }, // the API writes the request's text itself (issue 27)
  'find-similar': { 'Vehicle Make': 'Toyota', 'Vehicle Model': 'HiLux', car_type: 'used' },
  contact: {},
  service: { Rego: 'XYZ789', additional_services: ['Wheel alignment', 'Tyre rotation'] },
};

/** A lead the tenant's own form rules accept, with a postcode but (as every form) no street. */
function leadOf(tenant: Tenant, kind: LeadKind): LeadRequestInput {
  const rules = formRules(tenant, kind);
  const category = rules.categories?.[0]?.value ?? rules.fixedCategory;
  const candidates = {
    name: 'Alex',
    last_name: 'Citizen',
    email: 'alex@example.com',
    phone: '0412 345 678',
    postcode: '4000',
    message: `A ${kind} lead`,
    category,
    ...(rules.dealerships ? { dealership_slug: rules.dealerships[0]?.value } : {}),
    ...(rules.locations ? { location: rules.locations[0]?.value } : {}),
    ...(rules.termsText ? { terms_conditions: true } : {}),
    ...KIND_FIELDS[kind],
  };
  // Only the fields this kind's form has: the API refuses any other (issue 27).
  const allowed = formFieldNames(kind, rules);
  const chosen = Object.fromEntries(Object.entries(candidates).filter(([key]) => allowed.has(key)));
  const fields: LeadRequestInput['fields'] = {
    ...chosen,
    name: candidates.name,
    email: candidates.email,
    phone: candidates.phone,
  };
  return {
    kind,
    fields,
    userData: {
      category,
      url: `http://site.localhost/${kind}`,
      source: 'Website',
      user_agent: 'test',
      car_id: (fields as { car_id?: number }).car_id ?? null,
      car_dealership_id: null,
      lead_attributes: { visited_pages: ['/'], linked_query_params: {} },
    },
  };
}

/** Every text and attribute value in the document, unescaped. */
function textsOf(xml: string): string {
  const parsed = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml);
  const out: string[] = [];
  const walk = (node: unknown): void => {
    if (node !== null && typeof node === 'object') Object.values(node).forEach(walk);
    else out.push(String(node));
  };
  walk(parsed);
  return out.join('\n');
}

const KINDS = Object.keys(KIND_FIELDS) as LeadKind[];
let stack: Awaited<ReturnType<typeof startLeadApi>>;
let tenant: Tenant;
const adfOf = new Map<LeadKind, string>();
const sent = new Map<LeadKind, LeadRequestInput>();

beforeAll(async () => {
  const { tenants } = await loadTenants('tenants');
  // A site with a service form (its location select) and no phone of its own in the header is the hardest case.
  tenant = tenants.find((t) => formRules(t, 'service').locations !== null) ?? tenants[0]!;
  stack = await startLeadApi(tenants, { cars: fixtureCars(tenants), name: 'adf-dtd' });
  const ids = new Map<LeadKind, string>();
  // A test drive books a slot the availability call offers (issue 27).
  const { days } = (await call(stack.port, tenant.slug, 'GET', `/api/test-drive/availability?car_id=${CAR.id}`)).body;
  KIND_FIELDS['test-drive'].booking_datetime = `${days[0].date}T${days[0].slots[0]}`;
  for (const kind of KINDS) {
    sent.set(kind, leadOf(tenant, kind));
    const reply = await call(stack.port, tenant.slug, 'POST', '/api/leads', sent.get(kind));
    expect(reply.status, `${kind}: ${JSON.stringify(reply.body)}`).toBe(201);
    ids.set(kind, reply.body.lead_id);
  }
  const adf = () => stack.receiver.delivered(`/adf/${tenant.slug}`);
  await until(() => KINDS.every((kind) => adf().some((r) => r.idempotencyKey === ids.get(kind))));
  for (const kind of KINDS) adfOf.set(kind, adf().find((r) => r.idempotencyKey === ids.get(kind))!.body);
}, 60_000);

afterAll(() => stack?.close());

describe.each(KINDS)('a %s lead', (kind) => {
  it('is valid against the ADF 1.0 DTD (xmllint --dtdvalid)', () => {
    const xml = adfOf.get(kind)!;
    const run = () => execFileSync('xmllint', ['--noout', '--dtdvalid', DTD, '-'], { input: xml, stdio: 'pipe' });
    expect(run).not.toThrow();
  });

  it('loses no field the shopper sent', () => {
    const texts = textsOf(adfOf.get(kind)!);
    const { fields } = sent.get(kind)!;
    const values = Object.entries(fields)
      .filter(([key]) => key !== 'phone' && key !== 'opt_in')
      .flatMap(([, value]) => (Array.isArray(value) ? value : [value]))
      .map((value) => (value === true ? 'Yes' : String(value)));
    for (const value of values) expect(texts, value).toContain(value);
    expect(texts).toContain('0412345678');
  });
});

it('the DTD fixture refuses what the ADF 1.0 DTD refuses (a prospect with no vehicle, an address with no street)', () => {
  const noCar = adfOf.get('contact')!;
  const postcodeOnly = [...adfOf.values()].find((xml) => xml.includes('<street></street>'))!;
  const broken = [
    noCar.replace(/<vehicle [\s\S]*?<\/vehicle>\s*/g, ''),
    postcodeOnly.replace(/<street><\/street>\s*/, ''),
  ];
  expect(broken).not.toContain(noCar);
  expect(broken).not.toContain(postcodeOnly);
  for (const xml of broken) {
    const run = () => execFileSync('xmllint', ['--noout', '--dtdvalid', DTD, '-'], { input: xml, stdio: 'pipe' });
    expect(run).toThrow();
  }
});
