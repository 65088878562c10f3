/**
 * Deterministic demo stock in the canonical feed format (docs/stock-feed.md): the same options give
 * byte-identical JSON. `now` is an input; the clock is never read.
 */
import { COLOURS } from './catalogue.ts';
import { autograb, dealerComments, equipment, FILTER_FEATURES } from './details.ts';
import { availability, mediaFields, odometer, placeFields, pricing, registration, type Car } from './fields.ts';
import { assignRoles, categoryFor, chooseModel, stockCategories } from './plan.ts';
import { createRandom, hashString } from './random.ts';
import { specFields } from './specs.ts';
import type { DemoStockOptions } from './options.ts';
import { slugify } from '../lib/format/slug.ts';

/**
 * Where a demo car's history report is: a path on its own site, which the local stack answers with
 * a sample report (src/pipeline/serve/history-reports.ts), so the link works wherever the demo runs.
 */
export const historyReportPath = (id: number): string => `/history-reports/${id}.pdf`;

export function generateDemoFeed(opts: DemoStockOptions): unknown[] {
  const plan = createRandom(`${opts.seed}:plan`);
  const cats = stockCategories(opts.categories);
  const roles = assignRoles(plan, Math.max(0, Math.floor(opts.cars)));
  const baseId = 100_000 + (hashString(opts.seed) % 800) * 1_000;
  const nowSec = Math.floor(opts.now.getTime() / 1000);
  const nowYear = opts.now.getUTCFullYear();
  return roles.map((role, i) => {
    const rng = createRandom(`${opts.seed}:car:${i}`);
    const category = categoryFor(rng, i, role, cats);
    const { franchiseMakes, usedOnly, certifiedMakes } = opts;
    const choice = chooseModel({ rng, role, category, franchiseMakes, usedOnly, nowYear, certifiedMakes });
    return buildCar({ rng, opts, id: baseId + i + 1, index: i, role, choice, nowSec, nowYear });
  });
}

function buildCar(car: Car): Record<string, unknown> {
  const { choice, id, rng } = car;
  const { spec } = choice;
  const title = `${choice.year} ${spec.make} ${spec.model} ${choice.badge}`;
  const [colour] = rng.pick(COLOURS);
  const km = odometer(car);
  const price = pricing(car, km);
  const place = placeFields(car);
  const specs = specFields(spec);
  const features = equipment(spec, choice.newPrice);
  const used = choice.carType === 'used';
  return {
    id,
    slug: slugify(`${title}-${id}`),
    name: title,
    year: choice.year,
    make: spec.make,
    model: spec.model,
    badge: choice.badge,
    series: `MY${String(choice.year).slice(2)}`,
    km,
    ...price,
    car_type: choice.carType,
    ...availability(car),
    ...registration(car, place.state),
    ...mediaFields(car, colour),
    standardEquipment: features,
    dealercomments: dealerComments(rng, title, colour.toLowerCase(), used, features),
    views: rng.int(0, 450),
    ...specs,
    autograb_data: used && price.price > 0 ? autograb(rng, price.price) : null,
    file: used && rng.chance(0.4) ? historyReportPath(id) : null,
    show_on_dealer_website: car.role !== 'hidden',
    ...place,
    carsales_title: `${title} ${specs.simple_transmission === 'Manual' ? 'Manual' : 'Auto'}`,
    payment_processors: price.price > 0 && rng.chance(0.35) ? ['stripe'] : [],
    categories: [spec.category],
    filtered_features: features.filter((f) => FILTER_FEATURES.includes(f)),
  };
}
