/**
 * The stats banners of a group home page (spec/site.md §1: "50+ locations, 40+ brands, 30+ years
 * established. Banner links go to /dealer-locator, /brands and /about-us"). A figure the group
 * states reads "{n}+"; one counted from the site's data reads exactly below 10 and rounded down to
 * its ten with "+" from 10 (57 locations read "50+", true and steady as the group grows).
 */
import type { BrandDirectoryOptions } from './options.ts';
import { BRANDS_PATH, DEALER_LOCATOR_PATH } from './paths.ts';

const ABOUT_PATH = '/about-us';

export type StatBanner = { figure: string; label: string; href: string | null };

/** A counted figure as it reads on a banner. */
function countedFigure(n: number): string {
  return n < 10 ? String(n) : `${Math.floor(n / 10) * 10}+`;
}

type Counts = { locations: number; brands: number; year: number };

function figureOf(option: number | 'auto', counted: number | null): string | null {
  if (option !== 'auto') return `${option}+`;
  return counted === null ? null : countedFigure(counted);
}

/**
 * The banners in the spec's order; a banner whose figure cannot be known ("auto" years with no
 * `established`) or is nothing (no locations, no brands) is left out, and a link to a page the site
 * does not have (`has`) is dropped, leaving the figure.
 */
export function statBanners(
  stats: BrandDirectoryOptions['stats'],
  counts: Counts,
  has: (path: string) => boolean,
): StatBanner[] {
  const years = stats.established === null ? null : Math.max(0, counts.year - stats.established);
  const banners = [
    { figure: figureOf(stats.locations, counts.locations), label: 'Locations', href: DEALER_LOCATOR_PATH },
    { figure: figureOf(stats.brands, counts.brands), label: 'Brands', href: BRANDS_PATH },
    { figure: figureOf(stats.years, years), label: 'Years established', href: ABOUT_PATH },
  ];
  return banners
    .filter(
      (banner): banner is StatBanner & { figure: string; href: string } =>
        banner.figure !== null && banner.figure !== '0',
    )
    .map((banner) => ({ ...banner, href: has(banner.href) ? banner.href : null }));
}
