// Loading tenants/ as the build does: every demo tenant parses, and a broken file fails only the
// tenants that use it.
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { isTenantJsonSchemaCurrent, tenantJsonSchemaText } from '../../src/pipeline/tenant-json-schema.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';

const DEMO_SLUGS = [
  'bayside-nissan',
  'bellarine-ford',
  'coastline-mg',
  'harbour-motor-group',
  'outback-trucks-bikes-and-vans',
  'ridgeline-pre-owned',
];

describe('the demo tenants in tenants/', () => {
  let tenants: Map<string, Tenant>;
  beforeAll(async () => {
    const loaded = await loadTenants('tenants');
    expect(loaded.failures).toEqual([]);
    tenants = new Map(loaded.tenants.map((tenant) => [tenant.slug, tenant]));
  });
  const tenant = (slug: string) => tenants.get(slug)!;

  it('all parse', () => {
    expect([...tenants.keys()]).toEqual(DEMO_SLUGS);
  });

  it.each(DEMO_SLUGS)('%s is a DNS label, so it can be served at http://<slug>.localhost:4321/', (slug) => {
    expect(slug).toMatch(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/);
  });

  it.each([
    [
      'a single-franchise new-car dealer in QLD',
      'bayside-nissan',
      (t: Tenant) => ({
        makes: t.franchiseMakes,
        types: t.locations.map((l) => l.type),
        states: [...new Set(t.locations.map((l) => l.address.state))],
      }),
      { makes: ['Nissan'], types: ['sales', 'service'], states: ['QLD'] },
    ],
    [
      'a multi-franchise group across states',
      'harbour-motor-group',
      (t: Tenant) => ({
        group: t.group,
        manyLocations: t.locations.length >= 6,
        types: [...new Set(t.locations.map((l) => l.type || 'sales'))].sort(),
        states: [...new Set(t.locations.map((l) => l.address.state))].sort(),
        makes: t.franchiseMakes.length >= 4,
        dealerships: t.dealerships.length >= 2,
        interest: t.finance.calculator.defaultInterestRate,
      }),
      {
        group: 'harbour-motor-group',
        manyLocations: true,
        types: ['parts', 'sales', 'service'],
        states: ['NSW', 'QLD', 'VIC'],
        makes: true,
        dealerships: true,
        interest: 8.5,
      },
    ],
    [
      'a used-only dealer',
      'ridgeline-pre-owned',
      (t: Tenant) => ({
        usedOnly: t.search.usedOnly,
        usedLabel: t.texts.usedLabel,
        soldDays: t.search.soldDays,
        makes: t.franchiseMakes,
      }),
      { usedOnly: true, usedLabel: 'Pre-Owned', soldDays: 14, makes: [] },
    ],
    [
      'a dealer of trucks, motorcycles and caravans',
      'outback-trucks-bikes-and-vans',
      (t: Tenant) => t.stockCategories,
      ['cars', 'trucks', 'motorcycles', 'caravans'],
    ],
    [
      'a dealer with reservation and sign-in gating',
      'coastline-mg',
      (t: Tenant) => ({
        reservation: t.features.reservation,
        signIn: t.features.signIn,
        gated: t.features.gatedRoutes.length > 0,
      }),
      { reservation: true, signIn: true, gated: true },
    ],
    [
      "'JUST ARRIVED for some': from the Kia manufacturer file",
      'harbour-motor-group',
      (t: Tenant) => t.texts.newTag,
      'JUST ARRIVED',
    ],
  ])('%s (%s)', (_name, slug, pick, expected) => {
    expect(pick(tenant(slug))).toEqual(expected);
  });

  // Runs the TypeScript checker over the schema's JSDoc: seconds of CPU, more on a busy machine.
  it('tenants/tenant.schema.json is up to date (npm run tenants:schema)', { timeout: 60_000 }, async () => {
    expect(await isTenantJsonSchemaCurrent('tenants')).toBe(true);
  });
});

describe('the JSON Schema for editors', () => {
  type SchemaNode = {
    properties?: Record<string, SchemaNode>;
    items?: SchemaNode | SchemaNode[];
    required?: string[];
    description?: string;
    examples?: unknown[];
  };
  const schema = JSON.parse(tenantJsonSchemaText()) as SchemaNode;

  it('documents every option with a description and an example, taken from the JSDoc', () => {
    const undocumented: string[] = [];
    const visit = (node: SchemaNode, where: string) => {
      for (const [key, child] of Object.entries(node.properties ?? {})) {
        const isObject = child.properties !== undefined;
        if (!child.description || (!isObject && !child.examples)) undocumented.push(`${where}${key}`);
        visit(child, `${where}${key}.`);
        if (child.items && !Array.isArray(child.items)) visit(child.items, `${where}${key}[].`);
      }
    };
    visit(schema, '');
    expect(undocumented).toEqual([]);
  });

  it('lets a layer set only some options', () => {
    expect(schema.required).toBeUndefined();
    expect(schema.properties?.search?.required).toBeUndefined();
  });
});

