/**
 * The whole vehicle page (cars/[slug].astro) as one view: the page model plus the props of each
 * island and of the head, so the page is a template over this and nothing else.
 */
import type { Vehicle } from '../lib/stock/vehicle.ts';
import type { SiteContext } from '../lib/site/site-data.ts';
import { tenantStockFilterOptions } from '../lib/stock/base-filter.ts';
import { toCard } from '../lib/stock/hits.ts';
import { financeEstimate } from '../lib/finance/estimate-panel.ts';
import { carTypeLabel, primaryImage } from '../lib/stock/display.ts';
import { vehicleJsonLd } from '../lib/seo/vehicle-json-ld.ts';
import { absoluteUrl } from '../lib/seo/urls.ts';
import { liveFieldsQuery } from '../lib/vehicle/live.ts';
import { initialMediaMode, mediaModes } from '../lib/vehicle/spin.ts';
import { SIMILAR_LOOKAHEAD_PX } from '../lib/vehicle/similar.ts';
import { vehicleKind } from '../lib/vehicle/availability.ts';
import { vehiclePageModel, type VehicleSiteLinks } from './vehicle-page.ts';
import { cardOptions } from './search-island.ts';
import { deliveryProps, financeCalculatorProps, fuelProps } from './calculators.ts';
import { DIALOG_KINDS, leadCar } from './lead-forms.ts';
import { locationMap } from './locations/map.ts';
import { locationHours } from './locations/hours.ts';
import { locationPath } from '../lib/locations/paths.ts';
import { latestPostsSection } from './blog.ts';

/**
 * The section every lead link of the page leads to without JavaScript (with it, each opens its
 * form as a dialog: LeadDialogs): how to reach the dealer, and for a car no longer for sale, the
 * stock like it. It is #enquire; the page's other lead anchors are marked at its start (`anchors`),
 * but for #find-similar where the similar cars' section is there to take it, so no lead link
 * points at nothing.
 */
function enquirySection(
  car: Vehicle,
  model: ReturnType<typeof vehiclePageModel>,
  { showPhone, similarSection }: { showPhone: boolean; similarSection: boolean },
) {
  const word = vehicleKind(car);
  const anchors = ['test-drive', 'request-photos', 'finance-enquiry', ...(similarSection ? [] : ['find-similar'])];
  const common = { callButton: model.phone && showPhone ? model.phone : null, anchors };
  if (!model.availability)
    return {
      ...common,
      heading: `Ask us about this ${word}`,
      text: 'Our team can answer questions, arrange a test drive or hold it for you.',
      similar: null,
    };
  // The make's or the model's search page: the crumb before the body type and the car.
  const similar = [...model.crumbs].reverse().find((crumb) => crumb.label === car.model || crumb.label === car.make);
  return {
    ...common,
    heading: `Find a ${word} like this one`,
    text: 'Tell us what you are after and we will look out for it.',
    similar: similar ? { href: similar.href, label: `See the ${similar.label} we have now` } : null,
  };
}

export function vehicleRoute(site: SiteContext, car: Vehicle, links: VehicleSiteLinks) {
  const { tenant } = site;
  const model = vehiclePageModel(site, car, links);
  const kind = carTypeLabel(car.car_type, tenant.texts.usedLabel);
  const { features } = tenant;
  return {
    model,
    head: {
      title: `${model.title} | ${kind} ${car.make} for sale | ${tenant.name}`,
      description: `${kind} ${model.title}${model.city ? ` in ${model.city}` : ''} at ${tenant.name}. Photos, price and specifications.`,
      path: model.path,
      ogImage: primaryImage(car),
    },
    liveQuery: liveFieldsQuery(car, tenant.id),
    media: vehicleMedia(car, model, tenant.vehiclePage.defaultMediaMode),
    sidebar: vehicleSidebar(site, car),
    sections: {
      lists: {
        'certified-pre-owned': tenant.vehiclePage.certifiedPreOwned.lines,
        'whats-included': tenant.vehiclePage.whatsIncluded,
        'why-buy': tenant.vehiclePage.whyBuy,
        'protect-your-car': tenant.vehiclePage.protectYourCar,
      },
    },
    enquiry: enquirySection(car, model, { showPhone: !features.phoneReveal, similarSection: model.similar.length > 0 }),
    calculators: {
      finance: financeCalculatorProps(tenant, car),
      fuel: fuelProps(tenant, car),
      delivery: deliveryProps(site),
    },
    similar: similarCars(site, car, model),
    location: carLocation(site, car),
    dialogs: {
      kinds: model.availability ? DIALOG_KINDS.unavailable : DIALOG_KINDS.available,
      car: leadCar(car, tenant),
    },
    termsHref: links.termsHref,
    blogs: latestPostsSection(site),
    jsonLd: vehicleJsonLd({
      url: absoluteUrl(tenant.url, model.path),
      name: model.title,
      car,
      images: car.images.map((i) => absoluteUrl(tenant.url, i.image.url)),
      dealer: { name: tenant.name, url: tenant.url, telephone: model.phone?.raw ?? null },
      priceLabel: model.priceLabel?.full ?? null,
    }),
  };
}

