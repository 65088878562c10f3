// Demo stock a shopper can believe: cars are listed at sales locations (spec/site.md §3 Location:
// location_type sales, service or parts; "empty counts as sales"), at the one selling their make,
// with that location's dealership; certified cars are the certified program's make; a used car's
// history report (§3 Car: file) is a path the local stack answers, not a dead link.
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { generateDemoFeed, historyReportPath } from '../../src/demo-stock/generate.ts';
import type { DemoLocation, DemoStockOptions } from '../../src/demo-stock/options.ts';
import { normaliseFeed } from '../../src/lib/stock/normalise.ts';
import { historyReportPdf, SAMPLE_NOTICE } from '../../src/lib/pdf/history-report.ts';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { demoStockOptionsFor } from '../../src/pipeline/stock-source.ts';

const now = new Date('2026-11-22T00:00:00Z');
const address = { street: '1 Main St', city: 'Dubbo', state: 'NSW', postcode: '2830' };
const place = (id: number, type: string, more: Partial<DemoLocation> = {}): DemoLocation => ({
  id,
  name: `Place ${id}`,
  slug: `place-${id}`,
  phone: '0268820000',
  dealershipId: 1,
  address,
  type,
  ...more,
});

const LOCATIONS = [
  place(1, 'sales', { manufacturers: ['Isuzu', 'Fuso'], dealershipSlug: 'outback', dealershipName: 'Outback' }),
  place(2, 'sales', { manufacturers: ['Jayco'], subtypes: ['caravans'] }),
  place(3, 'service', { manufacturers: ['Isuzu', 'Fuso', 'Jayco'] }),
  place(4, 'parts'),
];

const options: DemoStockOptions = {
  seed: 'outback',
  cars: 200,
  now,
  franchiseMakes: ['Isuzu', 'Fuso', 'Jayco'],
  usedOnly: false,
  categories: ['cars', 'trucks', 'caravans'],
  locations: LOCATIONS,
  dealershipIds: [1],
};
const vehicles = normaliseFeed({ vehicles: generateDemoFeed(options) }, { now }).vehicles;

describe('demo cars are listed where they are sold', () => {
  it('never at a service or parts location', () => {
    expect(new Set(vehicles.map((v) => v.location_id))).toEqual(new Set([1, 2]));
  });

  it('at the location selling the make: a new Jayco at the caravan yard, a new Isuzu at the yard that sells Isuzu', () => {
    const newOf = (make: string) => vehicles.filter((v) => v.make === make && v.car_type === 'new');
    expect(new Set(newOf('Jayco').map((v) => v.location_id))).toEqual(new Set([2]));
    expect(new Set(newOf('Isuzu').map((v) => v.location_id))).toEqual(new Set([1]));
  });

  it("with its dealership's slug and name (the finance link's preferredDealership)", () => {
    const atYard = vehicles.filter((v) => v.location_id === 1);
    expect(new Set(atYard.map((v) => v.dealership_slug))).toEqual(new Set(['outback']));
    expect(new Set(atYard.map((v) => v.dealership_name))).toEqual(new Set(['Outback']));
  });

  it('a location with no type counts as sales (site.md §3 "empty counts as sales")', () => {
    const only = normaliseFeed(
      { vehicles: generateDemoFeed({ ...options, cars: 20, locations: [place(5, ''), place(6, 'service')] }) },
      { now },
    ).vehicles;
    expect(new Set(only.map((v) => v.location_id))).toEqual(new Set([5]));
  });

  it('the demo tenants list no car at a service location ("Bayside Nissan Service")', async () => {
    const { tenants } = await loadTenants('tenants');
    for (const tenant of tenants) {
      const feed = generateDemoFeed(demoStockOptionsFor(tenant, 40, now)) as { location_id: number | null }[];
      const service = tenant.locations.filter((l) => l.type === 'service' || l.type === 'parts').map((l) => l.id);
      expect(
        feed.filter((car) => service.includes(car.location_id ?? -1)),
        tenant.slug,
      ).toEqual([]);
    }
  });
});

describe("certified pre-owned cars are of the program's make", () => {
  it('every certified car is a used car of certifiedMakes', () => {
    const certified = normaliseFeed(
      { vehicles: generateDemoFeed({ ...options, certifiedMakes: ['Isuzu'] }) },
      { now },
    ).vehicles.filter((v) => v.certified);
    expect(certified.length).toBeGreaterThan(0);
    expect(new Set(certified.map((v) => `${v.car_type} ${v.make}`))).toEqual(new Set(['used Isuzu']));
  });
});

describe('history reports (§3 Car: file)', () => {
  const withReport = vehicles.filter((v) => v.file !== null);

  it('link a path on the site, one per car, never a dead example.com address', () => {
    expect(withReport.length).toBeGreaterThan(0);
    for (const car of withReport) expect(car.file).toBe(historyReportPath(car.id));
  });

  it('are a one-page PDF naming the car, marked as a sample', async () => {
    const car = withReport[0]!;
    const bytes = await historyReportPdf({ ...car, title: car.name }, 'Outback', now);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Vehicle history report: ${car.name}`);
    expect(pdf.getSubject()).toBe(SAMPLE_NOTICE);
  });
});
