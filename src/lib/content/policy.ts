/**
 * The facts content pages quote, from the tenant's options: {{name}} variables (text) and the
 * conditions `:::when{has="name"}` blocks test (spec/site.md §9 Reservation and policy copy). The
 * names are the editors' vocabulary, documented in docs/content.md; a page naming one that is not here
 * is refused by the content check.
 */
import type { Tenant } from '../tenant/schema.ts';
import { formatPhone } from '../format/phone.ts';
import { formatCount, formatPrice } from '../format/money.ts';

type PolicyTenant = Pick<
  Tenant,
  'name' | 'phone' | 'content' | 'vehiclePage' | 'features' | 'locations' | 'analytics' | 'search'
>;

const list = new Intl.ListFormat('en-AU', { style: 'long', type: 'conjunction' });
/** "$912.25", "$395": cents only where there are some. */
function formatFee(amount: number): string {
  return formatPrice(amount, 'where-any');
}

function yearsText(years: number): string {
  return `${years} year${years === 1 ? '' : 's'}`;
}

/** "Kia: 7-year, unlimited-kilometre warranty with 5 years of roadside assist", each make's, joined by ";". */
function newCarWarrantiesText(newCars: Tenant['content']['policies']['warranty']['newCars']): string {
  return Object.entries(newCars)
    .map(([make, w]) => {
      const km = w.km === null ? 'unlimited-kilometre' : `${formatCount(w.km)} km`;
      const roadside =
        w.roadsideYears === null
          ? ''
          : ` with ${w.roadsideUpTo ? 'up to ' : ''}${yearsText(w.roadsideYears)} of roadside assist`;
      return `${make}: ${w.years}-year, ${km} warranty${roadside}`;
    })
    .join('; ');
}

/** Every {{variable}} a content page may use, as the text it stands for. */
export function policyVariables(tenant: PolicyTenant): Record<string, string> {
  const { returns, warranty, privacy, acceptedCards, fees } = tenant.content.policies;
  const phone =
    tenant.phone ??
    tenant.locations.find((l) => l.primary)?.contact.phone ??
    tenant.locations[0]?.contact.phone ??
    null;
  return {
    'dealer.name': tenant.name,
    // The site's search page (its stock): /search redirects there, so content links it directly.
    'search.path': tenant.search.defaultPath,
    'dealer.phone': phone ? formatPhone(phone) : 'our team',
    'returns.days': String(returns.days),
    'returns.maxKm': formatCount(returns.maxKm),
    'returns.minFuel': returns.minFuel,
    'warranty.standardYears': String(warranty.standardYears),
    'warranty.mechanicalProtectionYears': String(warranty.mechanicalProtectionYears ?? ''),
    'warranty.newCars': newCarWarrantiesText(warranty.newCars),
    'privacy.complaintAcknowledgeDays': String(privacy.complaintAcknowledgeDays),
    'privacy.complaintResolveDays': `${privacy.complaintResolveMinDays} to ${privacy.complaintResolveMaxDays}`,
    'privacy.accessAcknowledgeDays': String(privacy.accessAcknowledgeDays),
    'privacy.accessDays': String(privacy.accessDays),
    acceptedCards: list.format(acceptedCards),
    'fees.establishment': formatFee(fees.establishment),
    'fees.securityRegistration': formatFee(fees.securityRegistration),
    'fees.monthlyAccountAdmin': formatFee(fees.monthlyAccountAdmin),
    'fees.agency': formatFee(fees.agency),
    'reservation.deposit': formatPrice(tenant.vehiclePage.reserveDeposit),
    'reservation.holdHours': String(tenant.vehiclePage.reserveHoldHours),
  };
}

/** Every condition a `:::when{has="…"}` block may test. */
export function policyConditions(tenant: PolicyTenant): Record<string, boolean> {
  const { returns, warranty, fees } = tenant.content.policies;
  return {
    returns: returns.offered,
    mechanicalProtection: warranty.mechanicalProtectionYears !== null,
    newCarWarranty: Object.keys(warranty.newCars).length > 0,
    fees: fees.listed,
    reservation: tenant.features.reservation,
    reservationDeposit: tenant.features.reservation && tenant.vehiclePage.reserveDeposit > 0,
    onlinePurchase: tenant.features.onlinePurchase,
    tradeIn: tenant.features.tradeInValuation,
    /** The dealer has a tag (analytics.tag), loaded only with the shopper's consent. */
    analyticsTag: tenant.analytics.tag !== null,
  };
}
