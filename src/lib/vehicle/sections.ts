/**
 * The vehicle page's tabs or sections (spec/shopping.md §2; spec/site.md §2.3 "Vehicle page
 * sections configurable per dealer") and its feature banner. The tenant orders and picks the
 * sections (vehiclePage.sections); a section with nothing to show for this car is left out.
 */
import { reservationCopy } from '../leads/reservation.ts';
import { vehicleKind } from './availability.ts';
import type { VehicleSection } from './options.ts';

/** Headings as the spec names them; a tenant may rename any (site.md §2.3 calls comments "Our Comments"). */
const SECTION_HEADINGS: Record<VehicleSection, string> = {
  'dealer-comments': 'Dealer Comments',
  'certified-pre-owned': 'Certified Pre-Owned',
  'whats-included': "What's Included",
  'why-buy': 'Why Buy From Us?',
  'reserve-online': 'Reserve Online',
  'protect-your-car': 'Protect Your Car',
  features: 'Features',
  'key-information': 'Key information',
  'car-summary': 'Car Summary',
  'all-specifications': 'All specifications',
};

/** What the page knows about this car and tenant, to decide which sections have content. */
export type SectionContent = {
  /** isReservable(car, features.reservation): Reserve Online explains a step the shopper can take. */
  reservable: boolean;
  featureCount: number;
  keyInformationCount: number;
  specificationGroupCount: number;
  whatsIncluded: readonly string[];
  whyBuy: readonly string[];
  protectYourCar: readonly string[];
  /** The tenant's certified program lines, for a certified used car; else empty. */
  certifiedPreOwned: readonly string[];
  /** Sentences of the Car Summary (summary.ts). */
  summaryCount: number;
};

function hasContent(id: VehicleSection, content: SectionContent): boolean {
  switch (id) {
    // Always shown: with no comments it says they are pending (§5).
    case 'dealer-comments':
      return true;
    case 'whats-included':
      return content.whatsIncluded.length > 0;
    case 'why-buy':
      return content.whyBuy.length > 0;
    case 'reserve-online':
      return content.reservable;
    case 'protect-your-car':
      return content.protectYourCar.length > 0;
    case 'features':
      return content.featureCount > 0;
    case 'key-information':
      return content.keyInformationCount > 0;
    case 'all-specifications':
      return content.specificationGroupCount > 0;
    case 'certified-pre-owned':
      return content.certifiedPreOwned.length > 0;
    case 'car-summary':
      return content.summaryCount > 0;
  }
}

export type PageSection = { id: VehicleSection; heading: string };

/** The sections to render, in the tenant's order, each once, with the tenant's heading if it has one. */
export function vehicleSections(
  order: readonly VehicleSection[],
  headings: Partial<Record<VehicleSection, string>>,
  content: SectionContent,
): PageSection[] {
  return [...new Set(order)]
    .filter((id) => hasContent(id, content))
    .map((id) => ({ id, heading: headings[id]?.trim() || SECTION_HEADINGS[id] }));
}

/**
 * The Reserve Online section's text for this car, from the tenant's figures (§9: "$200, held 48
 * hours, 100% refundable"): the summary of reservationCopy, the same wording the reservation and
 * checkout pages show, with the car's kind of vehicle ("Reserve this caravan online…").
 */
export function reserveOnlineText(deposit: number, holdHours: number, car: { item_type?: string | null } = {}): string {
  return reservationCopy(deposit, holdHours, vehicleKind(car)).summary;
}

/** The Certified Pre-Owned section's lines for this car: a certified used car of one of the program's makes (any, without makes). */
export function certifiedProgramLines(
  car: { certified: boolean; car_type: string; make: string },
  program: { makes: readonly string[]; lines: readonly string[] },
): readonly string[] {
  const covered =
    program.makes.length === 0 || program.makes.some((make) => make.toLowerCase() === car.make.toLowerCase());
  return car.certified && car.car_type === 'used' && covered ? program.lines : [];
}

export type BannerLink = { label: string; href: string };

/**
 * The feature banner's links (§2: latest offers, book service, sell your car), each pointing where
 * `target` says a site link leads (the page itself, where its redirect goes, or null: left out);
 * links off-site are kept. Off when disabled or when no link is left.
 */
export function featureBannerLinks(
  banner: { enabled: boolean; links: readonly BannerLink[] },
  target: (href: string) => string | null,
): BannerLink[] {
  if (!banner.enabled) return [];
  return banner.links.flatMap((link) => {
    const href = link.href.startsWith('/') ? target(link.href) : link.href;
    return href === null ? [] : [{ ...link, href }];
  });
}
