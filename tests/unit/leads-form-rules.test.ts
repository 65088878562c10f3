// spec/site.md §5 Validation rules, Enquiry form (and the Postcode rule the trade-in form applies):
// one case per spec sentence, quoted in the case name, checked against formRules / ruleErrors
// (src/lib/leads/form-rules.ts) and the lead schema's defaults (src/lib/leads/schema.ts).
import { describe, expect, it } from 'vitest';
import { formRules, ruleErrors, type RulesTenant } from '../../src/lib/leads/form-rules.ts';
import { DEFAULT_CATEGORIES } from '../../src/lib/leads/constants.ts';
import { leadFieldsSchema, type LeadFieldsInput } from '../../src/lib/leads/form-schema.ts';
import { leadsSchema } from '../../src/lib/leads/options.ts';
import { POSTCODE_MAX_LENGTH } from '../../src/lib/delivery/postcode.ts';

const TERMS = '* You must agree to the terms of use before submitting the form.';

type TenantOverrides = {
  dealerships?: RulesTenant['dealerships'];
  locations?: RulesTenant['locations'];
  leads?: Partial<RulesTenant['leads']>;
};

/** A tenant with one dealership, no service locations and the tenant schema's default lead options. */
function tenant(overrides: TenantOverrides = {}): RulesTenant {
  return {
    dealerships: overrides.dealerships ?? [{ slug: 'example-motors', name: 'Example Motors' }],
    locations: overrides.locations ?? [],
    leads: { ...leadsSchema.parse({}), ...overrides.leads },
  };
}

const twoDealerships = [
  { slug: 'north', name: 'Example Motors North' },
  { slug: 'south', name: 'Example Motors South' },
];
const serviceLocations = [
  { name: 'North Service', slug: 'north-service', type: 'service', visible: true },
  { name: 'South Service', slug: 'south-service', type: 'service', visible: true },
];

/** Fields that pass every rule of a default enquiry form. */
const complete: LeadFieldsInput = {
  name: 'Alex',
  email: 'alex@example.com',
  phone: '0412345678',
  message: 'Is it still available?',
  category: 'General Enquiry',
};

