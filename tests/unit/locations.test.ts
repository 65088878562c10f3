// spec/site.md §2.3 Locations block filters ("primary, sales, service, parts, service-and-parts, all,
// or a location id; also filter by manufacturer, subtype and excluded location ids") and §3 ("Locations
// are ordered sales, then service, then parts"; "empty counts as sales"); the map service's links.
import { describe, expect, it } from 'vitest';
import { filterLocations } from '../../src/lib/locations/filter.ts';
import { directionsUrl, mapEmbedUrl, reviewsUrl } from '../../src/lib/locations/maps.ts';
import { locationImage } from '../../src/lib/locations/image.ts';

const location = (
  id: number,
  type: string,
  extra: Partial<{ primary: boolean; visible: boolean; manufacturers: string[]; subtypes: string[] }> = {},
) => ({
  id,
  type,
  primary: false,
  visible: true,
  manufacturers: ['Kia'],
  subtypes: [] as string[],
  ...extra,
});
const LOCATIONS = [
  location(1, 'parts'),
  location(2, 'service', { manufacturers: ['Mazda'] }),
  location(3, '', { subtypes: ['buying'] }),
  location(4, 'sales', { primary: true }),
  location(5, 'sales', { visible: false }),
  location(6, 'service'),
];
const NONE = { filter: 'all' as const, manufacturer: null, subtype: null, excludedIds: [] };
const ids = (options: Partial<Parameters<typeof filterLocations>[1]>) =>
  filterLocations(LOCATIONS, { ...NONE, ...options }).map((l) => l.id);

describe('locations block filters', () => {
  it.each([
    [
      'all (sales, then service, then parts; an empty type counts as sales; primary first; hidden ones never)',
      { filter: 'all' },
      [4, 3, 2, 6, 1],
    ],
    ['primary', { filter: 'primary' }, [4]],
    ['sales', { filter: 'sales' }, [4, 3]],
    ['service', { filter: 'service' }, [2, 6]],
    ['parts', { filter: 'parts' }, [1]],
    ['service-and-parts', { filter: 'service-and-parts' }, [2, 6, 1]],
    ['a location id', { filter: 6 }, [6]],
    ['a hidden location’s id', { filter: 5 }, []],
    ['by manufacturer (any case)', { manufacturer: 'mazda' }, [2]],
    ['by subtype', { subtype: 'buying' }, [3]],
    ['excluded location ids', { filter: 'sales', excludedIds: [3] }, [4]],
  ] as const)('%s', (_name, options, expected) => {
    expect(ids(options)).toEqual(expected);
  });
});

const PLACE = {
  name: 'Harbour Kia Parramatta',
  address: {
    street: '80 Church Street',
    city: 'Parramatta',
    state: 'NSW' as const,
    postcode: '2150',
    lat: -33.8098,
    long: 151.0036,
  },
};

describe('map service links', () => {
  it('Get Directions goes to the position, and to the place itself when its id is known', () => {
    expect(directionsUrl(PLACE)).toBe('https://www.google.com/maps/dir/?api=1&destination=-33.8098%2C151.0036');
    expect(directionsUrl({ ...PLACE, address: { ...PLACE.address, placeId: 'ChIJabc' } })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-33.8098%2C151.0036&destination_place_id=ChIJabc',
    );
  });

  it('the reviews link is the place’s own page, else its reviews by place id, else none', () => {
    expect(
      reviewsUrl({
        ...PLACE,
        address: { ...PLACE.address, placeUrl: 'https://maps.google.com/?cid=1', placeId: 'ChIJabc' },
      }),
    ).toBe('https://maps.google.com/?cid=1');
    expect(reviewsUrl({ ...PLACE, address: { ...PLACE.address, placeId: 'ChIJabc' } })).toBe(
      'https://search.google.com/local/reviews?placeid=ChIJabc',
    );
    expect(reviewsUrl(PLACE)).toBeNull();
  });

  it('embeds a map only with a mapKey: the place by id, else by name and address', () => {
    expect(mapEmbedUrl(PLACE, 15)).toBeNull();
    const byAddress = new URL(mapEmbedUrl({ ...PLACE, address: { ...PLACE.address, mapKey: 'key-1' } }, 14)!);
    expect(byAddress.origin + byAddress.pathname).toBe('https://www.google.com/maps/embed/v1/place');
    expect(Object.fromEntries(byAddress.searchParams)).toEqual({
      key: 'key-1',
      q: 'Harbour Kia Parramatta, 80 Church Street, Parramatta NSW 2150',
      center: '-33.8098,151.0036',
      zoom: '14',
    });
    const byPlace = new URL(
      mapEmbedUrl({ ...PLACE, address: { ...PLACE.address, mapKey: 'key-1', placeId: 'ChIJabc' } }, 15)!,
    );
    expect(byPlace.searchParams.get('q')).toBe('place_id:ChIJabc');
  });
});

describe('location card image (spec/site.md §9: location card 600x400) through the image CDN', () => {
  const cdn = {
    template: 'https://images.example/{width}x{height}/q{quality}/{format}/{src}',
    quality: 80,
    format: 'webp' as const,
  };

  it('asks the CDN for each width of the srcset, cropped 3:2', () => {
    expect(locationImage({ url: 'https://cdn.dealer.example/kia.jpg' }, cdn)).toEqual({
      src: 'https://images.example/600x400/q80/webp/https://cdn.dealer.example/kia.jpg',
      srcset: [300, 600, 900, 1200]
        .map((w) => `https://images.example/${w}x${(w * 2) / 3}/q80/webp/https://cdn.dealer.example/kia.jpg ${w}w`)
        .join(', '),
      width: 600,
      height: 400,
    });
  });

  it('without a CDN, offers the thumbnail beside the full-size photo', () => {
    expect(
      locationImage({ url: '/images/kia.jpg', thumbUrl: '/images/kia-thumb.jpg' }, { ...cdn, template: null }),
    ).toEqual({
      src: '/images/kia.jpg',
      srcset: '/images/kia-thumb.jpg 300w, /images/kia.jpg 600w',
      width: 600,
      height: 400,
    });
    expect(locationImage({ url: '/images/kia.svg' }, cdn)).toEqual({
      src: '/images/kia.svg',
      srcset: null,
      width: 600,
      height: 400,
    });
  });
});