/** The photos and the 360° spin, and which of them the page opens on. */
function vehicleMedia(
  car: Vehicle,
  model: ReturnType<typeof vehiclePageModel>,
  defaultMediaMode: SiteContext['tenant']['vehiclePage']['defaultMediaMode'],
) {
  return {
    modes: mediaModes(car),
    initial: initialMediaMode(car, defaultMediaMode),
    gallery: { slides: model.slides, alt: model.title, showThumbnails: model.showThumbnails },
    spin: {
      frames: car.spin_images,
      interiorImage: car.spin_interior_image,
      hotspots: car.hotspots,
      alt: model.title,
      autoRotate: true,
    },
  };
}

/** The price column beside the photos: the finance estimate and the buttons the site turns on. */
function vehicleSidebar(site: SiteContext, car: Vehicle) {
  const { tenant } = site;
  const { finance, features } = tenant;
  return {
    noPriceText: tenant.texts.noPrice,
    estimate: financeEstimate(
      car,
      { estimatePanel: finance.estimatePanel, calculator: finance.calculator, disclaimer: finance.disclaimer },
      new Date(site.builtAt),
    ),
    phoneReveal: features.phoneReveal,
    twitter: tenant.vehiclePage.share.twitter,
    favourites: features.favourites,
    print: features.print,
    pdf: tenant.vehiclePage.pdf,
    dealerName: tenant.name,
    websiteId: tenant.id,
    watchlist: features.watchlist,
    gauge: features.autograb,
    /** "Tell me if the price drops" (docs/alerts.md), on a car still for sale; `sms` when the site texts alerts. */
    priceAlert: tenant.alerts.enabled && car.status !== 'sold' ? { sms: tenant.alerts.channels.includes('sms') } : null,
  };
}

/** The similar cars' island, seeded with the cars the build found; null when there are none. */
function similarCars(site: SiteContext, car: Vehicle, model: ReturnType<typeof vehiclePageModel>) {
  const { tenant } = site;
  if (model.similar.length === 0) return null;
  return {
    heading: `Similar ${car.make} Available`,
    lookahead: `${SIMILAR_LOOKAHEAD_PX}px`,
    island: {
      endpoint: { host: site.search.host, apiKey: site.search.apiKey },
      indexUid: site.search.indexUid,
      stockFilter: tenantStockFilterOptions(tenant),
      car: {
        id: car.id,
        price: car.price,
        make: car.make,
        model: car.model,
        body: car.body,
        status: car.status,
      },
      initial: model.similar.map(toCard),
      card: { ...cardOptions(tenant), favourites: false, compare: false },
      builtAt: site.builtAt,
    },
  };
}

/**
 * The car's location for the #vehicle-map section: its map (click-to-load with a mapKey, else the
 * address and Get Directions) and weekly hours; null when the site has no record of it. Nothing
 * here adds JavaScript: the vehicle page is at its budget.
 */
function carLocation(site: SiteContext, car: Vehicle) {
  const location = site.tenant.locations.find((l) => l.id === car.location_id);
  if (!location) return null;
  return {
    map: locationMap(site.tenant, location),
    rows: locationHours(site, location).rows,
    href: location.visible ? locationPath(location.slug) : null,
  };
}
