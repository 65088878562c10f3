// Phone numbers for call buttons. (Finance settings live in finance.ts.)
import { z } from 'zod';
import { phoneNumber } from '../options/fields.ts';

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
