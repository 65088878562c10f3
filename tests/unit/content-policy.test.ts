// spec/site.md §9 "Reservation and policy copy": the default policy pages quote the spec's figures
// as variables, so a tenant sets a number, not a paragraph. The pages under test are the real
// defaults (tenants/content/defaults/pages/), rendered for a tenant with the defaults' options.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseContentSource } from '../../src/lib/content/source.ts';
import { policyConditions, policyVariables } from '../../src/lib/content/policy.ts';
import { renderContentMarkdown } from '../../src/lib/content/markdown.ts';
import { parseTenant } from '../../src/lib/tenant/parse.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';

function tenant(options: Record<string, unknown> = {}): Tenant {
  const parsed = parseTenant(
    {
      slug: 'example-motors',
      name: 'Example Motors',
      id: 1,
      url: 'https://example-motors.example',
      phone: '+61733951200',
      ...options,
    },
    'tenants/sites/example-motors.json',
  );
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.tenant;
}

/** A default page as the site would show it, tags dropped and spaces folded. */
function pageText(id: string, t: Tenant): string {
  const source = parseContentSource(id, readFileSync(`tenants/content/defaults/pages/${id}.md`, 'utf8'));
  if (!source.ok) throw new Error(source.error);
  const html = renderContentMarkdown(source.body, { variables: policyVariables(t), conditions: policyConditions(t) });
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('the defaults carry §9 figures', () => {
  const variables = policyVariables(tenant());
  it.each([
    ['returns.days', '14'],
    ['returns.maxKm', '500'],
    ['returns.minFuel', 'a quarter tank'],
    ['warranty.standardYears', '3'],
    ['privacy.complaintAcknowledgeDays', '7'],
    ['privacy.complaintResolveDays', '14 to 30'],
    ['privacy.accessAcknowledgeDays', '7'],
    ['privacy.accessDays', '30'],
    ['acceptedCards', 'Mastercard, Visa, Maestro, Google Pay and Apple Pay'],
    ['fees.establishment', '$395'],
    ['fees.securityRegistration', '$6'],
    ['fees.monthlyAccountAdmin', '$8'],
    ['fees.agency', '$912.25'],
    ['reservation.deposit', '$200'],
    ['reservation.holdHours', '48'],
    ['dealer.phone', '07 3395 1200'],
  ])('{{%s}} is "%s"', (name, value) => {
    expect(variables[name]).toBe(value);
  });

  it('"for one group" policies are off until a tenant turns them on', () => {
    expect(policyConditions(tenant())).toMatchObject({
      returns: false,
      fees: false,
      mechanicalProtection: false,
      newCarWarranty: false,
      reservation: false,
    });
  });
});

describe('the policy pages a site shows', () => {
  const group = tenant({
    content: { policies: { returns: { offered: true }, fees: { listed: true } } },
    features: { reservation: true },
  });

  it('terms: "14-day money back or exchange, at most 500 km driven, at least a quarter tank of fuel", the fees and the cards', () => {
    const text = pageText('terms-and-conditions', group);
    expect(text).toContain('within 14 days of delivery for a full refund or an exchange');
    expect(text).toContain('driven no more than 500 km since delivery');
    expect(text).toContain('at least a quarter tank of fuel');
    for (const fee of [
      'Establishment fee $395',
      'Security registration fee $6',
      'Monthly account administration fee $8',
      'Agency fee $912.25',
    ])
      expect(text).toContain(fee);
    expect(text).toContain(
      'deposit of $200, paid by debit or credit card. We accept Mastercard, Visa, Maestro, Google Pay and Apple Pay.',
    );
    expect(text).toContain('for 48 hours');
  });

  it('a tenant sets a number, not a paragraph', () => {
    const text = pageText(
      'terms-and-conditions',
      tenant({ content: { policies: { returns: { offered: true, days: 7, maxKm: 300, minFuel: 'half a tank' } } } }),
    );
    expect(text).toContain('within 7 days of delivery');
    expect(text).toContain('no more than 300 km');
    expect(text).toContain('at least half a tank of fuel');
  });

  it('a dealer without those policies shows none of their copy', () => {
    const text = pageText('terms-and-conditions', tenant());
    for (const absent of ['Money back', 'Establishment fee', 'Reserving a vehicle online'])
      expect(text).not.toContain(absent);
  });

  it('privacy: "complaints acknowledged in 7 days, resolved in 14 to 30 days; access acknowledged in 7 days and given within 30 days"', () => {
    const text = pageText('privacy-policy', tenant());
    expect(text).toContain('acknowledge your complaint within 7 days and aim to resolve it within 14 to 30 days');
    expect(text).toContain('acknowledge your request within 7 days and give you access within 30 days');
  });

  // The Privacy Act 1988 as amended in 2024: from 10 December 2026 a privacy policy names the kinds of
  // decisions a computer program makes (or substantially and directly helps make) that could
  // significantly affect the shopper; cookies and analytics are described where the dealer has a tag.
  it.each([
    [
      'a tag and the trade-in valuation',
      { analytics: { tag: { id: 'GTM-AB12CD3' } }, features: { tradeInValuation: true } },
    ],
    ['neither', {}],
  ] as const)(
    'privacy, with %s: cookies only with a tag; automated decisions named, or said to be none',
    (_name, options) => {
      const text = pageText('privacy-policy', tenant(options));
      const tag = 'analytics' in options;
      expect(text.includes('Cookies and website analytics')).toBe(tag);
      expect(text.includes('"Privacy choices" at the foot of every page')).toBe(tag);
      expect(text).toContain('From 10 December 2026 the Privacy Act asks us to say when a computer program');
      expect(
        text.includes('Decisions a computer program substantially helps us make: the offer for your trade-in.'),
      ).toBe(tag);
      expect(text.includes('We do not use computer programs to make, or substantially help make, decisions')).toBe(
        !tag,
      );
    },
  );

  it.each([
    ['3-year standard', {}, 'our 3-year standard warranty'],
    [
      '5-year mechanical protection for one dealer',
      { mechanicalProtectionYears: 5 },
      'our 5-year mechanical protection plan',
    ],
    [
      '7-year unlimited km with 5-year roadside assist',
      { newCars: { Kia: { years: 7, km: null, roadsideYears: 5 } } },
      'Kia: 7-year, unlimited-kilometre warranty with 5 years of roadside assist.',
    ],
    [
      '5-year with up to 7 years roadside',
      { newCars: { Ford: { years: 5, roadsideYears: 7, roadsideUpTo: true } } },
      'Ford: 5-year, unlimited-kilometre warranty with up to 7 years of roadside assist.',
    ],
  ])('warranty: %s', (_name, warranty, sentence) => {
    expect(pageText('warranty', tenant({ content: { policies: { warranty } } }))).toContain(sentence);
  });
});
