// The category search pages' options (spec/site.md §2.1 /search/{type}-cars): a slug and a label per
// kind of vehicle; the rules that read them are in ./categories.ts.
import { z } from 'zod';
import { slug, text } from '../options/fields.ts';
import { CAR_TYPE_PAGES } from './constants.ts';

/** The kinds of vehicle stock may hold (its `item_type`; stock/vehicle.ts ITEM_TYPES). */
type Kind = 'car' | 'truck' | 'motorcycle' | 'caravan';

const pageSchema = (fallback: { slug: string; label: string }) =>
  z
    .strictObject({
      /**
       * The page's address, /search/{slug}.
       * @example "trucks"
       */
      slug: slug('a slug like trucks (lower-case letters, digits and -)').default(fallback.slug),
      /**
       * What the kind is called: the page's heading ("{label} for Sale") and its breadcrumb.
       * @example "Trucks"
       */
      label: text().default(fallback.label),
    })
    .prefault({});

/**
 * The default page of each kind.
 * @internal Exported for its tests.
 */
export const DEFAULT_CATEGORY_PAGES: Readonly<Record<Kind, { slug: string; label: string }>> = {
  car: { slug: 'passenger-cars', label: 'Passenger Cars' },
  truck: { slug: 'trucks', label: 'Trucks' },
  motorcycle: { slug: 'motorcycles', label: 'Motorcycles' },
  caravan: { slug: 'caravans', label: 'Caravans' },
};

export const categoryPagesSchema = z
  .strictObject({
    /** Cars (and utes, 4x4s, vans: every `item_type` "car"). */
    car: pageSchema(DEFAULT_CATEGORY_PAGES.car),
    /** Trucks (`item_type` "truck"). */
    truck: pageSchema(DEFAULT_CATEGORY_PAGES.truck),
    /** Motorcycles (`item_type` "motorcycle"). */
    motorcycle: pageSchema(DEFAULT_CATEGORY_PAGES.motorcycle),
    /** Caravans (`item_type` "caravan"). */
    caravan: pageSchema(DEFAULT_CATEGORY_PAGES.caravan),
  })
  .prefault({})
  .superRefine((pages, ctx) => {
    // Each slug is a URL of its own: not a car-type page's, not another kind's.
    const taken = new Set(CAR_TYPE_PAGES.map((page) => page.path.slice('/search/'.length)));
    const seen = new Set<string>();
    for (const kind of Object.keys(pages) as Kind[]) {
      const value = pages[kind].slug;
      const message = taken.has(value)
        ? 'a slug no other search page uses'
        : seen.has(value)
          ? 'a slug no other category page uses'
          : null;
      if (message) ctx.addIssue({ code: 'custom', path: [kind, 'slug'], message, input: value });
      seen.add(value);
    }
  });

export type CategoryPagesOptions = z.output<typeof categoryPagesSchema>;
