// Offers (spec/site.md §2.1, §3 Offer, §4 Offer description, §5 Offer links, §9 "Offer description
// truncation 160 characters; expand threshold 200; disclaimer threshold 200"; "offer card 375x250").
import { describe, expect, it } from 'vitest';
import { CONTENT_FILE_TYPES } from '../../src/lib/content/frontmatter.ts';
import { parseContentPath } from '../../src/lib/content/layers.ts';
import { resolveSiteContent } from '../../src/lib/content/site-content.ts';
import { parseContentSource } from '../../src/lib/content/source.ts';
import type { ContentFile } from '../../src/lib/content/types.ts';
import { descriptionExpander, disclaimerExpander, truncateText } from '../../src/lib/offers/expander.ts';
import { offerImage } from '../../src/lib/offers/image.ts';
import { offerEnquiryLink, offerSearchLink } from '../../src/lib/offers/links.ts';
import { offerTiming } from '../../src/lib/offers/offer.ts';
import { promoTileOfferProblems, resolvePromoTiles } from '../../src/lib/offers/promo.ts';
import type { Offer } from '../../src/lib/offers/types.ts';
import { offerJsonLd } from '../../src/lib/seo/json-ld.ts';
import { siteRedirectsOf } from '../../src/lib/site/redirects.ts';
import type { TenantBuildData } from '../../src/lib/site/site-data.ts';
import { parseTenant } from '../../src/lib/tenant/parse.ts';
import { NO_CONTENT } from '../fixtures/site-content.ts';

const text = (length: number) =>
  'word '
    .repeat(Math.ceil(length / 5))
    .slice(0, length - 1)
    .concat('.');

describe('§4, §9: the description is shortened at 160 characters and starts expanded when at most 200', () => {
  it.each([
    [120, false, true],
    [160, false, true],
    [161, true, true],
    [200, true, true],
    [201, true, false],
    [600, true, false],
  ])('%i characters: a toggle %s, starting expanded %s', (length, toggles, startsOpen) => {
    const expander = descriptionExpander(text(length));
    expect(Array.from(text(length))).toHaveLength(length);
    expect(expander.short !== null).toBe(toggles);
    expect(expander.startsOpen).toBe(startsOpen);
    expect([expander.more, expander.less]).toEqual(['View more', 'View less']);
    if (expander.short) {
      expect(Array.from(expander.short.replace(/…$/, '')).length).toBeLessThanOrEqual(160);
      expect(expander.short.endsWith('…')).toBe(true);
    }
  });
});

describe('§4, §9: the disclaimer works the same way at 200', () => {
  it.each([
    [200, false, true],
    [201, true, false],
    [900, true, false],
  ])('%i characters: a toggle %s, starting expanded %s', (length, toggles, startsOpen) => {
    const expander = disclaimerExpander(text(length));
    expect(expander.short !== null).toBe(toggles);
    expect(expander.startsOpen).toBe(startsOpen);
    expect([expander.more, expander.less]).toEqual(['View full disclaimer', 'View less disclaimer']);
    if (expander.short) expect(Array.from(expander.short.replace(/…$/, '')).length).toBeLessThanOrEqual(200);
  });

  it('cuts on a whole word where one ends near the limit, and counts characters as a reader does', () => {
    expect(truncateText('The Navara SL dual cab is ready for work', 20)).toBe('The Navara SL dual…');
    expect(truncateText('Supercalifragilisticexpialidocious', 10)).toBe('Supercalif…');
    expect(truncateText('🚗'.repeat(12), 10)).toBe(`${'🚗'.repeat(10)}…`);
    expect(truncateText('Short.', 160)).toBe('Short.');
  });
});

describe("§5: the name-based contact link drops a trailing ' - Sales', ' - Service' or ' - Parts'", () => {
  it.each([
    ['Bayside Nissan - Sales', 'Bayside Nissan'],
    ['Bayside Nissan - Service', 'Bayside Nissan'],
    ['Harbour Mazda Essendon - Parts', 'Harbour Mazda Essendon'],
    ['Bayside Nissan', 'Bayside Nissan'],
    ['Sales - Service Centre', 'Sales - Service Centre'],
    ['Bayside Nissan - Sales - Service', 'Bayside Nissan - Sales'],
    ['Bayside Nissan Sales', 'Bayside Nissan Sales'],
  ])('%s → %s', (name, expected) => {
    const only = { ...location(1, 'only', name, 'sales'), visible: true, primary: true };
    expect(offerEnquiryLink(sample, { name: 'The Site', locations: [only] }).dealer).toBe(expected);
  });
});

const address = {
  street: '1 Main Street',
  city: 'Brisbane',
  state: 'QLD',
  postcode: '4000',
  lat: -27.47,
  long: 153.02,
};
const location = (id: number, slug: string, name: string, type: string, manufacturers: string[] = []) => ({
  id,
  slug,
  name,
  type,
  manufacturers,
  dealershipId: 1,
  address,
  contact: { phone: '+61733951200' },
});

function tenant(options: Record<string, unknown> = {}) {
  const parsed = parseTenant(
    {
      slug: 'example-motors',
      name: 'Example Motors',
      id: 7001,
      url: 'https://example-motors.example',
      manufacturers: ['nissan'],
      manufacturer: 'Nissan', // as the resolver derives it from the one manufacturer file
      ...options,
    },
    'tenants/sites/example-motors.json',
  );
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.tenant;
}

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

