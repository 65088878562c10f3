/** The 404 page: a stock search and the site's main links (home, its menu, contact), each once. */
import type { SiteContext } from '../lib/site/site-data.ts';
import { hasBlog, BLOG_PATH } from '../lib/content/blog.ts';

export function notFoundPage(site: SiteContext) {
  const { tenant } = site;
  const links = [
    { label: 'Home', href: '/' },
    ...tenant.navigation.map(({ label, href }) => ({ label, href })),
    ...(hasBlog(site.content) ? [{ label: 'Blog', href: BLOG_PATH }] : []),
    { label: 'Contact us', href: '/contact-us' },
  ];
  return {
    searchPath: tenant.search.defaultPath,
    links: links.filter((link, index) => links.findIndex((other) => other.href === link.href) === index),
  };
}
