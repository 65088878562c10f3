// Issue 28: "internal links point at final URLs (no 301 hops)". A menu or footer link a tenant
// writes to one of the spec's other names for a page links where that name redirects.
import { describe, expect, it } from 'vitest';
import { parseTenant } from '../../src/lib/tenant/parse.ts';
import { finalHref, withSiteLinks } from '../../src/lib/site/final-links.ts';
import type { TenantBuildData } from '../../src/lib/site/site-data.ts';
import { NO_CONTENT } from '../fixtures/site-content.ts';

function site(options: Record<string, unknown> = {}): TenantBuildData {
  const parsed = parseTenant(
    { slug: 'example-motors', name: 'Example Motors', id: 1, url: 'https://example-motors.example', ...options },
    'tenants/sites/example-motors.json',
  );
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  const searchPages = ['/search/new-used-and-demo-cars', '/search/used-cars'].map((path) => ({ path }));
  return { tenant: parsed.tenant, searchPages, content: NO_CONTENT } as unknown as TenantBuildData;
}

describe('finalHref: where a link on the site ends up', () => {
  const booking = site({ links: { serviceBooking: 'https://www.make.example/book' } });
  it.each<[string, TenantBuildData, string, string]>([
    ['a page of the site stays as it is', site(), '/finance', '/finance'],
    ['/contact is /contact-us', site(), '/contact', '/contact-us'],
    ['/search is the default search page', site(), '/search/', '/search/new-used-and-demo-cars'],
    ["/service is the dealer's booking page where it has one", booking, '/service', 'https://www.make.example/book'],
    ['a query string and a fragment come along', site(), '/contact?x=1#form', '/contact-us?x=1#form'],
    ['/apply-for-finance is the finance form', site(), '/apply-for-finance', '/finance#finance-form'],
    ['a link off the site is left alone', site(), 'https://www.example.com/contact', 'https://www.example.com/contact'],
  ])('%s', (_, s, href, final) => {
    expect(finalHref(s, href)).toBe(final);
  });

  it('every content page the sitemap lists is linked from the footer, unless the menu or footer links it already', () => {
    const base = site({ footerLinks: [{ label: 'About us', href: '/about-us' }] });
    const page = (path: string, title: string, sitemap = true) => ({ id: path.slice(1), path, title, sitemap });
    const s = withSiteLinks({
      ...base,
      content: {
        ...NO_CONTENT,
        pages: [
          page('/about-us', 'About us'),
          page('/roadside-assistance', 'Roadside assistance'),
          page('/pages/service-and-win', 'Service and win', false),
        ],
      },
    } as unknown as TenantBuildData);
    expect(s.tenant.footerLinks).toEqual([
      { label: 'About us', href: '/about-us' },
      { label: 'Roadside assistance', href: '/roadside-assistance' },
    ]);
  });

  it('the menu, its dropdowns and the footer link the final URLs', () => {
    const s = withSiteLinks(
      site({
        links: { serviceBooking: 'https://www.make.example/book' },
        navigation: [{ label: 'Service', href: '/service', children: [{ label: 'Contact', href: '/contact' }] }],
        footerLinks: [{ label: 'Stock', href: '/search' }],
      }),
    );
    expect(s.tenant.navigation).toEqual([
      {
        label: 'Service',
        href: 'https://www.make.example/book',
        children: [{ label: 'Contact', href: '/contact-us' }],
      },
    ]);
    expect(s.tenant.footerLinks).toEqual([{ label: 'Stock', href: '/search/new-used-and-demo-cars' }]);
  });
});
