/**
 * The home page: links to the car-type search pages, the latest arrivals, the budget finder, the
 * latest offers, the locations block, the reviews section and the dealer's structured data.
 */
import type { TenantBuildData } from '../lib/site/site-data.ts';
import { searchLandingPages } from '../lib/search/landing-pages.ts';
import { newestFirst } from '../lib/stock/order.ts';
import { toCard } from '../lib/stock/hits.ts';
import { cardOptions } from './search-island.ts';
import { budgetFinderProps } from './calculators.ts';
import { locationsBlock } from './locations/pages.ts';
import { latestPostsSection } from './blog.ts';
import { homeOffersSection } from './offers.ts';
import { homeReviewsSection } from './reviews.ts';
import { dealerStructuredData } from './dealer.ts';

/** The hero's heading, line, photo, search box target and the car-type links. */
export type HomeHero = {
  heading: string;
  text: string;
  image: { url: string; width: number; height: number } | null;
  searchPath: string;
  typePages: { href: string; label: string }[];
};

/** How many of the newest cars in stock the home page shows. */
const LATEST_ARRIVALS = 6;

export function homePage(site: TenantBuildData) {
  const { tenant } = site;
  const typePages = searchLandingPages(
    {
      defaultPath: tenant.search.defaultPath,
      usedLabel: tenant.texts.usedLabel,
      categoryPages: tenant.search.categoryPages,
    },
    site.vehicles,
  )
    .filter((page) => page.make === null)
    .map((page) => ({ href: page.path, label: page.heading.replace(/ for Sale$/, '') }));
  const { hero } = tenant.theme;
  const heroModel: HomeHero = {
    heading: hero.heading ?? tenant.name,
    text: hero.text ?? `Find your next vehicle from ${site.vehicles.length} in stock.`,
    image: hero.image ?? null,
    searchPath: tenant.search.defaultPath,
    typePages,
  };
  return {
    hero: heroModel,
    latest: newestFirst(site.vehicles.filter((v) => v.status !== 'sold'))
      .slice(0, LATEST_ARRIVALS)
      .map(toCard),
    // Rendered as static HTML (no island): the favourite control needs JavaScript, so it is left out here.
    card: { ...cardOptions(tenant), favourites: false, compare: false },
    now: new Date(site.builtAt),
    budget: budgetFinderProps(site),
    locations: locationsBlock(site),
    blog: latestPostsSection(site),
    offers: homeOffersSection(site),
    reviews: homeReviewsSection(site),
    jsonLd: dealerStructuredData(site),
  };
}
