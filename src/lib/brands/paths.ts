/** Where a group site's brand and locator pages live (spec/site.md §1, §2.1): routes, links and sitemap agree on these. */
export const BRANDS_PATH = '/brands';
export const DEALER_LOCATOR_PATH = '/dealer-locator';
export const brandPath = (slug: string) => `${BRANDS_PATH}/${slug}`;
/** The spec's other name for a brand page; it redirects to brandPath. */
export const brandOverviewPath = (slug: string) => `/${slug}/overview`;
