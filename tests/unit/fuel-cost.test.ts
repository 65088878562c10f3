// spec/shopping.md §5 Fuel calculator: "Hidden for electric fuel. Weekly cost = distance / 100 x
// consumption x fuel price. Defaults when unknown: fuel price 1.70 per litre, distance '250 kms',
// consumption 10 L/100km." §9: "Fuel defaults: 1.70, 250 kms, 10 L/100km."
import { describe, expect, it } from 'vitest';
import { formatFuelCost, fuelInputsFor, showFuelCalculator, weeklyFuelCost } from '../../src/lib/fuel/cost.ts';
import { FUEL_DEFAULTS } from '../../src/lib/fuel/constants.ts';
import { parseTenant } from '../../src/lib/tenant/parse.ts';
import { emptyVehicle, type Vehicle } from '../../src/lib/stock/vehicle.ts';

const car = (fields: Partial<Vehicle>): Vehicle => ({ ...emptyVehicle(), ...fields });
const withConsumption = (l100: number | null) =>
  car({ variant: { ...({} as NonNullable<Vehicle['variant']>), fuelconsumptioncombined: l100 } });

describe('defaults', () => {
  it('"fuel price 1.70 per litre, distance \'250 kms\', consumption 10 L/100km"', () => {
    expect(FUEL_DEFAULTS).toEqual({ pricePerLitre: 1.7, distanceKm: 250, litresPer100km: 10 });
  });
});

describe('weeklyFuelCost = distance / 100 x consumption x fuel price', () => {
  it.each([
    ['the spec defaults: 250 / 100 x 10 x 1.70', 250, 10, 1.7, 42.5, '$42.50'],
    ['a frugal hatch', 250, 5.4, 1.7, 22.95, '$22.95'],
    ['a diesel ute at 2.05', 400, 8.4, 2.05, 68.88, '$68.88'],
    ['rounded to the cent', 123, 7.7, 1.799, 17.04, '$17.04'],
    ['no driving', 0, 10, 1.7, 0, '$0.00'],
    ['a negative input counts as 0', -250, 10, 1.7, 0, '$0.00'],
    ['a blank (NaN) input counts as 0', Number.NaN, 10, 1.7, 0, '$0.00'],
  ])('%s', (_name, distanceKm, litresPer100km, pricePerLitre, cost, text) => {
    const dollars = weeklyFuelCost({ distanceKm, litresPer100km, pricePerLitre });
    expect(dollars).toBe(cost);
    expect(formatFuelCost(dollars)).toBe(text);
  });
});

describe('showFuelCalculator ("Hidden for electric fuel")', () => {
  it.each([
    [{ simple_fuel: 'electric', fuel: 'Electric' }, true],
    [{ simple_fuel: null, fuel: 'Electric' }, true],
    [{ simple_fuel: 'Electric ', fuel: null }, true],
    [{ simple_fuel: null, fuel: 'Battery Electric' }, true],
    [{ simple_fuel: 'EV', fuel: null }, true],
    [{ simple_fuel: 'hybrid', fuel: 'Hybrid' }, false],
    [{ simple_fuel: 'plug-in hybrid', fuel: 'Plug-in Hybrid' }, false],
    [{ simple_fuel: null, fuel: 'Plug-in Hybrid Electric Vehicle' }, false],
    [{ simple_fuel: null, fuel: 'Petrol/Electric' }, false],
    [{ simple_fuel: 'petrol', fuel: 'Petrol' }, false],
    [{ simple_fuel: 'diesel', fuel: 'Diesel' }, false],
    [{ simple_fuel: null, fuel: null }, false],
  ])('%j is electric: %s', (fields, electric) => {
    expect(showFuelCalculator(car(fields), { enabled: true })).toBe(!electric);
  });

  it.each([
    ['a petrol car on a site with it on', car({ simple_fuel: 'petrol' }), true, true],
    ['an electric car', car({ simple_fuel: 'electric' }), true, false],
    ['a caravan (towed, no consumption of its own)', car({ item_type: 'caravan' }), true, false],
    ['a site with the calculator off', car({ simple_fuel: 'petrol' }), false, false],
  ])('showFuelCalculator: %s', (_name, vehicle, enabled, expected) => {
    expect(showFuelCalculator(vehicle, { enabled })).toBe(expected);
  });
});

describe('fuelInputsFor ("Defaults when unknown")', () => {
  it.each([
    ["the car's combined consumption when known", withConsumption(6.8), 6.8],
    ['10 L/100km when the variant has none', withConsumption(null), 10],
    ['10 L/100km when there is no variant', car({}), 10],
    ['10 L/100km for a nonsense 0', withConsumption(0), 10],
  ])('%s', (_name, vehicle, litresPer100km) => {
    expect(fuelInputsFor(vehicle)).toEqual({ distanceKm: 250, pricePerLitre: 1.7, litresPer100km });
  });

  it("takes the tenant's defaults", () => {
    const tenantFuel = { enabled: true, pricePerLitre: 1.95, distanceKm: 300, litresPer100km: 12 };
    expect(fuelInputsFor(car({}), tenantFuel)).toEqual({ distanceKm: 300, pricePerLitre: 1.95, litresPer100km: 12 });
  });
});

describe('tenant.fuel options', () => {
  const SITE = { slug: 'minimal-motors', name: 'Minimal Motors', id: 1, url: 'https://minimal.example' };

  it('default to on and to the spec figures', () => {
    const result = parseTenant(SITE, 'tenants/sites/minimal-motors.json');
    if (!result.ok) throw new Error(result.errors.join('\n'));
    expect(result.tenant.fuel).toEqual({ enabled: true, pricePerLitre: 1.7, distanceKm: 250, litresPer100km: 10 });
    expect(fuelInputsFor(car({}), result.tenant.fuel)).toEqual({
      distanceKm: 250,
      pricePerLitre: 1.7,
      litresPer100km: 10,
    });
  });
});
