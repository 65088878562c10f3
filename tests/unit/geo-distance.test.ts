// spec/site.md §9: "Distance calculation uses Earth radius 6371 km." Checked against published
// great-circle distances between Australian capitals, to within 1%.
import { describe, expect, it } from 'vitest';
import { nearestLocation, type LatLong } from '../../src/lib/geo/distance.ts';

/** The great-circle distance nearestLocation measures, from a to a location at b. */
const haversineKm = (a: LatLong, b: LatLong) => nearestLocation(a, [{ address: b }])!.km;

const BRISBANE = { lat: -27.4698, long: 153.0251 };
const SYDNEY = { lat: -33.8688, long: 151.2093 };
const MELBOURNE = { lat: -37.8136, long: 144.9631 };
const ADELAIDE = { lat: -34.9285, long: 138.6007 };
const PERTH = { lat: -31.9523, long: 115.8613 };
const HOBART = { lat: -42.8821, long: 147.3272 };

describe('the distance to a location (haversine)', () => {
  it('uses "Earth radius 6371 km"', () => {
    // A quarter of a meridian is πR/2.
    expect(haversineKm({ lat: 0, long: 0 }, { lat: 90, long: 0 })).toBeCloseTo((Math.PI * 6371) / 2, 6);
  });

  it.each([
    ['Brisbane', BRISBANE, 'Sydney', SYDNEY, 730],
    ['Sydney', SYDNEY, 'Melbourne', MELBOURNE, 714],
    ['Adelaide', ADELAIDE, 'Perth', PERTH, 2131],
    ['Melbourne', MELBOURNE, 'Hobart', HOBART, 597],
  ])('%s–%s ≈ %d km within 1%', (_a, a, _b, b, km) => {
    expect(Math.abs(haversineKm(a, b) - km) / km).toBeLessThan(0.01);
  });

  it('is symmetric and zero for one point', () => {
    expect(haversineKm(SYDNEY, BRISBANE)).toBeCloseTo(haversineKm(BRISBANE, SYDNEY), 9);
    expect(haversineKm(PERTH, PERTH)).toBe(0);
  });

  it('stays a number for antipodal points', () => {
    expect(haversineKm({ lat: 0, long: 0 }, { lat: 0, long: 180 })).toBeCloseTo(Math.PI * 6371, 6);
  });
});

describe('nearestLocation', () => {
  const yard = (slug: string, address: { lat: number; long: number }) => ({ slug, address });
  const yards = [yard('sydney', SYDNEY), yard('brisbane', BRISBANE), yard('melbourne', MELBOURNE)];

  it.each([
    ['Gold Coast → Brisbane', { lat: -28.0167, long: 153.4 }, 'brisbane', 72],
    ['Geelong → Melbourne', { lat: -38.1499, long: 144.3617 }, 'melbourne', 64],
    ['Newcastle → Sydney', { lat: -32.9283, long: 151.7817 }, 'sydney', 117],
  ])('%s', (_name, point, slug, km) => {
    const nearest = nearestLocation(point, yards)!;
    expect(nearest.location.slug).toBe(slug);
    expect(Math.abs(nearest.km - km) / km).toBeLessThan(0.02);
  });

  it('is null with no locations', () => {
    expect(nearestLocation(SYDNEY, [])).toBeNull();
  });

  it('gives a tie to the earlier location (the tenant order)', () => {
    expect(nearestLocation(SYDNEY, [yard('first', SYDNEY), yard('second', SYDNEY)])!.location.slug).toBe('first');
  });
});