const cases: [sentence: string, check: () => void][] = [
  [
    'The message is required, except for dealers flagged otherwise or when the form marks it optional.',
    () => {
      expect(ruleErrors(formRules(tenant(), 'enquiry'), { ...complete, message: '  ' })).toEqual({
        message: 'Please enter a message.',
      });
      expect(ruleErrors(formRules(tenant(), 'contact'), { ...complete, message: undefined })).toEqual({
        message: 'Please enter a message.',
      });
      // Dealers flagged otherwise.
      expect(formRules(tenant({ leads: { messageOptional: true } }), 'enquiry').messageRequired).toBe(false);
      expect(
        ruleErrors(formRules(tenant({ leads: { messageOptional: true } }), 'enquiry'), {
          ...complete,
          message: undefined,
        }),
      ).toEqual({});
      // Forms that mark it optional.
      expect(formRules(tenant(), 'test-drive').messageRequired).toBe(false);
      expect(ruleErrors(formRules(tenant(), 'finance'), { ...complete, message: undefined })).toEqual({});
    },
  ],
  [
    'The category select is required; default General Enquiry.',
    () => {
      const rules = formRules(tenant(), 'enquiry');
      expect(rules.categories?.[0]).toEqual({ value: 'General Enquiry', label: 'General Enquiry' });
      expect(rules.categories?.map((o) => o.value)).toEqual([...DEFAULT_CATEGORIES]);
      expect(rules.fixedCategory).toBe('General Enquiry');
      expect(ruleErrors(rules, { ...complete, category: '' })).toEqual({ category: 'Please choose a category.' });
      expect(ruleErrors(rules, { ...complete, category: 'Not A Category' })).toEqual({
        category: 'Please choose a category.',
      });
      expect(ruleErrors(rules, complete)).toEqual({});
    },
  ],
  [
    'The location select is required where shown.',
    () => {
      const shown = formRules(tenant({ locations: serviceLocations }), 'service');
      expect(shown.locations?.map((o) => o.value)).toEqual(['north-service', 'south-service']);
      expect(ruleErrors(shown, { ...complete, location: undefined })).toEqual({
        location: 'Please choose a location.',
      });
      expect(ruleErrors(shown, { ...complete, location: 'elsewhere' })).toEqual({
        location: 'Please choose a location.',
      });
      expect(ruleErrors(shown, { ...complete, location: 'south-service' })).toEqual({});
      // Not shown: no service locations, or a form other than the service one.
      expect(formRules(tenant(), 'service').locations).toBeNull();
      expect(formRules(tenant({ locations: serviceLocations }), 'enquiry').locations).toBeNull();
      expect(ruleErrors(formRules(tenant(), 'service'), { ...complete, location: undefined })).toEqual({});
      // The contact form shows every location once there is more than one; the lead goes to the chosen one's dealership.
      const contact = formRules(
        tenant({
          dealerships: twoDealerships,
          locations: [...serviceLocations, { name: 'North Sales', slug: 'north', type: 'sales', visible: true }],
        }),
        'contact',
      );
      expect(contact.locations?.map((o) => o.value)).toEqual(['north-service', 'south-service', 'north']);
      expect(contact.dealershipFromLocation).toBe(true);
      expect(contact.dealerships).toBeNull();
      expect(ruleErrors(contact, { ...complete, location: undefined })).toEqual({
        location: 'Please choose a location.',
      });
      expect(formRules(tenant({ locations: serviceLocations.slice(0, 1) }), 'contact').locations).toBeNull();
    },
  ],
  [
    'The dealership select is required when there is more than one dealership and it is not removed.',
    () => {
      const several = formRules(tenant({ dealerships: twoDealerships }), 'enquiry');
      expect(several.dealerships?.map((o) => o.value)).toEqual(['north', 'south']);
      expect(ruleErrors(several, { ...complete, dealership_slug: undefined })).toEqual({
        dealership_slug: 'Please choose a dealership.',
      });
      expect(ruleErrors(several, { ...complete, dealership_slug: 'west' })).toEqual({
        dealership_slug: 'Please choose a dealership.',
      });
      expect(ruleErrors(several, { ...complete, dealership_slug: 'north' })).toEqual({});
      // One dealership: no select.
      expect(formRules(tenant(), 'enquiry').dealerships).toBeNull();
      // Removed: a service booking takes the dealership of its location.
      const service = { dealerships: twoDealerships, locations: serviceLocations };
      expect(
        formRules(tenant({ ...service, leads: { serviceDealershipFromLocation: true } }), 'service').dealerships,
      ).toBeNull();
      expect(
        formRules(tenant({ ...service, leads: { serviceDealershipFromLocation: false } }), 'service').dealerships,
      ).not.toBeNull();
    },
  ],
  [
    'The opt-in checkbox is optional, default true.',
    () => {
      const fields = { name: 'Alex', email: 'alex@example.com', phone: '0412345678' };
      expect(leadFieldsSchema.parse(fields).opt_in).toBe(true);
      expect(leadFieldsSchema.parse({ ...fields, opt_in: false }).opt_in).toBe(false);
      expect(ruleErrors(formRules(tenant(), 'enquiry'), { ...complete, opt_in: false })).toEqual({});
    },
  ],
  [
    "Some dealers show '* You must agree to the terms of use before submitting the form.'",
    () => {
      const rules = formRules(tenant({ leads: { termsText: TERMS } }), 'enquiry');
      expect(rules.termsText).toBe(TERMS);
      expect(ruleErrors(rules, complete)).toEqual({
        terms_conditions: '* You must agree to the terms of use before submitting the form.',
      });
      expect(ruleErrors(rules, { ...complete, terms_conditions: false })).toEqual({ terms_conditions: TERMS });
      expect(ruleErrors(rules, { ...complete, terms_conditions: true })).toEqual({});
      // Other dealers show no terms box.
      expect(formRules(tenant(), 'enquiry').termsText).toBeNull();
    },
  ],
  [
    "Postcode: required, exactly 4 digits, field limited to 4 characters; message 'Invalid postcode. Please enter a 4-digit number.'",
    () => {
      const message = 'Invalid postcode. Please enter a 4-digit number.';
      expect(POSTCODE_MAX_LENGTH).toBe(4);
      const rules = formRules(tenant(), 'trade-in');
      expect(rules.postcodeRequired).toBe(true);
      const named = { ...complete, last_name: 'Citizen' };
      for (const postcode of [undefined, '', '400', '40000', '40a0'])
        expect(ruleErrors(rules, { ...named, postcode })).toEqual({ postcode: message });
      expect(ruleErrors(rules, { ...named, postcode: '4000' })).toEqual({});
      expect(formRules(tenant(), 'enquiry').postcodeRequired).toBe(false);
      const fields = { name: 'Alex', email: 'alex@example.com', phone: '0412345678' };
      expect(leadFieldsSchema.safeParse({ ...fields, postcode: '400' }).error?.issues.map((i) => i.message)).toEqual([
        message,
      ]);
    },
  ],
];

describe('lead form rules (spec/site.md §5 Enquiry form)', () => {
  it.each(cases)('%s', (_sentence, check) => {
    check();
  });
});
