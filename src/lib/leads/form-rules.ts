/**
 * Which fields a lead form shows and requires, per tenant and form kind (spec/site.md §5 Enquiry
 * form: message required unless optional; category required, default General Enquiry; location
 * required where shown; dealership required when there is more than one; opt-in default true;
 * terms text where configured). The forms and the lead API both call these, so they agree.
 */
import { LEAD_MESSAGES } from './messages.ts';
import type { LeadFieldsInput } from './form-schema.ts';
import type { LeadKind } from './schema.ts';
import { RESERVATION_CATEGORIES } from './reservation.ts';
import { INVALID_POSTCODE_TEXT, POSTCODE_PATTERN } from '../delivery/postcode.ts';

const RULE_MESSAGES = {
  name: LEAD_MESSAGES.name,
  lastName: 'Please enter your last name.',
  message: 'Please enter a message.',
  category: 'Please choose a category.',
  dealership: 'Please choose a dealership.',
  location: 'Please choose a location.',
  postcode: INVALID_POSTCODE_TEXT,
} as const;

export type Option = { value: string; label: string };

/**
 * How a form asks for the shopper's name: one Name field; First Name and Last Name (the trade-in
 * lead form, spec/site.md §3: "name (First Name), last_name"); or not at all (its short variant,
 * "only postcode, phone, email").
 */
type NameFields = 'name' | 'first-and-last' | 'none';

export type FormRules = {
  kind: LeadKind;
  nameFields: NameFields;
  /** The phone field's label: 'Mobile Number' on the trade-in form (site.md §3 "phone (Mobile Number)"). */
  phoneLabel: string;
  messageRequired: boolean;
  /** Category select; null when the kind fixes its own category. */
  categories: Option[] | null;
  /** Dealership select; null when not shown (one dealership, or it comes from the location). */
  dealerships: Option[] | null;
  /** Location select (service locations on the service form, every location on the contact form); null when not shown. */
  locations: Option[] | null;
  /** The lead goes to the dealership of the chosen location, so no dealership select is shown. */
  dealershipFromLocation: boolean;
  postcodeRequired: boolean;
  /** Terms checkbox text; the box must be ticked when shown. */
  termsText: string | null;
  /** The category sent when the form has no select. */
  fixedCategory: string;
};

export type RulesTenant = {
  dealerships: { slug: string; name: string }[];
  locations: { name: string; slug: string; type: string; visible: boolean }[];
  leads: {
    categories: string[];
    messageOptional: boolean;
    termsText: string | null;
    serviceDealershipFromLocation: boolean;
    /** The trade-in lead form: 'full' (name, last name, postcode, phone, email) or 'short' (postcode, phone, email). */
    tradeInForm: 'full' | 'short';
  };
};

/** The category each form sends when it has no category select (spec §7 analytics groups them). */
const FIXED_CATEGORIES: Record<LeadKind, string> = {
  enquiry: 'General Enquiry',
  contact: 'General Enquiry',
  'test-drive': 'Test Drive',
  finance: 'Finance Enquiry',
  'trade-in': 'Trade-In',
  'request-photos': 'Request Photos',
  'find-similar': 'Find Me Something Similar',
  service: 'Service Booking',
  reservation: RESERVATION_CATEGORIES.reserve,
};

const WITH_CATEGORY: LeadKind[] = ['enquiry', 'contact'];
const MESSAGE_BY_DEFAULT: LeadKind[] = ['enquiry', 'contact'];

/**
 * The location select: the service locations on the service form; on the contact form every
 * location once there is more than one (the /contact-us/{location} page starts on its own), and
 * the lead then goes to that location's dealership.
 */
function locationChoice(
  tenant: RulesTenant,
  kind: LeadKind,
): { locations: Option[] | null; dealershipFromLocation: boolean } {
  const visible = tenant.locations.filter((l) => l.visible);
  const choices =
    kind === 'service'
      ? visible.filter((l) => l.type === 'service')
      : kind === 'contact' && visible.length > 1
        ? visible
        : [];
  if (choices.length === 0) return { locations: null, dealershipFromLocation: false };
  return {
    locations: choices.map((l) => ({ value: l.slug, label: l.name })),
    dealershipFromLocation: kind === 'contact' || tenant.leads.serviceDealershipFromLocation,
  };
}

export function formRules(tenant: RulesTenant, kind: LeadKind): FormRules {
  const { locations, dealershipFromLocation } = locationChoice(tenant, kind);
  const dealerships =
    tenant.dealerships.length > 1 && !dealershipFromLocation
      ? tenant.dealerships.map((d) => ({ value: d.slug, label: d.name }))
      : null;
  const tradeIn = kind === 'trade-in';
  return {
    kind,
    nameFields: tradeIn ? (tenant.leads.tradeInForm === 'short' ? 'none' : 'first-and-last') : 'name',
    phoneLabel: tradeIn ? 'Mobile Number' : 'Phone',
    messageRequired: MESSAGE_BY_DEFAULT.includes(kind) && !tenant.leads.messageOptional,
    categories: WITH_CATEGORY.includes(kind) ? tenant.leads.categories.map((c) => ({ value: c, label: c })) : null,
    dealerships,
    locations,
    dealershipFromLocation,
    postcodeRequired: kind === 'trade-in',
    termsText: tenant.leads.termsText,
    fixedCategory: WITH_CATEGORY.includes(kind) ? tenant.leads.categories[0]! : FIXED_CATEGORIES[kind],
  };
}

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
const oneOf = (options: Option[] | null, value: unknown) => options === null || options.some((o) => o.value === value);

/** Field → message for every rule the fields break; the schema's own checks come on top. */
export function ruleErrors(rules: FormRules, fields: LeadFieldsInput): Record<string, string> {
  const errors: Record<string, string> = {};
  if (rules.nameFields !== 'none' && blank(fields.name)) errors.name = RULE_MESSAGES.name;
  if (rules.nameFields === 'first-and-last' && blank(fields.last_name)) errors.last_name = RULE_MESSAGES.lastName;
  if (rules.messageRequired && blank(fields.message)) errors.message = RULE_MESSAGES.message;
  if (rules.categories && (blank(fields.category) || !oneOf(rules.categories, fields.category)))
    errors.category = RULE_MESSAGES.category;
  if (rules.dealerships && !oneOf(rules.dealerships, fields.dealership_slug))
    errors.dealership_slug = RULE_MESSAGES.dealership;
  if (rules.locations && !oneOf(rules.locations, fields.location)) errors.location = RULE_MESSAGES.location;
  if (rules.postcodeRequired && !POSTCODE_PATTERN.test(fields.postcode ?? '')) errors.postcode = RULE_MESSAGES.postcode;
  if (rules.termsText && fields.terms_conditions !== true) errors.terms_conditions = rules.termsText;
  return errors;
}
