// Offers (spec/site.md §2.1, §3 Offer, §4 Offer description, §5 Offer links, §9 "Offer description
// truncation 160 characters; expand threshold 200; disclaimer threshold 200"; "offer card 375x250").
import { describe, expect, it } from 'vitest';
import { descriptionExpander, disclaimerExpander, truncateText } from '../../src/lib/offers/expander.ts';
import { offerImage } from '../../src/lib/offers/image.ts';
import { offerEnquiryLink, offerSearchLink } from '../../src/lib/offers/links.ts';
import { promoTileOfferProblems, resolvePromoTiles } from '../../src/lib/offers/promo.ts';
import type { Offer } from '../../src/lib/offers/types.ts';
import { offerJsonLd } from '../../src/lib/seo/json-ld.ts';
import type { TenantBuildData } from '../../src/lib/site/site-data.ts';
import { NO_CONTENT } from '../fixtures/site-content.ts';
import { location, tenant } from '../fixtures/offer-site.ts';

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
