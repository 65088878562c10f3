/** Where a site's location pages live (spec/site.md §2.1): the routes, the links and the sitemap agree on these. */
export const DEALERSHIPS_PATH = '/dealerships';
export const CONTACT_PATH = '/contact-us';
export const locationPath = (slug: string) => `/locations/${slug}`;
export const locationContactPath = (slug: string) => `${CONTACT_PATH}/${slug}`;
