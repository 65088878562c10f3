/**
 * Which page types a build renders: all by default. FORECOURT_PAGE_TYPES=home,search renders only
 * those, which is how the benchmark measures what one page type costs to build.
 */
export const PAGE_TYPES = ['home', 'search', 'vehicle', 'special', 'finance', 'leads', '404', 'seo'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export function builds(type: PageType): boolean {
  const chosen = process.env.FORECOURT_PAGE_TYPES;
  return !chosen || chosen.split(',').map((t) => t.trim()).includes(type);
}
