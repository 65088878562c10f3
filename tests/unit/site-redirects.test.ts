// The spec's other names for a site's pages (spec/site.md §2.1, §2.2; spec/shopping.md §2) as
// redirects: where each goes, the _redirects file a CDN reads, and how the local server applies it.
import { describe, expect, it } from 'vitest';
import {
  parseRedirectsFile,
  redirectFor,
  redirectsFile,
  siteRedirectsOf,
  type Redirect,
} from '../../src/lib/site/redirects.ts';
import type { TenantBuildData } from '../../src/lib/site/site-data.ts';
import { parseTenant } from '../../src/lib/tenant/parse.ts';
import { NO_CONTENT } from '../fixtures/site-content.ts';

function tenant(options: Record<string, unknown> = {}) {
  const parsed = parseTenant(
    { slug: 'example-motors', name: 'Example Motors', id: 1, url: 'https://example-motors.example', ...options },
    'tenants/sites/example-motors.json',
  );
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.tenant;
}

const GROUP = {
  template: 'group',
  brandDirectory: {
    brands: [
      { title: 'Kia', slug: 'kia' },
      { title: 'Tyres', slug: 'tyres', kind: 'group', skipPage: true, href: '/tyres-page' },
    ],
  },
};
const ALL_TYPES = [
  '/search/new-used-and-demo-cars',
  '/search/new-cars',
  '/search/used-cars',
  '/search/demo-cars',
  '/search/new-and-demo-cars',
];
const target = (redirects: readonly Redirect[], from: string) => redirects.find((r) => r.from === from)?.to ?? null;
/** A built site's redirects: the pages its tenant's features give it, and these search, content and offer pages. */
const redirectsOf = (options: Record<string, unknown>, pages: Iterable<string>) =>
  siteRedirectsOf({
    tenant: tenant(options),
    searchPages: [...pages].map((path) => ({ path })),
    content: NO_CONTENT,
  } as unknown as TenantBuildData);

describe('where each alias goes', () => {
  const built = new Set([
    ...ALL_TYPES,
    '/finance',
    '/contact-us',
    '/service',
    '/trade-in',
    '/pages/parts-accessories',
    '/warranty',
  ]);
  const redirects = redirectsOf({}, built);

  it.each([
    ['/search', '/search/new-used-and-demo-cars'],
    ['/cars', '/search/new-used-and-demo-cars'],
    ['/used-car', '/search/used-cars'],
    ['/contact', '/contact-us'],
    ['/sell-your-car', '/trade-in'],
    ['/sell-my-car', '/trade-in'],
    ['/apply-for-finance', '/finance#finance-form'],
    ['/finance-enquiry', '/finance#finance-form'],
    ['/finance-pre-approval', '/finance#finance-form'],
    ['/personalised/finance', '/finance#finance-form'],
    ['/vehicle-parts-and-accessories', '/pages/parts-accessories'],
    ['/parts/search', '/pages/parts-accessories'],
    ['/pages/book-a-service', '/service'],
    ['/pages/warranty', '/warranty'],
    ['/special-offers', '/search/new-used-and-demo-cars'],
    ['/pages/local-offers', '/search/new-used-and-demo-cars'],
  ])('%s → %s', (from, to) => {
    expect(target(redirects, from)).toBe(to);
  });

  it('a page the site has is never shadowed by a redirect', () => {
    for (const path of built) expect(target(redirects, path)).toBeNull();
  });
});

