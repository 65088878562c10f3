/**
 * What a lead sent to POST /api/leads becomes before it is stored: the API decides, the browser
 * only asks (docs/threat-model.md). The site must have a form of its kind; the fields are exactly
 * that form's; the category is the form's own (or the one chosen from the site's list); a car named
 * must be one of this site's, and its make, model, stock number, status and title come from the
 * stock index, not the page; a test drive's time must be one the availability call offers; the
 * Request Photos text is the site's.
 */
import { formRules, ruleErrors, type FormRules } from '../lib/leads/form-rules.ts';
import { CAR_FIELDS, formFieldNames, sendsLeadKind } from '../lib/leads/form-fields.ts';
import { rewriteCategory } from '../lib/leads/attribution.ts';
import type { LeadRequest, leadRequestSchema } from '../lib/leads/schema.ts';
import { vehicleTitle } from '../lib/stock/display.ts';
import { slugify } from '../lib/format/slug.ts';
import type { LiveCar } from '../lib/stock/shapes.ts';
import type { Tenant } from '../lib/tenant/schema.ts';
import type { z } from 'zod';
import { fieldMessages, invalidBody } from './validate.ts';
import { HttpError } from './http.ts';
import { availability, NO_SUCH_SLOT, offers, slotOf } from './test-drives.ts';
import type { ApiContext, Request } from './context.ts';

type Sent = z.output<typeof leadRequestSchema>;
type Fields = LeadRequest['fields'];

/** A subcategory a lead without a car may carry: an offer's (lib/leads/lead-values.ts offerSubcategory). */
const OFFER_SUBCATEGORY = /^Offer: ./;

/** The form's rules, once the site has the form and the fields are the form's; else a 400 naming each. */
function checkedForm(tenant: Tenant, sent: Sent): FormRules {
  if (!sendsLeadKind(tenant, sent.kind)) throw invalidBody({ kind: 'This site has no form for that kind of lead.' });
  const rules = formRules(tenant, sent.kind);
  const allowed = formFieldNames(sent.kind, rules);
  const errors = fieldMessages();
  for (const key of Object.keys(sent.fields))
    if (!allowed.has(key)) errors[key] = `${key} is not a field of this form.`;
  Object.assign(errors, ruleErrors(rules, sent.fields));
  const category = rules.categories ? sent.fields.category : rules.fixedCategory;
  if (sent.fields.category !== undefined && sent.fields.category !== category)
    errors.category ??= `category must be '${rules.fixedCategory}' on this form.`;
  if (sent.userData.category !== category) errors['userData.category'] = `must be the form's category, '${category}'.`;
  if (Object.keys(errors).length > 0) throw invalidBody(errors);
  return rules;
}

/**
 * The car the lead is about (fields.car_id, else userData.car_id), which must be this site's (404).
 * 'unchecked' when the stock index cannot be read: the lead is kept as sent rather than lost, and
 * delivery looks the car up again.
 */
async function carOf(ctx: ApiContext, request: Request, sent: Sent): Promise<LiveCar | null | 'unchecked'> {
  const { car_id: fieldCar } = sent.fields;
  const { car_id: pageCar } = sent.userData;
  if (fieldCar !== undefined && pageCar !== null && fieldCar !== pageCar)
    throw invalidBody({ car_id: 'car_id must be the car of userData.car_id.' });
  const id = fieldCar ?? pageCar;
  if (id === null) return null;
  const car = await ctx.cars.byId(request.tenant, id).catch((error: unknown) => {
    request.log.warn({ err: error, tenant: request.tenant.slug }, 'car lookup failed; lead kept as sent');
    return 'unchecked' as const;
  });
  if (!car) throw new HttpError(404, 'That car is not listed on this site.');
  return car;
}

