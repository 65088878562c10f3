/**
 * NSW's online dealer deposit cap: the Motor Dealers and Repairers Act 2013 (NSW), as amended by the
 * Motor Dealers and Repairers Amendment Act 2023 (dealers to comply by December 2025), lets a
 * dealer selling online take a deposit before delivery of at most 10% of the vehicle's price. A
 * site selling into NSW that takes deposits online (reservation, online purchase) must keep its
 * fixed deposit within 10% of the cheapest car it takes one on (vehiclePage.reserveMinPrice).
 */
import { formatPrice } from '../format/money.ts';
import { salesStates, type PricingOptions } from './options.ts';

const NSW_DEPOSIT_CAP_PERCENT = 10;

/** The rule, as an error names it. */
const NSW_DEPOSIT_RULE =
  "NSW's online dealer rules (Motor Dealers and Repairers Act 2013, in force December 2025) cap a deposit taken before delivery at 10% of the price";

type DepositTenant = {
  pricing: PricingOptions;
  locations: readonly { address: { state: string } }[];
  features: { reservation: boolean; onlinePurchase: boolean };
  vehiclePage: { reserveDeposit: number; reserveMinPrice: number };
};

/** The largest deposit the cap allows on a car of this price, in whole dollars. */
const nswDepositCap = (price: number) => Math.floor((price * NSW_DEPOSIT_CAP_PERCENT) / 100);

/** The deposit setting is refused when it can exceed 10% of a car's price on a site selling into NSW. */
export function checkNswDeposit(
  tenant: DepositTenant,
  ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string; input: unknown }) => void },
) {
  const { reserveDeposit, reserveMinPrice } = tenant.vehiclePage;
  const takesDeposits = tenant.features.reservation || tenant.features.onlinePurchase;
  if (!takesDeposits || !salesStates(tenant).has('NSW')) return;
  const cap = nswDepositCap(reserveMinPrice);
  if (reserveDeposit <= cap) return;
  ctx.addIssue({
    code: 'custom',
    path: ['vehiclePage', 'reserveDeposit'],
    input: reserveDeposit,
    message: `a deposit of at most ${formatPrice(cap)}, 10% of vehiclePage.reserveMinPrice (${formatPrice(reserveMinPrice)}), as the site sells into NSW: ${NSW_DEPOSIT_RULE} (or raise vehiclePage.reserveMinPrice to ${formatPrice(reserveDeposit * 10)})`,
  });
}
