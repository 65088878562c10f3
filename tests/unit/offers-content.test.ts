// Offers (spec/site.md §2.1, §3 Offer): which offer files a site runs and where each one is shown,
// and how a bad offer file is reported.
import { describe, expect, it } from 'vitest';
import { CONTENT_FILE_TYPES } from '../../src/lib/content/frontmatter.ts';
import { parseContentPath } from '../../src/lib/content/layers.ts';
import { resolveSiteContent } from '../../src/lib/content/site-content.ts';
import { parseContentSource } from '../../src/lib/content/source.ts';
import type { ContentFile } from '../../src/lib/content/types.ts';
import { offerTiming } from '../../src/lib/offers/offer.ts';
import { siteRedirectsOf } from '../../src/lib/site/redirects.ts';
import type { TenantBuildData } from '../../src/lib/site/site-data.ts';
import { parseTenant } from '../../src/lib/tenant/parse.ts';
import { location, tenant } from '../fixtures/offer-site.ts';

function file(relative: string, body: string): ContentFile {
  const shown = `tenants/content/${relative}`;
  return {
    file: shown,
    path: parseContentPath(relative, CONTENT_FILE_TYPES)!,
    source: parseContentSource(shown, body),
  };
}

const offer = (fields: string, body = 'A good deal.') => `---\nname: An offer\n${fields}\n---\n${body}\n`;

function resolve(files: ContentFile[], t = tenant(), now: Date | null = null) {
  const result = resolveSiteContent(t, files, 'tenants/sites/example-motors.json', now);
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.content;
}

describe('§3: which offers a site runs, and where each one is', () => {
  const national = [
    file(
      'manufacturers/nissan/offers/navara.md',
      offer('manufacturer: Nissan\nmodel:\n  name: Navara\nstart: 2026-10-01\nexpiry: 2026-12-31'),
    ),
    file('manufacturers/nissan/offers/patrol.md', offer('manufacturer: Nissan\nexcludedWebsiteIds: [7001]')),
    file('manufacturers/kia/offers/sportage.md', offer('manufacturer: Kia\nstart: 2026-11-01')),
    file('sites/example-motors/offers/service.md', offer('start: 2026-09-01')),
  ];

  it("a manufacturer's national offers reach its dealers, except the websites excludedWebsiteIds names; a site's own are its own", () => {
    expect(resolve(national).offers.map((o) => o.path)).toEqual(['/offers/navara', '/offers/service']);
    const other = tenant({ id: 7002, slug: 'other-motors' });
    expect(resolve(national, other).offers.map((o) => o.id)).toEqual(['navara', 'patrol']);
  });

  it('a site withdraws a national offer with a published: false file of the same id', () => {
    expect(
      resolve([...national, file('sites/example-motors/offers/navara.md', '---\npublished: false\n---\n')]).offers.map(
        (o) => o.id,
      ),
    ).toEqual(['service']);
  });

  it('§2.1: /offers/{manufacturer}/{id} only on a site with no single manufacturer; the other form redirects to it', () => {
    const group = tenant({ manufacturers: ['nissan', 'kia'], manufacturer: null });
    const offers = resolve(national, group).offers;
    expect(offers.map((o) => [o.path, o.otherPath])).toEqual([
      ['/offers/kia/sportage', '/offers/sportage'],
      ['/offers/nissan/navara', '/offers/navara'],
      ['/offers/service', null],
    ]);
    const single = resolve(national).offers.find((o) => o.id === 'navara')!;
    expect([single.path, single.otherPath]).toEqual(['/offers/navara', '/offers/nissan/navara']);
  });

  it('latest first: the latest start, an offer without one last', () => {
    expect(
      resolve(national, tenant({ manufacturers: ['nissan', 'kia'], manufacturer: null })).offers.map((o) => o.id),
    ).toEqual(['sportage', 'navara', 'service']);
  });

  it("an offer shows from its start day to its expiry day inclusive, by the dealer's calendar (Brisbane here)", () => {
    expect(offerTiming({ start: '2026-10-01', expiry: '2026-12-31' }, '2026-09-30')).toBe('upcoming');
    expect(offerTiming({ start: '2026-10-01', expiry: '2026-12-31' }, '2026-10-01')).toBe('current');
    expect(offerTiming({ start: '2026-10-01', expiry: '2026-12-31' }, '2026-12-31')).toBe('current');
    expect(offerTiming({ start: '2026-10-01', expiry: '2026-12-31' }, '2027-01-01')).toBe('expired');
    expect(offerTiming({ start: null, expiry: null }, '2099-01-01')).toBe('current');
    const at = (iso: string) =>
      resolve(national, tenant({ locations: [location(1, 'main', 'Main', 'sales')] }), new Date(iso));
    // 23:59 on 31 December in Brisbane is 13:59 UTC: still on; a minute later it has ended.
    expect(at('2026-12-31T13:59:00Z').offers.map((o) => o.id)).toContain('navara');
    const after = at('2026-12-31T14:00:00Z');
    expect(after.offers.map((o) => o.id)).not.toContain('navara');
    expect(after.expiredOfferPaths).toEqual(['/offers/navara', '/offers/nissan/navara']);
  });

  it("an ended offer's address redirects to the offers page, the other form to its page", () => {
    const t = tenant();
    const content = resolve(national, t, new Date('2027-01-05T00:00:00Z'));
    const site = {
      tenant: t,
      searchPages: [{ path: '/search/new-used-and-demo-cars' }],
      content,
    } as unknown as TenantBuildData;
    const redirects = siteRedirectsOf(site);
    expect(redirects).toContainEqual({ from: '/offers/navara', to: '/offers', status: 302 });
    expect(redirects).toContainEqual({ from: '/offers/nissan/navara', to: '/offers', status: 302 });
    expect(redirects).toContainEqual({ from: '/pages/local-offers', to: '/offers', status: 302 });
    expect(redirects.find((r) => r.from === '/offers')).toBeUndefined();
  });

  it("the description is Markdown, sanitised (the spec's sanitized_description), with the site's figures; its plain text is what is shortened", () => {
    const [service] = resolve([
      file(
        'sites/example-motors/offers/service.md',
        offer('category: Service offer', 'Free at **{{dealer.name}}**.\n\nBook now.'),
      ),
    ]).offers;
    expect(service!.descriptionHtml).toBe('<p>Free at <strong>Example Motors</strong>.</p>\n<p>Book now.</p>');
    expect(service!.descriptionText).toBe('Free at Example Motors. Book now.');
  });
});