describe('a tree with a broken site, an over-cap NSW deposit, a broken post, and a broken offer and reviews file (tests/fixtures/tenants-bad)', () => {
  it('fails each of those sites with file, path, expected and found, and still loads the good one', async () => {
    const { tenants, failures } = await loadTenants('tests/fixtures/tenants-bad');
    expect(tenants.map((t) => t.slug)).toEqual(['good-motors']);
    expect(failures).toEqual([
      {
        slug: 'bad-offer-motors',
        file: 'tests/fixtures/tenants-bad/content/sites/bad-offer-motors/offers/winter.md',
        message: [
          'tests/fixtures/tenants-bad/content/sites/bad-offer-motors/offers/winter.md: expiry: expected a date on or after start (2026-07-01), found "2026-06-30"',
          'tests/fixtures/tenants-bad/content/sites/bad-offer-motors/reviews/site.json: reviews[0].rating: expected a star rating from 1 to 5, found 6',
        ].join('\n'),
      },
      {
        slug: 'bad-post-motors',
        file: 'tests/fixtures/tenants-bad/content/sites/bad-post-motors/posts/grand-opening.md',
        message:
          'tests/fixtures/tenants-bad/content/sites/bad-post-motors/posts/grand-opening.md: date: expected a real calendar date like 2025-12-25, found "2026-13-01"',
      },
      {
        slug: 'broken-motors',
        file: 'tests/fixtures/tenants-bad/sites/broken-motors.json',
        message:
          'tests/fixtures/tenants-bad/sites/broken-motors.json: search.soldDays: expected a number from 0 to 14, found "three"',
      },
      {
        // NSW's online dealer rules: a deposit taken before delivery is at most 10% of the price.
        slug: 'nsw-deposit-motors',
        file: 'tests/fixtures/tenants-bad/sites/nsw-deposit-motors.json',
        message:
          "tests/fixtures/tenants-bad/sites/nsw-deposit-motors.json: vehiclePage.reserveDeposit: expected a deposit of at most $200, 10% of vehiclePage.reserveMinPrice ($2,000), as the site sells into NSW: NSW's online dealer rules (Motor Dealers and Repairers Act 2013, in force December 2025) cap a deposit taken before delivery at 10% of the price (or raise vehiclePage.reserveMinPrice to $5,000), found 500",
      },
    ]);
  });

  it('loads only the tenants asked for', async () => {
    const { tenants, failures } = await loadTenants('tests/fixtures/tenants-bad', ['good-motors', 'no-such-motors']);
    expect(tenants.map((t) => t.slug)).toEqual(['good-motors']);
    expect(failures.map((f) => f.message)).toEqual([
      'tests/fixtures/tenants-bad/sites/no-such-motors.json: no such tenant (there is no site file for "no-such-motors")',
    ]);
  });
});

describe('a broken layer file fails only the tenants that use it', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'forecourt-tenants-'));
    const fixture = 'tests/fixtures/tenants-bad';
    await mkdir(path.join(root, 'sites'), { recursive: true });
    await mkdir(path.join(root, 'manufacturers'));
    await mkdir(path.join(root, 'groups'));
    await writeFile(
      path.join(root, 'manufacturers/nissan.json'),
      await readFile(path.join(fixture, 'manufacturers/nissan.json')),
    );
    await writeFile(path.join(root, 'groups/coastal.json'), '{\n  "texts": { "newTag": "New" },\n}\n');
    const site = { name: 'Good Motors', id: 9001, url: 'https://www.goodmotors.example', manufacturers: ['nissan'] };
    await writeFile(path.join(root, 'sites/solo-motors.json'), JSON.stringify(site));
    await writeFile(path.join(root, 'sites/coastal-motors.json'), JSON.stringify({ ...site, group: 'coastal' }));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('names the group file, line and column', async () => {
    const { tenants, failures } = await loadTenants(root);
    expect(tenants.map((t) => t.slug)).toEqual(['solo-motors']);
    expect(failures).toHaveLength(1);
    expect(failures[0]!.slug).toBe('coastal-motors');
    expect(failures[0]!.message).toBe(
      `${path.join(root, 'groups/coastal.json')}: invalid JSON at line 3, column 1: Expected double-quoted property name`,
    );
  });
});
