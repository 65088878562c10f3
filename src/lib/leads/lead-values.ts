/**
 * The lead forms' rules, without React: which fields a form shows, what the shopper's inputs become
 * as lead fields (spec/shopping.md §3 Enquiry form defaults, Request Photos form, Test-drive form)
 * and the analytics event a lead fires (§7). The validation is ./validate-fields.ts.
 */
import type { LeadFieldsInput } from './form-schema.ts';
import type { LeadKind } from './schema.ts';
import type { LeadCar } from '../stock/shapes.ts';
import type { FormRules } from './form-rules.ts';
import { DEFAULT_PHOTOS_REQUEST } from './constants.ts';

export type TextField =
  | 'name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'message'
  | 'category'
  | 'dealership_slug'
  | 'location'
  | 'postcode'
  | 'booking_datetime'
  | 'do-you-have-a-trade-in';
export type CheckField = 'opt_in' | 'terms_conditions';
export type FieldName = TextField | CheckField;
export type FormValues = Record<TextField, string> & Record<CheckField, boolean>;

export type Step = { title: string | null; fields: FieldName[] };

/** Display order: the summary lists messages in this order too. */
const FIELD_ORDER: FieldName[] = [
  'message',
  'category',
  'dealership_slug',
  'location',
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'booking_datetime',
  'do-you-have-a-trade-in',
  'opt_in',
  'terms_conditions',
];

const ENQUIRY_STEPS: Step[] = [
  { title: 'Your enquiry', fields: ['message', 'category', 'dealership_slug', 'location'] },
  { title: 'Your details', fields: ['name', 'email', 'phone', 'postcode', 'opt_in', 'terms_conditions'] },
];
const ONE_STEP_ORDER: FieldName[] = [
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'category',
  'dealership_slug',
  'location',
  'booking_datetime',
  'do-you-have-a-trade-in',
  'message',
  'opt_in',
  'terms_conditions',
];

export const SUBMIT_FAILED = 'An error occurred when submitting this form';
/** spec/shopping.md §4 Multi-step enquiry form, spelt as the spec has it. */
export const UNEXPECTED_ERROR = 'An unexpected error occured';

/** Whether the form shows a field, by kind and the tenant's rules. */
function shows(kind: LeadKind, rules: FormRules, field: FieldName): boolean {
  switch (field) {
    case 'name':
      return rules.nameFields !== 'none';
    case 'last_name':
      return rules.nameFields === 'first-and-last';
    case 'category':
      return rules.categories !== null;
    case 'dealership_slug':
      return rules.dealerships !== null;
    case 'location':
      return rules.locations !== null;
    case 'postcode':
      return rules.postcodeRequired;
    case 'terms_conditions':
      return rules.termsText !== null;
    case 'booking_datetime':
    case 'do-you-have-a-trade-in':
      return kind === 'test-drive';
    default:
      return true;
  }
}

/**
 * spec/site.md §3 Trade-in lead form, in its order: "name (First Name), last_name, postcode, phone
 * (Mobile Number), email"; then the dealership where the site has several (the lead needs one).
 */
const TRADE_IN_ORDER: FieldName[] = [
  'name',
  'last_name',
  'postcode',
  'phone',
  'email',
  'dealership_slug',
  'opt_in',
  'terms_conditions',
];

/** The enquiry form is two steps (spec/shopping.md §4); every other kind is one. */
export function formSteps(kind: LeadKind, rules: FormRules): Step[] {
  const steps =
    kind === 'enquiry'
      ? ENQUIRY_STEPS
      : [{ title: null, fields: kind === 'trade-in' ? TRADE_IN_ORDER : ONE_STEP_ORDER }];
  return steps.map((step) => ({ ...step, fields: step.fields.filter((field) => shows(kind, rules, field)) }));
}

const inOptions = (options: { value: string }[] | null, value: string | null) =>
  options && value !== null && options.some((o) => o.value === value) ? value : '';

/** The form's first values; `location` (a location slug) starts the location select on it. */
export function initialValues(rules: FormRules, car: LeadCar | null, location: string | null = null): FormValues {
  return {
    name: '',
    last_name: '',
    email: '',
    phone: '',
    message: '',
    postcode: '',
    booking_datetime: '',
    'do-you-have-a-trade-in': '',
    category: rules.categories?.[0]?.value ?? '',
    dealership_slug: inOptions(rules.dealerships, car?.dealership_slug ?? null),
    location: inOptions(rules.locations, location),
    opt_in: true,
    terms_conditions: false,
  };
}

type Details = { name: string; email: string; phone: string };

/**
 * The shopper's remembered details (spec/site.md §5: kept once name, email and phone are all
 * given) as this form's values: a form with First Name and Last Name gets the name split at its
 * first space. A form that asks for no name leaves it out.
 */
export function rememberedValues(rules: FormRules, details: Details | null): Partial<FormValues> {
  if (!details) return {};
  const { email, phone } = details;
  if (rules.nameFields === 'none') return { email, phone };
  if (rules.nameFields === 'name') return { name: details.name, email, phone };
  const [first = '', ...rest] = details.name.trim().split(/\s+/);
  return { name: first, last_name: rest.join(' '), email, phone };
}

