// How the site's prices read in law (docs/pricing-law.md): which state's on-road costs a price
// includes or leaves out, and which states the site sells into (NSW's online dealer rules).
// Whether a price is drive-away or excludes government charges is per car (the stock record's
// price_type), with feeds.priceType as the site's default.
import { z } from 'zod';
import { AUSTRALIAN_STATES } from '../options/fields.ts';

export const pricingSchema = z
  .strictObject({
    /**
     * The state whose on-road costs (registration, CTP insurance, stamp duty) a drive-away price
     * includes, or a price excluding government charges leaves out; null: the state the car is in.
     * @example "NSW"
     */
    onRoadState: z.enum(AUSTRALIAN_STATES).nullable().default(null),
    /**
     * States the site sells into besides those of its own locations (cars delivered interstate, or
     * sold online). A site selling into NSW keeps NSW's online dealer rules: a deposit taken before
     * delivery is at most 10% of the price (see vehiclePage.reserveMinPrice).
     * @example ["NSW", "ACT"]
     */
    sellsInto: z.array(z.enum(AUSTRALIAN_STATES)).default([]),
  })
  .prefault({});

export type PricingOptions = z.output<typeof pricingSchema>;

/** The states a site sells into: its locations' own and the ones it names. */
export function salesStates(tenant: {
  pricing: PricingOptions;
  locations: readonly { address: { state: string } }[];
}): Set<string> {
  return new Set([...tenant.locations.map((l) => l.address.state.toUpperCase()), ...tenant.pricing.sellsInto]);
}
