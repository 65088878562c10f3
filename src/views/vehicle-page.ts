/**
 * Everything a vehicle page shows, decided at build time from the tenant's config and the car:
 * the page itself stays a thin template over this model. The printable page (print/[slug].astro)
 * takes only vehicleSummaryModel, the part of it that it shows.
 *
 * What the page shows of the rest of the site (its similar cars, breadcrumbs to search pages,
 * links to site pages) is vehicleSiteLinks, worked out where the whole site is at hand
 * (static-paths.ts); the page itself is handed only that, its car and the site's config, so a stock
 * change re-renders exactly the car pages whose links it changes (see src/lib/build/plan.ts).
 */
import type { Vehicle } from '../lib/stock/vehicle.ts';
import type { SiteContext, TenantBuildData } from '../lib/site/site-data.ts';
import type { Tenant } from '../lib/tenant/schema.ts';
import { vehicleTitle } from '../lib/stock/display.ts';
import { keyInformation } from '../lib/stock/specs.ts';
import { vehicleBreadcrumbs } from '../lib/vehicle/breadcrumbs.ts';
import {
  cdnImageUrl,
  GALLERY_SIZES,
  GALLERY_WIDTHS,
  gallerySlides,
  showThumbnails,
  type GallerySlide,
} from '../lib/vehicle/images.ts';
import { availabilityTexts } from '../lib/vehicle/availability.ts';
import { ctaButtons, isReservable } from '../lib/vehicle/cta.ts';
import { dealerPhone } from '../lib/vehicle/phone.ts';
import { dealerComments } from '../lib/vehicle/comments.ts';
import { regoExpiryText } from '../lib/vehicle/rego.ts';
import { marketPriceBadge } from '../lib/vehicle/gauge.ts';
import { allSpecifications, features, redbookVariant } from '../lib/vehicle/specs.ts';
import { carSummary } from '../lib/vehicle/summary.ts';
import { pickSimilar } from '../lib/vehicle/similar.ts';
import { similarPool } from './similar-pool.ts';
import { siteLinkTarget } from '../lib/site/redirects.ts';
import { sitePagesBuilt } from '../lib/site/pages.ts';
import {
  certifiedProgramLines,
  featureBannerLinks,
  reserveOnlineText,
  vehicleSections,
} from '../lib/vehicle/sections.ts';
import { vehicleShareUrl } from '../lib/vehicle/share.ts';
import { priceDisplay } from '../lib/pricing/display.ts';
import { priceLabel, priceLabelOptions } from '../lib/pricing/label.ts';
import { isNewArrival } from '../lib/search/card.ts';
import { siteValueLabels } from './search-island.ts';

/** spec/shopping.md §2: the car page's disclaimer links the terms and conditions. */
const TERMS_PATH = '/terms-and-conditions';

/** Shown in place of the price wherever a car that is not available is priced (spec/shopping.md §4 Availability). */
const SOLD_PRICE_TEXT = 'SOLD';

export type VehiclePageModel = ReturnType<typeof vehiclePageModel>;

/**
 * What any rendering of one car shows, the printable page included: its title, price text, phone,
 * photos and specifications. Kept apart from the rest of the page model (similar cars, buttons,
 * breadcrumbs, sections…) so the print pages, one per car, work out no more than they show.
 */
export function vehicleSummaryModel(site: Pick<SiteContext, 'tenant'>, car: Vehicle) {
  const { tenant } = site;
  const availability = availabilityTexts(car);
  const variant = redbookVariant(car, tenant.features.redbook);
  const city = tenant.overrideCity ?? car.city;
  const labels = siteValueLabels(tenant);
  const price = priceDisplay(car, tenant.texts.noPrice);
  const priced = !availability && (price.kind === 'car-price' || price.kind === 'reduced');
  return {
    title: vehicleTitle(car),
    path: `/cars/${car.slug}`,
    /** null for an available car; else the SOLD message. */
    availability,
    /** The page's price text: 'SOLD' for a car that is not available, else its price as displayed. */
    priceText: availability ? SOLD_PRICE_TEXT : price.text,
    /** What a shown car price includes (drive away, excl. govt charges, for which state); null with no price. */
    priceLabel: priced ? priceLabel(car, priceLabelOptions(tenant)) : null,
    /** Where the car is: the tenant's overrideCity (stock in a holding yard), else the car's own city. */
    city,
    phone: dealerPhone(tenant.phones, car),
    slides: gallerySlides(car).map((slide) => withCdn(slide, tenant.vehiclePage.images)),
    keyInformation: keyInformation(car, labels),
    features: features(car),
    specifications: allSpecifications({ ...car, variant }, labels),
    /** Who the factory specifications come from (features.redbook), credited under them; null without any. */
    specificationsSource: variant ? 'Redbook' : null,
    summary: carSummary(car, { usedLabel: tenant.texts.usedLabel, city }),
  };
}