describe('tenant options and missing pages decide the target', () => {
  it.each([
    ['no valuation tool: selling a car is a message to the dealer', {}, [], '/sell-my-car', '/contact-us'],
    ['no valuation tool: /trade-in itself too', {}, [], '/trade-in', '/contact-us'],
    [
      'a dealer-configured finance link',
      { links: { finance: 'https://apply.example-finance.example/x' } },
      [],
      '/apply-for-finance',
      'https://apply.example-finance.example/x',
    ],
    [
      'an external service booking page',
      { links: { serviceBooking: 'https://www.make.example/book' } },
      [],
      '/service',
      'https://www.make.example/book',
    ],
    [
      'an external service booking page, from /pages/book-a-service',
      { links: { serviceBooking: 'https://www.make.example/book' } },
      [],
      '/pages/book-a-service',
      'https://www.make.example/book',
    ],
    [
      'a car-type page not built (it would repeat another): the default page filtered',
      {},
      ['/search/new-used-and-demo-cars'],
      '/search/used-cars',
      '/search/new-used-and-demo-cars?refinementList%5Bcar_type%5D%5B0%5D=used',
    ],
    [
      'new and demo, filtered the same way',
      {},
      ['/search/new-used-and-demo-cars'],
      '/search/new-and-demo-cars',
      '/search/new-used-and-demo-cars?refinementList%5Bcar_type%5D%5B0%5D=new&refinementList%5Bcar_type%5D%5B1%5D=demo',
    ],
    [
      'a used-only dealer: /used-car/ is its default page',
      { search: { defaultPath: '/search/used-cars', usedOnly: true } },
      ['/search/used-cars'],
      '/used-car',
      '/search/used-cars',
    ],
    [
      "a used-only dealer: so is the spec's default search path",
      { search: { defaultPath: '/search/used-cars', usedOnly: true } },
      ['/search/used-cars'],
      '/search/new-used-and-demo-cars',
      '/search/used-cars',
    ],
    [
      'a site with special offers keeps them for /pages/local-offers',
      {},
      ['/special-offers'],
      '/pages/local-offers',
      '/special-offers',
    ],
    [
      "a site with offers: /pages/local-offers is the dealer's offers",
      {},
      ['/offers', '/special-offers'],
      '/pages/local-offers',
      '/offers',
    ],
    [
      'offers but no special-offers search: /special-offers goes to the offers',
      {},
      ['/offers'],
      '/special-offers',
      '/offers',
    ],
    [
      'a special-offers search but no offers: /offers goes to the search',
      {},
      ['/special-offers'],
      '/offers',
      '/special-offers',
    ],
    ['neither: no /offers redirect', {}, [], '/offers', null],
    ['no parts page: no parts redirect', {}, [], '/vehicle-parts-and-accessories', null],
    ["a group site's brand: /{brand-slug}/overview is its page", GROUP, [], '/kia/overview', '/brands/kia'],
    ['…not for a brand whose tile skips its page', GROUP, [], '/tyres/overview', null],
    ['…nor on a dealer site', {}, [], '/kia/overview', null],
  ])('%s', (_name, options, built, from, to) => {
    expect(target(redirectsOf(options, built as string[]), from)).toBe(to);
  });
});

describe('the _redirects file', () => {
  const redirects: Redirect[] = [
    { from: '/search', to: '/search/new-used-and-demo-cars', status: 301 },
    { from: '/personalised/finance', to: '/finance#finance-form', status: 302 },
  ];

  it('has a line per path, with and without its trailing slash, and reads back the same', () => {
    const text = redirectsFile(redirects);
    expect(text.split('\n').filter((line) => line && !line.startsWith('#'))).toEqual([
      '/search /search/new-used-and-demo-cars 301',
      '/search/ /search/new-used-and-demo-cars 301',
      '/personalised/finance /finance#finance-form 302',
      '/personalised/finance/ /finance#finance-form 302',
    ]);
    expect(parseRedirectsFile(text).filter((r) => !r.from.endsWith('/'))).toEqual(redirects);
  });

  it.each([
    ['/search', '', '/search/new-used-and-demo-cars'],
    ['/search', '?query=ranger', '/search/new-used-and-demo-cars?query=ranger'],
    ['/personalised/finance', '?car_id=4242', '/finance?car_id=4242#finance-form'],
  ])('a request for %s%s goes to %s, its query string passed through', (path, search, location) => {
    expect(redirectFor(redirects, path, search)?.location).toBe(location);
  });

  it("a target with a query of its own keeps it and adds the request's", () => {
    const typed: Redirect[] = [
      { from: '/search/used-cars', to: '/search/all?refinementList[car_type][0]=used', status: 301 },
    ];
    expect(redirectFor(typed, '/search/used-cars', '?page=2')?.location).toBe(
      '/search/all?refinementList[car_type][0]=used&page=2',
    );
  });
});
