// A group site's brand directory (spec/site.md §1, §2.1, §2.3, §3 Brand, §9): the brands it lists
// and the stats banners of its home page. Only a site with template "group" has them.
import { z } from 'zod';
import { assetUrl, flag, href, slug, text, webUrl } from '../options/fields.ts';

/** site.md §1: "car, motorcycle, truck and group brands". */
const BRAND_KINDS = ['car', 'motorcycle', 'truck', 'group'] as const;
export type BrandKind = (typeof BRAND_KINDS)[number];

const brandSchema = z
  .strictObject({
    /**
     * The brand's name on its tile and page.
     * @example "Kia"
     */
    title: text(),
    /**
     * Its page is /brands/{slug} (/{slug}/overview redirects there). A slug in the manufacturer list
     * (src/lib/brands/manufacturers.ts) brings that manufacturer's logo and make.
     * @example "kia"
     */
    slug: slug(),
    /**
     * What the brand sells, or "group" for one of the group's own businesses (finance, tyres…).
     * @example "motorcycle"
     */
    kind: z.enum(BRAND_KINDS).default('car'),
    /**
     * Logo on the tile, the banner and the page. Left out: the manufacturer's logo from the
     * manufacturer list, where it has one; null: no logo (the brand's name is shown instead).
     * @example "/images/brands/kia.svg"
     */
    logoSrc: assetUrl().nullable().optional(),
    /**
     * Wide image across the top of the brand page; null for none.
     * @example "/images/brands/kia-banner.jpg"
     */
    imageBannerSrc: assetUrl().nullable().default(null),
    /**
     * What the brand page says about it, in plain text; a blank line starts a new paragraph. The
     * directory tile shows its first paragraph.
     * @example "Harbour Kia has sold and serviced Kias in western Sydney since 2004."
     */
    description: z.string().default(''),
    /**
     * No page of its own on this site: the tile links to `href` (a group page of this site, such as
     * /finance-and-insurance, or another site).
     * @example true
     */
    skipPage: flag(false),
    /**
     * Where the tile of a brand with `skipPage` goes.
     * @example "/finance-and-insurance"
     */
    href: href().nullable().default(null),
    /**
     * The manufacturer's own site, linked from the brand page.
     * @example "https://www.kia.com/au/"
     */
    website: webUrl().nullable().default(null),
    /**
     * Makes as stock spells them, for the directory's make list, the brand page's dealerships and its
     * stock link. Left out: the make of the manufacturer with this slug, if any.
     * @example ["Kia"]
     */
    makes: z.array(text()).optional(),
  })
  .superRefine((brand, ctx) => {
    if (brand.skipPage && brand.href === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['href'],
        message: 'a link for the tile (skipPage is true, so the brand has no page)',
        input: brand.href,
      });
    }
  });

export type BrandOption = z.output<typeof brandSchema>;

/**
 * A stats banner figure (site.md §1: "50+ locations, 40+ brands, 30+ years established"): a number
 * the group states, shown as "{n}+", or "auto" to count it from the site's own data.
 */
const figure = (what: string) =>
  z
    .union([z.literal('auto'), z.number().int().min(0)], { error: `"auto" or a whole number of ${what}` })
    .default('auto');

const statsSchema = z
  .strictObject({
    /**
     * Locations: "auto" counts the site's listed locations.
     * @example 50
     */
    locations: figure('locations'),
    /**
     * Brands: "auto" counts the directory's brands.
     * @example 40
     */
    brands: figure('brands'),
    /**
     * Years established: "auto" counts from `established` (and leaves the banner out without it).
     * @example 30
     */
    years: figure('years'),
    /**
     * The year the group was established.
     * @example 1994
     */
    established: z.number().int().min(1800).max(2100).nullable().default(null),
  })
  .prefault({});

export const brandDirectorySchema = z
  .strictObject({
    /**
     * The brands of a group site (template "group"), in the order the directory lists them.
     * @example [{ "title": "Kia", "slug": "kia", "website": "https://www.kia.com/au/" }, { "title": "Harbour Finance", "slug": "harbour-finance", "kind": "group", "skipPage": true, "href": "/finance-and-insurance" }]
     */
    brands: z.array(brandSchema).default([]),
    /** The stats banners of the group home page, linking to /dealer-locator, /brands and /about-us. */
    stats: statsSchema,
  })
  .prefault({});

export type BrandDirectoryOptions = z.output<typeof brandDirectorySchema>;
