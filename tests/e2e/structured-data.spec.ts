/**
 * The structured data of every built car page and blog post, checked against Google's rules (issue
 * 28). Google's vehicle listing documentation
 * (developers.google.com/search/docs/appearance/structured-data/vehicle-listing) requires brand.name,
 * image, model, name, offers.price and offers.priceCurrency and recommends the vehicle's details
 * below; an Offer without a price is an error there, so a price-on-application car has none. Its
 * Article documentation (developers.google.com/search/docs/appearance/structured-data/article)
 * recommends image, author (with name and url), datePublished and dateModified. Each
 * recommended property must be there whenever the car page shows the fact it describes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { demoSites, distDir } from './sites.ts';

type Ld = Record<string, unknown> & { '@type'?: string; offers?: { price?: unknown; priceCurrency?: string } };
const VEHICLE_TYPES = ['Car', 'Motorcycle', 'Vehicle', 'BusOrCoach'];
const isVehicle = (ld: Ld) => VEHICLE_TYPES.includes(ld['@type'] ?? '');
const GOOGLE_REQUIRED = ['name', 'image', 'brand.name', 'model'] as const;
/** The car page's spec label → the recommended property that carries the same fact. */
const RECOMMENDED: Record<string, string> = {
  VIN: 'vehicleIdentificationNumber',
  Badge: 'vehicleConfiguration',
  Year: 'vehicleModelDate',
  Condition: 'itemCondition',
  Odometer: 'mileageFromOdometer',
  Colour: 'color',
  'Interior colour': 'vehicleInteriorColor',
  Body: 'bodyType',
  Doors: 'numberOfDoors',
  Seats: 'vehicleSeatingCapacity',
  Drive: 'driveWheelConfiguration',
  Fuel: 'fuelType',
  Engine: 'vehicleEngine',
  Transmission: 'vehicleTransmission',
};

const path = (ld: Ld, dotted: string): unknown =>
  dotted.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], ld);
const blank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function jsonLd(html: string): Ld[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
}

function pages(slug: string, folder: string): { path: string; html: string }[] {
  const dir = join(distDir, slug, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'index.html')))
    .map((d) => ({ path: `/${folder}/${d.name}`, html: readFileSync(join(dir, d.name, 'index.html'), 'utf8') }));
}

/** The car pages (/cars/ also holds the trade-in tool). */
const carPages = (slug: string) => pages(slug, 'cars').filter((page) => page.html.includes('<article class="vehicle"'));

/** The labels of the facts the car page shows in its spec lists. */
const shownFacts = (html: string) =>
  new Set([...html.matchAll(/<dt>([^<]+)<\/dt>\s*<dd>\s*[^<\s]/g)].map((m) => m[1]!));

/** Each way one car page's structured data falls short, as "<path>: <problem>". */
function vehicleProblems(page: { path: string; html: string }): string[] {
  const vehicles = jsonLd(page.html).filter((ld) => isVehicle(ld));
  if (vehicles.length !== 1) return [`${page.path}: ${vehicles.length} vehicle items`];
  const ld = vehicles[0]!;
  const problems = GOOGLE_REQUIRED.filter((name) => blank(path(ld, name))).map((name) => `${name} missing`);
  if (ld.offers) {
    if (!(Number(ld.offers.price) > 0)) problems.push('an Offer without a price');
    if (ld.offers.priceCurrency !== 'AUD') problems.push('offers.priceCurrency is not AUD');
  }
  for (const label of shownFacts(page.html)) {
    const property = RECOMMENDED[label];
    if (property && blank(ld[property])) problems.push(`shows ${label} but has no ${property}`);
  }
  return problems.map((problem) => `${page.path}: ${problem}`);
}

for (const { slug } of demoSites) {
  test(`${slug}: every car page's structured data has what Google requires, and what it recommends wherever the page shows it`, () => {
    const cars = carPages(slug);
    expect(cars.length).toBeGreaterThan(0);
    expect(cars.flatMap(vehicleProblems)).toEqual([]);
  });

  test(`${slug}: blog posts are Articles with an image, an author and their dates; the RSS feed names itself`, () => {
    const posts = pages(slug, 'blog').filter((page) => jsonLd(page.html).some((ld) => ld['@type'] === 'Article'));
    test.skip(posts.length === 0, 'the site has no blog posts');
    for (const post of posts) {
      const article = jsonLd(post.html).find((ld) => ld['@type'] === 'Article')!;
      for (const name of ['headline', 'image', 'author.name', 'author.url', 'datePublished', 'dateModified'])
        expect(path(article, name), `${post.path}: ${name}`).toBeTruthy();
    }
    const rss = readFileSync(join(distDir, slug, 'blog', 'rss.xml'), 'utf8');
    expect(rss).toContain('xmlns:atom="http://www.w3.org/2005/Atom"');
    expect(rss).toMatch(/<atom:link href="https:\/\/[^"]+\/blog\/rss\.xml" rel="self" type="application\/rss\+xml"\/>/);
  });
}

test('the demo stock has every kind of vehicle typed as schema.org types it: Car, Motorcycle and Vehicle', () => {
  const all = new Set(
    demoSites.flatMap(({ slug }) =>
      carPages(slug).map((car) => jsonLd(car.html).find((ld) => isVehicle(ld))?.['@type']),
    ),
  );
  expect([...all].sort()).toEqual(expect.arrayContaining(['Car', 'Motorcycle', 'Vehicle']));
});

test('a car page for sale shows a price exactly when its structured data has an Offer (price-on-application cars have none)', () => {
  const cars = demoSites.flatMap(({ slug }) => carPages(slug));
  const kinds = cars.map((car) => {
    const ld = jsonLd(car.html).find((item) => isVehicle(item))!;
    const kind = /class="price price--page[^"]*" data-price-kind="([a-z-]+)"/.exec(car.html)?.[1];
    return { path: car.path, kind, offer: ld.offers !== undefined };
  });
  expect(kinds.some((car) => !car.offer)).toBe(true);
  const priced = (kind: string | undefined) => kind === 'car-price' || kind === 'reduced' || kind === 'subscription';
  // A sold car's page shows no price panel; its Offer keeps the price, SoldOut.
  const shown = kinds.filter((car) => car.kind !== undefined);
  expect(shown.filter((car) => car.offer !== priced(car.kind))).toEqual([]);
});
