/**
 * One page of each type a built demo site has, found in its dist folder (a site builds only the
 * pages its options turn on), with the control a shopper came to that page for: the layout checks
 * and the screenshots walk the same list.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { demoSites, distDir, siteContent } from './sites.ts';

export type PageOfType = {
  type: string;
  path: string;
  /** What must be on the first screen (a selector), beside the page's heading. */
  mainAction: string | null;
  /**
   * Checked at desktop width only: a phone's car page puts title and gallery first, and its
   * Enquire comes with the bottom bar once the shopper scrolls (spec/shopping.md §2).
   */
  desktopOnly?: boolean;
};

/** A car of this site that is on sale (its page offers Enquire Now). */
export function carOnSale(slug: string): string {
  const cars = join(distDir, slug, 'cars');
  const car = readdirSync(cars).find((name) =>
    readFileSync(join(cars, name, 'index.html'), 'utf8').includes('data-cta="enquire"'),
  );
  if (!car) throw new Error(`${slug} has no car on sale`);
  return `/cars/${car}`;
}

function firstIn(slug: string, folder: string): string | null {
  const dir = join(distDir, slug, folder);
  if (!existsSync(dir)) return null;
  const entry = readdirSync(dir, { withFileTypes: true }).find(
    (d) => d.isDirectory() && existsSync(join(dir, d.name, 'index.html')),
  );
  return entry ? `/${folder}/${entry.name}` : null;
}

const built = (slug: string, path: string) => existsSync(join(distDir, slug, path, 'index.html'));

/** The first offer the site's /offers page lists, or null where it runs none. */
function firstOffer(slug: string): string | null {
  if (!built(slug, 'offers')) return null;
  return (
    /<h2 class="offer-card__name"><a href="([^"]+)"/.exec(
      readFileSync(join(distDir, slug, 'offers', 'index.html'), 'utf8'),
    )?.[1] ?? null
  );
}

/** The site's first category search page (/search/{type}-cars), where its stock holds several kinds. */
function categoryPage(slug: string): string | null {
  const { categoryPages } = demoSites.find((t) => t.slug === slug)!.search;
  const sitemap = readFileSync(join(distDir, slug, 'sitemap.xml'), 'utf8');
  // Listed in the sitemap: where the site has no such page, a redirect's stand-in sits at the path.
  const paths = Object.values(categoryPages).map((page) => `/search/${page.slug}`);
  return paths.find((path) => sitemap.includes(`${path}</loc>`)) ?? null;
}

/** The site's first content page behind a sign-in gate (spin-to-win, online-payment, a named garage). */
function gatedPage(slug: string): string | null {
  return siteContent(slug).pages.find((page) => page.gate !== null)?.path ?? null;
}

/** The site's search landing page: the one its "search" links go to. */
function searchPath(slug: string): string {
  const html = readFileSync(join(distDir, slug, 'index.html'), 'utf8');
  const action = /<form class="hero__search" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`${slug}'s home page has no search box`);
  return action;
}

export function pageTypes(slug: string): PageOfType[] {
  const candidates: (PageOfType | null)[] = [
    { type: 'home', path: '/', mainAction: '#hero-query' },
    { type: 'search', path: searchPath(slug), mainAction: '.vehicle-card' },
    { type: 'vehicle', path: carOnSale(slug), mainAction: '[data-cta="enquire"]', desktopOnly: true },
    // Behind sign-in on some sites (features.gatedRoutes): the sign-in form shows in its place.
    { type: 'finance', path: '/finance', mainAction: '.calculator input, form input' },
    { type: 'contact', path: '/contact-us', mainAction: null },
    { type: 'trade-in', path: '/trade-in', mainAction: 'form input, form select' },
    { type: 'compare', path: '/compare', mainAction: null },
    { type: 'garage', path: '/my-garage', mainAction: null },
    { type: 'sign-in', path: '/sign-in', mainAction: 'form input' },
    { type: 'dealerships', path: '/dealerships', mainAction: null },
    { type: 'location', path: firstIn(slug, 'locations') ?? '', mainAction: null },
    { type: 'blog', path: '/blog', mainAction: null },
    { type: 'content', path: '/about-us', mainAction: null },
    { type: 'offers', path: '/offers', mainAction: '.offer-card__name a' },
    { type: 'offer', path: firstOffer(slug) ?? '', mainAction: '.offer-card__actions a' },
    { type: 'reviews', path: '/pages/reviews', mainAction: null },
    { type: 'category', path: categoryPage(slug) ?? '', mainAction: '.vehicle-card' },
    { type: 'team', path: firstIn(slug, 'teams') ?? '', mainAction: null },
    // Its script sends a visitor who is not signed in on to /sign-in.
    { type: 'gated', path: gatedPage(slug) ?? '', mainAction: 'form input' },
    // Where an alert's confirmation link lands (sites with alerts on): the press confirms, never the visit.
    { type: 'alerts', path: '/alerts/?token=page-type-check&action=confirm', mainAction: 'main button' },
  ];
  const found = candidates.filter(
    (page): page is PageOfType => page !== null && page.path !== '' && built(slug, page.path.split('?')[0]!),
  );
  return [...found, { type: '404', path: '/no-such-page', mainAction: 'main a' }];
}

/**
 * Between two pages of a walk through the page types in one browser context: what the last page
 * saved (favourites, recently viewed, a consent choice) is gone, so the next is seen as on a first
 * visit, while the site's cached scripts, styles and fonts stay.
 */
export async function forgetTheVisit(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.context().clearCookies();
}