/** What of a sent form is remembered: the whole name, from First Name and Last Name where it has them. */
export function detailsToRemember(rules: FormRules, values: FormValues): Partial<Details> {
  const name =
    rules.nameFields === 'first-and-last' ? `${values.name.trim()} ${values.last_name.trim()}`.trim() : values.name;
  return { name, email: values.email, phone: values.phone };
}

/** The category the lead is filed under: the chosen one, else the kind's own. */
export const leadCategory = (rules: FormRules, values: FormValues) =>
  rules.categories && values.category !== '' ? values.category : rules.fixedCategory;

/** The vehicle's subcategory: its name, cut to the schema's 100 characters. */
export const carSubcategory = (car: LeadCar | null) => (car ? car.name.trim().slice(0, 100) : undefined);

/**
 * An offer the contact form is about (spec/site.md §2.3: an offer's Enquire opens the contact form
 * for its model, with ?offer=<id>): its name files the lead, its make and model go with it.
 */
export type OfferSubject = { id: string; name: string; make: string | null; model: string | null };

/** The offer a page's ?offer= names among the site's, or null. */
export function offerOfQuery(search: string, offers: readonly OfferSubject[]): OfferSubject | null {
  const id = new URLSearchParams(search).get('offer');
  return offers.find((offer) => offer.id === id) ?? null;
}

/** The subcategory a lead about an offer is filed under, cut to the schema's 100 characters. */
export const offerSubcategory = (offer: OfferSubject) => `Offer: ${offer.name}`.slice(0, 100);

/** The message an offer's enquiry starts with, for the shopper to add to. */
export const offerMessage = (offer: OfferSubject) =>
  `I'm interested in the offer "${offer.name}". Please contact me with more details.`;

/** What the form sends as `fields`: the shopper's inputs plus the car's (or offer's) defaults; blanks are left out. */
export function leadFields(
  kind: LeadKind,
  rules: FormRules,
  car: LeadCar | null,
  values: FormValues,
  photosRequestText?: string,
  offer: OfferSubject | null = null,
): LeadFieldsInput {
  const text = (value: string | null | undefined) =>
    value !== null && value !== undefined && value.trim() !== '' ? value : undefined;
  const subcategory = carSubcategory(car);
  const entries: Record<string, unknown> = {
    ...(offer && {
      'Vehicle Make': text(offer.make),
      'Vehicle Model': text(offer.model),
      subcategory: offerSubcategory(offer),
    }),
    ...(car && {
      dealership_slug: text(car.dealership_slug),
      manufacturer_slug: text(car.manufacturer_slug),
      stock_number: text(car.stocknum),
      'Vehicle Make': text(car.make),
      'Vehicle Model': text(car.model),
      car_type: text(car.car_type),
      car_id: car.id,
      vehicle_status: text(car.status),
      subcategory: text(subcategory),
    }),
    name: rules.nameFields === 'none' ? undefined : values.name,
    last_name: rules.nameFields === 'first-and-last' ? values.last_name : undefined,
    email: values.email.trim(),
    phone: values.phone,
    message: text(values.message),
    category: leadCategory(rules, values),
    opt_in: values.opt_in,
  };
  if (rules.dealerships) entries.dealership_slug = values.dealership_slug;
  if (rules.locations) entries.location = values.location;
  if (rules.postcodeRequired) entries.postcode = values.postcode.trim();
  if (rules.termsText) entries.terms_conditions = values.terms_conditions;
  if (kind === 'test-drive') {
    entries.booking_datetime = text(values.booking_datetime);
    entries['do-you-have-a-trade-in'] = text(values['do-you-have-a-trade-in']);
  }
  if (kind === 'request-photos') entries['Request Photos'] = photosRequestText ?? DEFAULT_PHOTOS_REQUEST;
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined)) as LeadFieldsInput;
}

/** Messages in the order the fields appear; anything the form does not show comes last. */
export function orderedErrors(errors: Record<string, string>): [string, string][] {
  const rank = (field: string) => {
    const index = FIELD_ORDER.indexOf(field as FieldName);
    return index === -1 ? FIELD_ORDER.length : index;
  };
  return Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b));
}

/** The first step holding one of the errors (the last step for errors no step shows). */
export function stepOfErrors(steps: Step[], errors: Record<string, string>): number {
  const index = steps.findIndex((step) => step.fields.some((field) => field in errors));
  return index === -1 ? steps.length - 1 : index;
}

/** spec/shopping.md §7: 14 enquiry, 15 used enquiry; 17 test drive for new cars and tag 'Test Drive Only', 48 used test drive. */
export function leadEventId(kind: LeadKind, car: LeadCar | null): number {
  if (kind === 'test-drive') {
    if (!car || car.car_type === 'new' || car.tag?.trim().toLowerCase() === 'test drive only') return 17;
    return 48;
  }
  return car?.car_type === 'used' ? 15 : 14;
}