/** The car's own values for the car fields the form sent, and its dealership unless the shopper chose one. */
function carFields(tenant: Tenant, rules: FormRules, fields: Fields, car: LiveCar): Fields {
  const dealership = tenant.dealerships.find((d) => d.id === car.dealership_id)?.slug ?? car.dealership_slug;
  const truth: Partial<Record<(typeof CAR_FIELDS)[number], string | number | undefined>> = {
    car_id: car.id,
    manufacturer_slug: car.make ? slugify(car.make) : undefined,
    stock_number: car.stocknum ?? undefined,
    'Vehicle Make': car.make || undefined,
    'Vehicle Model': car.model || undefined,
    car_type: car.car_type || undefined,
    vehicle_status: String(car.status),
    dealership_slug:
      rules.dealerships || rules.dealershipFromLocation ? fields.dealership_slug : (dealership ?? undefined),
  };
  const derived: Record<string, unknown> = { ...fields };
  if ('subcategory' in fields) derived.subcategory = vehicleTitle(car).slice(0, 100);
  for (const key of CAR_FIELDS) if (key in fields) derived[key] = truth[key];
  return Object.fromEntries(Object.entries(derived).filter(([, v]) => v !== undefined)) as Fields;
}

/** Without a car: a dealership must be the site's, and a subcategory an offer's. */
function checkWithoutCar(tenant: Tenant, fields: Fields, userData: Sent['userData']): void {
  const errors = fieldMessages();
  const known = tenant.dealerships.map((d) => d.slug);
  if (fields.dealership_slug !== undefined && known.length > 0 && !known.includes(fields.dealership_slug))
    errors.dealership_slug = 'Please choose a dealership.';
  for (const [name, value] of [
    ['subcategory', fields.subcategory],
    ['userData.subcategory', userData.subcategory],
  ] as const)
    if (value !== undefined && !OFFER_SUBCATEGORY.test(value)) errors[name] = `${name} is not one this form sends.`;
  if (Object.keys(errors).length > 0) throw invalidBody(errors);
}

/** A test drive's time as a slot the availability call offers now ('YYYY-MM-DDTHH:MM'), or a 400. */
async function bookedSlot(
  ctx: ApiContext,
  tenant: Tenant,
  car: LiveCar | null | 'unchecked',
  booking: string,
): Promise<string> {
  const slot = slotOf(booking);
  if (slot && car === 'unchecked') return slot;
  if (slot && car !== 'unchecked' && offers((await availability(ctx, tenant, car)).days, slot)) return slot;
  throw invalidBody({ booking_datetime: NO_SUCH_SLOT });
}

/** Careers rewrite (spec/site.md §4) and the dealership from the chosen location (§4 Service bookings; the contact form). */
function normalise(tenant: Tenant, rules: FormRules, lead: LeadRequest): LeadRequest {
  const userData = { ...lead.userData, ...rewriteCategory(lead.userData.category, lead.userData.subcategory) };
  const fields = {
    ...lead.fields,
    ...(lead.fields.category ? rewriteCategory(lead.fields.category, lead.fields.subcategory) : {}),
  };
  if (rules.dealershipFromLocation && fields.location) {
    const location = tenant.locations.find((l) => l.slug === fields.location);
    const dealership =
      tenant.dealerships.find((d) => d.id === location?.dealershipId)?.slug ?? location?.dealershipSlug;
    if (dealership) fields.dealership_slug = dealership;
  }
  return { ...lead, fields, userData };
}

/** The lead to store for what the browser sent (after the schema), or an HttpError saying why not. */
export async function leadFromForm(ctx: ApiContext, request: Request, sent: Sent): Promise<LeadRequest> {
  const { tenant } = request;
  const rules = checkedForm(tenant, sent);
  const car = await carOf(ctx, request, sent);
  let fields: Fields = sent.fields;
  let { userData } = sent;
  if (car && car !== 'unchecked') {
    fields = carFields(tenant, rules, fields, car);
    userData = { ...userData, car_id: car.id, car_dealership_id: car.dealership_id ?? null };
    if (userData.subcategory !== undefined) userData.subcategory = fields.subcategory;
  } else if (!car) checkWithoutCar(tenant, fields, userData);
  // The hidden field's text is the site's own (leads.photosRequestText), whatever the page said.
  if (sent.kind === 'request-photos') fields = { ...fields, 'Request Photos': tenant.leads.photosRequestText };
  if (sent.kind === 'test-drive' && fields.booking_datetime !== undefined)
    fields = { ...fields, booking_datetime: await bookedSlot(ctx, tenant, car, fields.booking_datetime) };
  return normalise(tenant, rules, { kind: sent.kind, fields, userData });
}