describe('XSS in an offer renders inert', () => {
  const payloads =
    '<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">win</a><iframe src="https://evil.example"></iframe>';
  it('the description keeps its words and loses every script, handler, frame and javascript: link', () => {
    const [bad] = resolve([
      file(
        'sites/example-motors/offers/bad.md',
        offer('disclaimer: "<script>alert(4)</script>"', `Great deal ${payloads}`),
      ),
    ]).offers;
    expect(bad!.descriptionHtml).not.toMatch(/<(script|iframe)\b|onerror|javascript:/i);
    expect(bad!.descriptionHtml).toContain('win');
    expect(bad!.descriptionText).not.toContain('alert(1)');
    // The disclaimer is text: the page escapes it (tests/integration/build-bad-input.test.ts reads the built HTML).
    expect(bad!.disclaimer).toBe('<script>alert(4)</script>');
  });
});

describe('a bad offer file is named with its field, what was expected and what was found', () => {
  it.each([
    [
      'an expiry before its start',
      'sites/example-motors/offers/a.md',
      offer('start: 2026-10-01\nexpiry: 2026-09-01'),
      'tenants/content/sites/example-motors/offers/a.md: expiry: expected a date on or after start (2026-10-01), found "2026-09-01"',
    ],
    [
      'a misspelt field',
      'sites/example-motors/offers/a.md',
      offer('expires: 2026-09-01'),
      'tenants/content/sites/example-motors/offers/a.md: expires: expected a known option (did you mean "expiry"?), found unknown option "expires"',
    ],
    [
      'a website id that is not one',
      'sites/example-motors/offers/a.md',
      offer('excludedWebsiteIds: [bayside]'),
      'tenants/content/sites/example-motors/offers/a.md: excludedWebsiteIds[0]: expected a website id like 5012 (a tenant\'s id), found "bayside"',
    ],
    [
      'an offer in a subfolder',
      'sites/example-motors/offers/nissan/a.md',
      offer(''),
      'tenants/content/sites/example-motors/offers/nissan/a.md: file name: expected an offer file directly in offers/, like navara-finance.md, found "nissan/a"',
    ],
  ])('%s', (_name, relative, body, line) => {
    const result = resolveSiteContent(tenant(), [file(relative, body)], 'tenants/sites/example-motors.json');
    expect(result.ok ? [] : result.errors).toEqual([line]);
  });

  it('a promo tile may point only at an offer the site runs', () => {
    const t = tenant({ search: { promoTiles: [{ id: 'navara', offer: 'navarra' }] } });
    const result = resolveSiteContent(
      t,
      [file('sites/example-motors/offers/navara.md', offer(''))],
      'tenants/sites/example-motors.json',
    );
    expect(result.ok ? [] : result.errors).toEqual([
      'tenants/sites/example-motors.json: search.promoTiles[0].offer: expected the id of an offer the site runs ("navara"), found "navarra"',
    ]);
  });

  it('a promo tile without an offer still needs its title, text and link', () => {
    const parsed = parseTenant(
      { slug: 'x', name: 'X', id: 1, url: 'https://x.example', search: { promoTiles: [{ id: 'a', title: 'A' }] } },
      'tenants/sites/x.json',
    );
    expect(parsed.ok ? [] : parsed.errors).toEqual([
      'tenants/sites/x.json: search.promoTiles[0].text: expected a text (or an offer for the tile to point at), found nothing',
      'tenants/sites/x.json: search.promoTiles[0].href: expected a href (or an offer for the tile to point at), found nothing',
    ]);
  });
});
