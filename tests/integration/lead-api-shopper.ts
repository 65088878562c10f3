/**
 * What a shopper's browser sends in the lead API tests: a lead without a car, a trade-in lead and its
 * accepted offer, a sign-in, a reservation.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LeadRequestInput } from '../../src/lib/leads/schema.ts';
import { CAR_FIELDS } from '../../src/lib/leads/form-fields.ts';
import { call } from './lead-api-harness.ts';

/** The same lead about no car in particular: the car's fields left out (a contact form's). */
export function withoutCar(lead: LeadRequestInput): LeadRequestInput {
  const fields = Object.fromEntries(
    Object.entries(lead.fields).filter(([key]) => !(CAR_FIELDS as readonly string[]).includes(key)),
  ) as LeadRequestInput['fields'];
  return { ...lead, fields, userData: { ...lead.userData, car_id: null, car_dealership_id: null } };
}

/** The last sign-in code texted to `phone` (+61…) through the API whose data folder is `dataDir`. */
export function lastCode(dataDir: string, phone: string): string {
  const texts = readFileSync(join(dataDir, 'sms-outbox.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((sms) => sms.to === phone);
  return /(\d{6})/.exec(texts.at(-1)!.text)![1]!;
}

/** Signs `phone` (0412…) in on `slug`: the session cookie to send, as { Cookie }. */
export async function signIn(port: number, dataDir: string, slug: string, phone: string) {
  const sent = await call(port, slug, 'POST', '/api/sign-in/code', { phone });
  if (sent.status !== 200) throw new Error(`no code sent: ${sent.status} ${JSON.stringify(sent.body)}`);
  const code = lastCode(dataDir, `+61${phone.replace(/\D/g, '').slice(1)}`);
  const verified = await call(port, slug, 'POST', '/api/sign-in/verify', { phone, code });
  return { Cookie: String(verified.headers['set-cookie']).split(';')[0]! };
}

/** A reservation body for car `carId` as the checkout form sends it. */
export function reservation(carId: number, phone = '0412 345 678', token = 'tok_test_ok', purpose = 'reserve') {
  return {
    car_id: carId,
    fields: { name: 'Alex Citizen', email: 'alex@example.com', phone, opt_in: true },
    userData: {
      category: purpose === 'buy-online' ? 'Buy Online' : 'Reserve Online',
      url: 'http://site.localhost/checkout',
      source: 'Website',
      user_agent: 'test',
      car_id: carId,
      car_dealership_id: null,
      lead_attributes: { visited_pages: ['/'], linked_query_params: {} },
    },
    payment: { token },
    purpose,
  };
}

/** A trade-in lead as the trade-in form sends it (spec/site.md §3: First Name, Last Name, Postcode, Mobile Number, Email). */
export function tradeInLead(): LeadRequestInput {
  return {
    kind: 'trade-in',
    fields: {
      name: 'Sam',
      last_name: 'Seller',
      email: 'sam@example.com',
      phone: '0412 345 678',
      postcode: '4000',
      category: 'Trade-In',
    },
    userData: {
      category: 'Trade-In',
      url: 'http://site.localhost/trade-in',
      source: 'Website',
      user_agent: 'test',
      car_id: null,
      car_dealership_id: null,
      lead_attributes: { visited_pages: ['/trade-in'], linked_query_params: {} },
    },
  };
}

/** POST /api/leads/{id}/offer-accepted's body (spec/shopping.md §7: category, subcategory '3. Offer Accepted', lead_id, form_completed, offer_accepted). */
export const offerAccepted = (leadId: string, over: Record<string, unknown> = {}) => ({
  category: 'Trade-In',
  subcategory: '3. Offer Accepted',
  lead_id: leadId,
  form_completed: true,
  offer_accepted: true,
  ...over,
});
