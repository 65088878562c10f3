// Phone numbers for call buttons and finance settings.
import { z } from 'zod';
import { numberBetween, phoneNumber, text } from './expect.ts';

export const phonesSchema = z
  .strictObject({
    /**
     * One number for every call button; wins over all the others.
     * @example "+61733951200"
     */
    override: phoneNumber().optional(),
    /** Number per car type, used when there is no override. */
    byCarType: z
      .strictObject({
        /**
         * For new cars.
         * @example "+61733951210"
         */
        new: phoneNumber().optional(),
        /**
         * For used cars.
         * @example "+61733951220"
         */
        used: phoneNumber().optional(),
        /**
         * For demo cars.
         * @example "+61733951210"
         */
        demo: phoneNumber().optional(),
      })
      .prefault({}),
    /** Fallbacks when the car type has no number; after these the car's location phone is used. */
    defaults: z
      .strictObject({
        /**
         * For new and demo cars.
         * @example "+61733951200"
         */
        new: phoneNumber().optional(),
        /**
         * For used cars.
         * @example "+61733951200"
         */
        used: phoneNumber().optional(),
      })
      .prefault({}),
  })
  .prefault({});

export const financeSchema = z
  .strictObject({
    /**
     * Finance partner whose rules decide the finance panel and calculator, or null for none.
     * @example "Angle Finance"
     */
    provider: text().nullable().default(null),
    /**
     * Interest rate (% a year) the finance calculator starts at.
     * @example 8.5
     */
    defaultInterestRate: numberBetween(0.5, 30, 'a percentage').default(10),
  })
  .prefault({});
