/**
 * Everything a vehicle page shows, decided at build time from the tenant's config and the car:
 * the page itself stays a thin template over this model.
 */
import type { Vehicle } from '../lib/stock/vehicle.ts';
import type { TenantBuildData } from './build-data.ts';
import type { Tenant } from '../lib/tenant/schema.ts';
import { vehicleTitle } from '../lib/stock/display.ts';
import { keyInformation } from '../lib/stock/specs.ts';
import { vehicleBreadcrumbs } from '../lib/vehicle/breadcrumbs.ts';
import { cdnImageUrl, gallerySlides, showThumbnails, type GallerySlide } from '../lib/vehicle/images.ts';
import { availabilityTexts } from '../lib/vehicle/availability.ts';
import { ctaButtons, isReservable } from '../lib/vehicle/cta.ts';
import { dealerPhone } from '../lib/vehicle/phone.ts';
import { dealerComments } from '../lib/vehicle/comments.ts';
import { regoExpiryText } from '../lib/vehicle/rego.ts';
import { marketPriceBadge } from '../lib/vehicle/gauge.ts';
import { allSpecifications, features } from '../lib/vehicle/specs.ts';
import { pickSimilar } from '../lib/vehicle/similar.ts';
import { similarPool } from './similar-pool.ts';
import { sitePagesBuilt } from './site-paths.ts';
import { featureBannerLinks, reserveOnlineText, vehicleSections } from '../lib/vehicle/sections.ts';
import { vehicleShareUrl } from '../lib/vehicle/share.ts';
import { priceDisplay } from '../lib/pricing/display.ts';

export type VehiclePageModel = ReturnType<typeof vehiclePageModel>;

export function vehiclePageModel(site: TenantBuildData, car: Vehicle) {
  const { tenant } = site;
  const page = tenant.vehiclePage;
  const now = new Date(site.builtAt);
  const phone = dealerPhone(tenant.phones, car);
  const info = keyInformation(car, tenant.texts.usedLabel);
  const featureList = features(car);
  const specs = allSpecifications(car);
  const reservable = isReservable(car, tenant.features.reservation);
  return {
    title: vehicleTitle(car),
    path: `/cars/${car.slug}`,
    crumbs: vehicleBreadcrumbs(car, {
      defaultPath: tenant.search.defaultPath,
      searchCrumbPath: page.searchCrumbPath,
      usedLabel: tenant.texts.usedLabel,
      routing: site.routing,
      landingPaths: site.searchPages.map((p) => p.path),
    }),
    slides: gallerySlides(car).map((slide) => withCdn(slide, page.images)),
    showThumbnails: showThumbnails(car.images.length),
    availability: availabilityTexts(car),
    phone,
    buttons: ctaButtons(car, page.ctaButtons, {
      tradeInValuation: tenant.features.tradeInValuation,
      reservation: tenant.features.reservation,
      reserveDeposit: page.reserveDeposit, reservePath: page.reservePath,
      phone: phone?.raw ?? null,
      whatsapp: page.whatsappNumber,
      chat: tenant.features.autobot,
      financeModal: page.financeEnquiryModal,
    }),
    marketBadge: marketPriceBadge(car),
    rego: regoExpiryText(car.rego_expiry, now),
    comments: dealerComments(car.dealercomments),
    keyInformation: info,
    features: featureList,
    specifications: specs,
    reserveText: reserveOnlineText(page.reserveDeposit, page.reserveHoldHours, car),
    sections: vehicleSections(page.sections, page.sectionHeadings, {
      reservable,
      featureCount: featureList.length,
      keyInformationCount: info.length,
      specificationGroupCount: specs.length,
      whatsIncluded: page.whatsIncluded,
      whyBuy: page.whyBuy,
      protectYourCar: page.protectYourCar,
    }),
    similar: pickSimilar(car, similarPool(site, car)),
    locationBar: locationBar(tenant, car),
    priceText: priceDisplay(car, tenant.texts.noPrice).text,
    shareUrl: vehicleShareUrl(tenant.url, car.slug),
    featureBanner: featureBannerLinks(page.featureBanner, (path) => sitePagesBuilt(site).has(path)),
  };
}

/** 'Located at {city}' shows for a car at a location other than the dealer's primary one (spec §2). */
function locationBar(tenant: Tenant, car: Vehicle) {
  const primary = tenant.locations.find((l) => l.primary);
  if (!primary || car.location_id === null || car.location_id === primary.id) return null;
  const city = car.location?.address?.city ?? car.city;
  return city ? { city, placeUrl: car.location?.address?.place_url ?? null } : null;
}

function withCdn(slide: GallerySlide, images: Tenant['vehiclePage']['images']): GallerySlide {
  if (slide.kind !== 'image') return slide;
  const cdn = { template: images.cdnTemplate };
  const options = { quality: images.quality, format: images.format };
  return {
    ...slide,
    src: cdnImageUrl(slide.src, { ...options, width: images.width, height: images.height }, cdn),
    thumb: cdnImageUrl(slide.thumb, { ...options, width: 192, height: 128 }, cdn),
  };
}