/** The car page's links to the rest of the site, from the whole site's stock and pages. */
export function vehicleSiteLinks(site: TenantBuildData, car: Vehicle) {
  const { tenant } = site;
  const page = tenant.vehiclePage;
  return {
    crumbs: vehicleBreadcrumbs(car, {
      defaultPath: tenant.search.defaultPath,
      searchCrumbPath: page.searchCrumbPath,
      usedLabel: tenant.texts.usedLabel,
      routing: site.routing,
    }),
    similar: pickSimilar(car, similarPool(site, car)),
    featureBanner: bannerLinks(site),
    /** The disclaimer's link to the terms and conditions, where the site has that page. */
    termsHref: sitePagesBuilt(site).has(TERMS_PATH) ? TERMS_PATH : null,
  };
}

export type VehicleSiteLinks = ReturnType<typeof vehicleSiteLinks>;

/** The vehicle page's model: the summary, plus what only the full page shows. */
export function vehiclePageModel(site: SiteContext, car: Vehicle, links: VehicleSiteLinks) {
  const { tenant } = site;
  const page = tenant.vehiclePage;
  const now = new Date(site.builtAt);
  const summary = vehicleSummaryModel(site, car);
  const { phone } = summary;
  const reservable = isReservable(car, tenant.features.reservation, page.reserveMinPrice);
  return {
    ...summary,
    crumbs: links.crumbs,
    showThumbnails: showThumbnails(car.images.length),
    buttons: ctaButtons(car, page.ctaButtons, {
      tradeInValuation: tenant.features.tradeInValuation,
      reservation: tenant.features.reservation,
      reserveDeposit: page.reserveDeposit,
      reserveMinPrice: page.reserveMinPrice,
      reservePath: page.reservePath,
      phone: phone?.raw ?? null,
      whatsapp: page.whatsappNumber,
      chat: tenant.features.autobot,
      financeModal: page.financeEnquiryModal,
      financePath: tenant.links.finance,
    }),
    /** texts.newArrival above the title of an available car added in the last 8 days, else null. */
    newArrival: !summary.availability && isNewArrival(car.created_at, now) ? tenant.texts.newArrival : null,
    marketBadge: marketPriceBadge(car),
    rego: regoExpiryText(car.rego_expiry, now),
    comments: dealerComments(car.dealercomments),
    reserveText: reserveOnlineText(page.reserveDeposit, page.reserveHoldHours, car),
    sections: vehicleSections(page.sections, page.sectionHeadings, {
      reservable,
      featureCount: summary.features.length,
      keyInformationCount: summary.keyInformation.length,
      specificationGroupCount: summary.specifications.length,
      whatsIncluded: page.whatsIncluded,
      whyBuy: page.whyBuy,
      protectYourCar: page.protectYourCar,
      certifiedPreOwned: certifiedProgramLines(car, page.certifiedPreOwned),
      summaryCount: summary.summary.length,
    }),
    similar: links.similar,
    locationBar: locationBar(tenant, car),
    shareUrl: vehicleShareUrl(tenant.url, car.slug),
    featureBanner: links.featureBanner,
  };
}

/** 'Located at {city}' shows for a car at a location other than the dealer's primary one (spec §2). */
function locationBar(tenant: Tenant, car: Vehicle) {
  const primary = tenant.locations.find((l) => l.primary);
  if (!primary || car.location_id === null || car.location_id === primary.id) return null;
  const city = tenant.overrideCity ?? car.location?.address?.city ?? car.city;
  return city ? { city, placeUrl: car.location?.address?.place_url ?? null } : null;
}

function withCdn(slide: GallerySlide, images: Tenant['vehiclePage']['images']): GallerySlide {
  if (slide.kind !== 'image') return slide;
  const cdn = { template: images.cdnTemplate };
  const options = { quality: images.quality, format: images.format };
  const at = (width: number) =>
    cdnImageUrl(slide.src, { ...options, width, height: Math.round((width * images.height) / images.width) }, cdn);
  const src = at(images.width);
  return {
    ...slide,
    src,
    ...(src === slide.src
      ? {}
      : { srcset: GALLERY_WIDTHS.map((width) => `${at(width)} ${width}w`).join(', '), sizes: GALLERY_SIZES }),
    thumb: cdnImageUrl(slide.thumb, { ...options, width: 192, height: 128 }, cdn),
  };
}

/**
 * The feature banner's links to pages the site has; a link to a path the site redirects goes
 * straight to where it leads (/service with links.serviceBooking to the dealer's booking page;
 * /offers on a site without offers to its special-offers search).
 */
function bannerLinks(site: TenantBuildData) {
  return featureBannerLinks(site.tenant.vehiclePage.featureBanner, (href) => siteLinkTarget(site, href));
}
