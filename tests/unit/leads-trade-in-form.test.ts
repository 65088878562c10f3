// spec/site.md §3 Trade-in lead form: "a hidden special field, name (First Name), last_name,
// postcode, phone (Mobile Number), email; a variant has only postcode, phone, email. Field types:
// string, postcode, phone, email." The same rules drive the form and the lead API.
import { describe, expect, it } from 'vitest';
import { formRules, ruleErrors, type RulesTenant } from '../../src/lib/leads/form-rules.ts';
import {
  detailsToRemember,
  formSteps,
  initialValues,
  leadFields,
  rememberedValues,
} from '../../src/lib/leads/lead-values.ts';
import { validateFields } from '../../src/lib/leads/validate-fields.ts';
import { leadsSchema } from '../../src/lib/leads/options.ts';
import { leadToAdf, NO_NAME } from '../../src/lib/leads/adf.ts';

function tenant(tradeInForm?: 'full' | 'short'): RulesTenant {
  return {
    dealerships: [{ slug: 'example-motors', name: 'Example Motors' }],
    locations: [],
    leads: leadsSchema.parse(tradeInForm ? { tradeInForm } : {}),
  };
}

const full = formRules(tenant(), 'trade-in');
const short = formRules(tenant('short'), 'trade-in');
const fieldsOf = (rules: typeof full) => formSteps('trade-in', rules).flatMap((step) => step.fields);

describe('the trade-in lead form', () => {
  it('asks "name (First Name), last_name, postcode, phone (Mobile Number), email", in that order', () => {
    expect(fieldsOf(full)).toEqual(['name', 'last_name', 'postcode', 'phone', 'email', 'opt_in']);
    expect(full.nameFields).toBe('first-and-last');
    expect(full.phoneLabel).toBe('Mobile Number');
  });

  it('"a variant has only postcode, phone, email" (leads.tradeInForm "short")', () => {
    expect(fieldsOf(short)).toEqual(['postcode', 'phone', 'email', 'opt_in']);
    expect(short.phoneLabel).toBe('Mobile Number');
  });

  it('the full form needs both names; the short one none', () => {
    const contact = { email: 'sam@example.com', phone: '0412345678', postcode: '4000' };
    expect(ruleErrors(full, contact)).toEqual({
      name: 'Please enter your name.',
      last_name: 'Please enter your last name.',
    });
    expect(ruleErrors(full, { ...contact, name: 'Sam', last_name: 'Seller' })).toEqual({});
    expect(validateFields(short, contact)).toEqual({});
  });

  it('sends name and last_name from the full form, no name from the short one', () => {
    const values = { ...initialValues(full, null), name: 'Sam', last_name: 'Seller', postcode: '4000' };
    expect(leadFields('trade-in', full, null, values)).toMatchObject({ name: 'Sam', last_name: 'Seller' });
    const sent = leadFields('trade-in', short, null, { ...values, name: '', last_name: '' });
    expect(sent).not.toHaveProperty('name');
    expect(sent).not.toHaveProperty('last_name');
  });

  it('other forms keep one Name field and a Phone', () => {
    const enquiry = formRules(tenant(), 'enquiry');
    expect([enquiry.nameFields, enquiry.phoneLabel]).toEqual(['name', 'Phone']);
    expect(formSteps('enquiry', enquiry).flatMap((s) => s.fields)).not.toContain('last_name');
  });

  it('remembered details fill First Name and Last Name, and are remembered whole', () => {
    const details = { name: 'Sam de Silva', email: 'sam@example.com', phone: '0412345678' };
    expect(rememberedValues(full, details)).toMatchObject({ name: 'Sam', last_name: 'de Silva' });
    expect(rememberedValues(short, details)).not.toHaveProperty('name');
    const values = { ...initialValues(full, null), ...details, name: 'Sam', last_name: 'de Silva' };
    expect(detailsToRemember(full, values).name).toBe('Sam de Silva');
  });

  it("the dealer's ADF still names the contact when the short form asked for no name", () => {
    const adf = leadToAdf({
      id: 'lead-1',
      requestDate: new Date('2026-11-20T00:00:00Z'),
      kind: 'trade-in',
      category: 'Trade-In',
      vehicle: null,
      tradeIn: null,
      customer: { firstName: null, email: 'sam@example.com', phone: '0412345678', postcode: '4000', optIn: true },
      vendor: { name: 'Example Motors' },
      provider: { name: 'Forecourt' },
    });
    expect(adf).toContain(`<name part="full">${NO_NAME}</name>`);
  });
});
