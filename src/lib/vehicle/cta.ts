/**
 * The vehicle page's call-to-action buttons (spec/shopping.md §2 Sidebar, §4 Availability, §5,
 * §7 analytics events; spec/site.md §5 Trade-in valuation). The tenant lists which it wants, in
 * order (vehiclePage.ctaButtons); each is then shown only when it applies to this car.
 */
import { telHref } from '../format/phone.ts';
import { formatPrice } from '../format/money.ts';
import { CARD_BUTTON_LABELS, financeLink } from '../search/card.ts';
import type { CtaKind, ReservePath } from './options.ts';
import { isAvailable } from '../stock/status.ts';
import { vehicleTitle } from '../stock/display.ts';

const CTA_LABELS: Record<CtaKind | 'find-similar', string> = {
  enquire: 'Enquire Now',
  'test-drive': 'Book a Test Drive',
  'trade-in': 'Value My Trade-In',
  finance: 'Get Finance',
  reserve: 'Reserve Now',
  call: 'Call Dealer',
  whatsapp: 'WhatsApp Us',
  chat: 'Chat With Us',
  'history-report': 'Car History Report',
  location: 'View Location',
  'find-similar': CARD_BUTTON_LABELS['find-similar'],
};

export type CtaButton = {
  kind: CtaKind | 'find-similar';
  label: string;
  /** null: opens something on this page (the chat widget). Anchors (#enquire) open the page's dialogs. */
  href: string | null;
  /** History report and WhatsApp leave the site, so they open in a new tab. */
  newTab: boolean;
  /** §7 analytics event fired on click; failures never block the click. */
  analytics: { event: number; label?: string } | null;
};

/** What the button rules read of a car: a Vehicle, or a card; written loosely, as the rules cope with any status or a missing price. */
export type CtaCar = {
  id: number;
  slug: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  price: number | null;
  car_type: string;
  status: string;
  reserved: boolean;
  dealership_slug: string | null;
  file: string | null;
  location: unknown;
  city: string | null;
  tag?: string | null;
};

export type CtaContext = {
  /** features.tradeInValuation */
  tradeInValuation: boolean;
  /** features.reservation */
  reservation: boolean;
  /** vehiclePage.reserveDeposit; 0 hides the price suffix (§5). */
  reserveDeposit: number;
  /** vehiclePage.reserveMinPrice: cheaper cars cannot be reserved online. */
  reserveMinPrice?: number;
  /** vehiclePage.reservePath: the reserve page is /cars/{slug}/checkout or /cars/{slug}/buy-online (§2). */
  reservePath: ReservePath;
  /** The number the call button dials (dealerPhone(...).raw); null hides the button. */
  phone: string | null;
  /** vehiclePage.whatsappNumber; null hides the button. */
  whatsapp: string | null;
  /** features.autobot: a chat assistant is on the page. */
  chat: boolean;
  financePath?: string;
  /** vehiclePage.financeEnquiryModal: Get Finance opens the finance enquiry form on the page. */
  financeModal?: boolean;
};

/** site.md §5: in stock, not sold or reserved, valuation tool enabled, price over 200. */
function canTradeIn(car: Pick<CtaCar, 'status' | 'reserved' | 'price'>, enabled: boolean): boolean {
  return enabled && car.status === 'in_stock' && !car.reserved && (car.price ?? 0) > 200;
}

/**
 * §5 "Reserve button only if the car is reservable": available, not already reserved, feature on,
 * and priced at least vehiclePage.reserveMinPrice (so a deposit stays within NSW's 10% cap).
 */
export function isReservable(
  car: Pick<CtaCar, 'status' | 'reserved'> & { price?: number | null },
  enabled: boolean,
  minPrice = 0,
): boolean {
  return enabled && isAvailable(car) && !car.reserved && (minPrice === 0 || (car.price ?? 0) >= minPrice);
}

function applies(kind: CtaKind, car: CtaCar, ctx: CtaContext): boolean {
  switch (kind) {
    case 'trade-in':
      return canTradeIn(car, ctx.tradeInValuation);
    case 'reserve':
      return isReservable(car, ctx.reservation, ctx.reserveMinPrice);
    case 'call':
      return ctx.phone !== null && ctx.phone.trim() !== '';
    case 'whatsapp':
      return ctx.whatsapp !== null && ctx.whatsapp.trim() !== '';
    case 'chat':
      return ctx.chat;
    case 'history-report':
      return (car.file ?? '').trim() !== '';
    case 'location':
      return car.location != null || (car.city ?? '').trim() !== '';
    default:
      return true;
  }
}

function href(kind: CtaKind, car: CtaCar, ctx: CtaContext): string | null {
  const slug = encodeURIComponent(car.slug);
  switch (kind) {
    case 'enquire':
      return '#enquire';
    case 'test-drive':
      return '#test-drive';
    case 'trade-in':
      return `/cars/trade-in?car_id=${car.id}`;
    case 'finance':
      return ctx.financeModal ? '#finance-enquiry' : financeLink(car, car.dealership_slug, ctx.financePath);
    case 'reserve':
      return `/cars/${slug}/${ctx.reservePath}`;
    case 'call':
      return telHref(ctx.phone ?? '');
    case 'whatsapp':
      return whatsappHref(ctx.whatsapp ?? '', `Hi, I'm interested in the ${vehicleTitle(car)}.`);
    case 'chat':
      return null;
    case 'history-report':
      return car.file;
    case 'location':
      return '#vehicle-map';
  }
}

/** wa.me takes the international number as digits only ('+61412345678' → '61412345678'). */
function whatsappHref(number: string, text: string): string {
  const digits = number.replace(/\D/g, '').replace(/^0/, '61');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/**
 * §7 events on click: 25 call dealer labelled New Car or Used Car, 60 history report, and 9 when
 * Get Finance opens the finance enquiry form on the page. The enquiry and test-drive events (14/15,
 * 17/48) are a sent lead's, so the forms fire them on success, not the buttons on click.
 */
function analytics(kind: CtaKind, car: CtaCar, ctx: CtaContext): CtaButton['analytics'] {
  const used = car.car_type === 'used';
  switch (kind) {
    case 'finance':
      return ctx.financeModal ? { event: 9 } : null;
    case 'call':
      return { event: 25, label: used ? 'Used Car' : 'New Car' };
    case 'history-report':
      return { event: 60 };
    default:
      return null;
  }
}

function label(kind: CtaKind, ctx: CtaContext): string {
  if (kind === 'reserve' && ctx.reserveDeposit > 0)
    return `${CTA_LABELS.reserve} for ${formatPrice(ctx.reserveDeposit)}`;
  return CTA_LABELS[kind];
}

/**
 * The buttons for this car, in the tenant's order, each only where it applies. A car that is not
 * available gets 'Find Me Something Similar' instead of all of them (§4 Availability).
 */
export function ctaButtons(car: CtaCar, tenantButtons: readonly CtaKind[], ctx: CtaContext): CtaButton[] {
  if (!isAvailable(car)) {
    return [
      {
        kind: 'find-similar',
        label: CTA_LABELS['find-similar'],
        href: '#find-similar',
        newTab: false,
        analytics: null,
      },
    ];
  }
  return [...new Set(tenantButtons)]
    .filter((kind) => applies(kind, car, ctx))
    .map((kind) => ({
      kind,
      label: label(kind, ctx),
      href: href(kind, car, ctx),
      newTab: kind === 'history-report' || kind === 'whatsapp',
      analytics: analytics(kind, car, ctx),
    }));
}