const sample: Offer = {
  id: 'navara',
  path: '/offers/navara',
  otherPath: '/offers/nissan/navara',
  name: 'Navara SL from $52,990',
  category: 'Drive-away offer',
  image: '/images/offers/navara.jpg',
  imageAlt: '',
  manufacturer: { name: 'Nissan', slug: 'nissan' },
  model: { name: 'Navara', slug: 'navara', overrideUrl: null },
  start: '2026-10-01',
  expiry: '2027-06-30',
  descriptionHtml: '<p>Deal.</p>',
  descriptionText: 'Deal.',
  disclaimer: null,
};

describe('offer links and pictures', () => {
  it("Enquire opens the contact form at the location that sells the offer's make, named for the dealership", () => {
    const locations = [
      location(1, 'kia', 'Harbour Kia - Sales', 'sales', ['Kia']),
      location(2, 'nissan', 'Harbour Nissan - Sales', 'sales', ['Nissan']),
      location(3, 'nissan-service', 'Harbour Nissan - Service', 'service', ['Nissan']),
    ].map((l) => ({ ...l, visible: true, primary: l.id === 1 }));
    expect(offerEnquiryLink(sample, { name: 'Harbour', locations })).toEqual({
      href: '/contact-us/nissan?offer=navara',
      dealer: 'Harbour Nissan',
    });
    expect(offerEnquiryLink({ ...sample, manufacturer: null }, { name: 'Harbour', locations })).toEqual({
      href: '/contact-us/kia?offer=navara',
      dealer: 'Harbour Kia',
    });
    expect(offerEnquiryLink(sample, { name: 'Harbour', locations: [] })).toEqual({
      href: '/contact-us?offer=navara',
      dealer: 'Harbour',
    });
  });

  it("'Search this model' goes to /search/{make}/{model} where that stock exists, else to the model's own page, else nowhere", () => {
    const site = (searchPaths: string[]) =>
      ({
        tenant: tenant(),
        searchPages: searchPaths.map((path) => ({ path })),
        content: NO_CONTENT,
      }) as unknown as TenantBuildData;
    const withNavara = site(['/search/nissan/navara']);
    expect(offerSearchLink(withNavara, sample)).toBe('/search/nissan/navara');
    expect(
      offerSearchLink(site([]), {
        ...sample,
        model: { ...sample.model!, overrideUrl: 'https://www.nissan.com.au/navara' },
      }),
    ).toBe('https://www.nissan.com.au/navara');
    expect(offerSearchLink(site([]), sample)).toBeNull();
    expect(offerSearchLink(withNavara, { ...sample, model: null })).toBeNull();
  });

  it('§9: the card picture is 375x250 through the image CDN, with a srcset; vector art is served as it is', () => {
    const cdn = {
      template: 'https://img.example/{width}x{height}/q{quality}.{format}/{src}',
      quality: 75,
      format: 'webp' as const,
    };
    expect(offerImage('https://dealer.example/navara.jpg', cdn)).toEqual({
      src: 'https://img.example/375x250/q75.webp/https://dealer.example/navara.jpg',
      srcset: ['375x250', '750x500', '1125x750']
        .map(
          (size, i) => `https://img.example/${size}/q75.webp/https://dealer.example/navara.jpg ${[375, 750, 1125][i]}w`,
        )
        .join(', '),
      width: 375,
      height: 250,
    });
    expect(offerImage('/images/offers/navara.svg', cdn)).toEqual({
      src: '/images/offers/navara.svg',
      srcset: null,
      width: 375,
      height: 250,
    });
  });

  it('schema.org Offer with validThrough', () => {
    expect(
      offerJsonLd({
        url: 'https://x.example/offers/navara',
        name: sample.name,
        description: 'Deal.',
        image: null,
        category: sample.category,
        validFrom: sample.start,
        validThrough: sample.expiry,
        item: { make: 'Nissan', model: 'Navara' },
        seller: { name: 'X', url: 'https://x.example' },
      }),
    ).toMatchObject({
      '@type': 'Offer',
      validFrom: '2026-10-01',
      validThrough: '2027-06-30',
      itemOffered: { '@type': 'Car', name: 'Nissan Navara', model: 'Navara' },
      offeredBy: { '@type': 'AutoDealer', name: 'X' },
    });
  });
});

describe('promo tiles may point at an offer', () => {
  const tile = { id: 'navara-tile', offer: 'navara', display: true, strictDisplay: false } as const;
  it('the tile links to the offer and takes its name, category and picture, within its dates', () => {
    expect(resolvePromoTiles([{ ...tile, expiry: '2027-12-31' }], [sample])).toEqual([
      {
        id: 'navara-tile',
        display: true,
        strictDisplay: false,
        title: sample.name,
        text: 'Drive-away offer',
        href: '/offers/navara',
        imageUrl: sample.image,
        start: '2026-10-01',
        expiry: '2027-06-30',
      },
    ]);
    expect(resolvePromoTiles([{ ...tile, title: 'Navara deal', start: '2026-11-01' }], [sample])[0]).toMatchObject({
      title: 'Navara deal',
      start: '2026-11-01',
    });
  });

  it('a tile whose offer the site does not run today is left out; a plain tile stays', () => {
    const plain = {
      id: 'finance',
      title: 'Finance',
      text: 'From 6.29%',
      href: '/finance',
      display: true,
      strictDisplay: false,
    };
    expect(resolvePromoTiles([tile, plain], []).map((t) => t.id)).toEqual(['finance']);
    expect(promoTileOfferProblems([tile], [], 'tenants/sites/x.json')).toEqual([
      'tenants/sites/x.json: search.promoTiles[0].offer: expected the id of an offer the site runs (it runs none), found "navara"',
    ]);
  });
});
