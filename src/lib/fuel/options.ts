// The fuel cost calculator on the car page (spec/shopping.md §5 Fuel calculator, §9 Fuel defaults).
import { z } from 'zod';
import { flag, numberBetween, wholeNumberBetween } from '../options/fields.ts';
import { FUEL_DEFAULTS } from './constants.ts';

export const fuelSchema = z
  .strictObject({
    /**
     * Fuel cost calculator on car pages (never shown for electric cars).
     * @example false
     */
    enabled: flag(true),
    /**
     * Fuel price the calculator starts at, in dollars per litre.
     * @example 1.95
     */
    pricePerLitre: numberBetween(0.1, 10, 'a price per litre in dollars').default(FUEL_DEFAULTS.pricePerLitre),
    /**
     * Kilometres a week the calculator starts at.
     * @example 300
     */
    distanceKm: wholeNumberBetween(1, 10_000, 'a whole number of km').default(FUEL_DEFAULTS.distanceKm),
    /**
     * Consumption (L/100km) used when a car's own combined figure is unknown.
     * @example 12
     */
    litresPer100km: numberBetween(0.5, 100, 'litres per 100 km').default(FUEL_DEFAULTS.litresPer100km),
  })
  .prefault({});
