/** Props for the lead forms: the tenant's rules for each form and the car a form is about. */
import type { Tenant } from '../lib/tenant/schema.ts';
import type { Vehicle } from '../lib/stock/vehicle.ts';
import { formRules, type FormRules } from '../lib/leads/form-rules.ts';
import type { LeadKind, ShopperLeadKind } from '../lib/leads/schema.ts';
import type { LeadCar } from '../lib/stock/shapes.ts';
import { vehicleTitle } from '../lib/stock/display.ts';
import { slugify } from '../lib/format/slug.ts';

const FORM_TITLES: Record<LeadKind, string> = {
  enquiry: 'Enquire about this vehicle',
  'test-drive': 'Book a test drive',
  finance: 'Talk to our finance team',
  'trade-in': 'Value my trade-in',
  'request-photos': 'Request more photos',
  'find-similar': 'Find me something similar',
  contact: 'Send us a message',
  service: 'Book a service',
  reservation: 'Reserve this vehicle',
};

/** The car as a form sends it; its dealership named as the site names it, so the form's dealership select starts on it. */
export function leadCar(car: Vehicle, tenant: Pick<Tenant, 'dealerships'>): LeadCar {
  const dealership = tenant.dealerships.find((d) => d.id === car.dealership_id);
  return {
    id: car.id,
    slug: car.slug,
    name: vehicleTitle(car),
    make: car.make,
    model: car.model,
    car_type: car.car_type,
    status: car.status,
    stocknum: car.stocknum,
    dealership_id: car.dealership_id,
    dealership_slug: dealership?.slug ?? car.dealership_slug,
    manufacturer_slug: slugify(car.make),
    tag: car.tag,
  };
}

export function leadFormProps(tenant: Tenant, kind: ShopperLeadKind, car: Vehicle | null) {
  return {
    kind,
    rules: formRules(tenant, kind),
    car: car ? leadCar(car, tenant) : null,
    photosRequestText: tenant.leads.photosRequestText,
  };
}

/** The forms a car page opens as dialogs: for a car on sale, and for one that is not (Find Me Something Similar). */
export const DIALOG_KINDS = {
  available: ['enquiry', 'test-drive', 'request-photos', 'finance'],
  unavailable: ['find-similar'],
} as const satisfies Record<string, ShopperLeadKind[]>;

/** Every car-page form of a site, by kind (/data/lead-forms.json). */
export function vehicleLeadForms(tenant: Tenant): LeadFormsFile {
  const kinds = [...DIALOG_KINDS.available, ...DIALOG_KINDS.unavailable];
  return {
    forms: Object.fromEntries(
      kinds.map((kind) => [kind, { title: FORM_TITLES[kind], rules: formRules(tenant, kind) }]),
    ),
    photosRequestText: tenant.leads.photosRequestText,
  };
}

export type LeadFormsFile = {
  forms: Partial<Record<ShopperLeadKind, { title: string; rules: FormRules }>>;
  photosRequestText: string;
};
