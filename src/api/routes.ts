/**
 * The lead API's calls, each with what it takes and answers as zod schemas: the dispatcher matches
 * `pattern`, and openapi.ts writes the OpenAPI document from the same list.
 */
import { z } from 'zod';
import type { Handler } from './context.ts';
import { leadRequestSchema } from '../lib/leads/schema.ts';
import {
  adjustmentsSchema,
  estimateRequestSchema,
  offerAcceptedSchema,
  regoLookupSchema,
} from '../lib/leads/valuation-requests.ts';
import { postLead } from './routes/leads.ts';
import {
  codeBody,
  getSession,
  listWatchlist,
  removeCar,
  saveCar,
  sendCode,
  signOut,
  verifyBody,
  verifyCode,
  watchlistBody,
} from './routes/account.ts';
import { carGauge, carView, phoneReveal, revealBody, testDriveAvailability } from './routes/cars.ts';
import { saveMiscellaneous, valuationBody } from './routes/miscellaneous.ts';
import { reservationBody, reservationHandler } from './routes/reservations.ts';
import { carSummaries } from './routes/car-summaries.ts';
import { postAdjustments, postEstimate, postOfferAccepted, postRegoLookup } from './routes/trade-in.ts';
import type { PaymentProcessor } from './payments.ts';
import * as answers from './answers.ts';
import { type Answer, type Route, type RouteSpec, answered, patternOf, refused } from './route-spec.ts';
import { openApiDocument } from './openapi.ts';

const SLUG = '[a-z0-9-]{1,200}';
const LEAD_ID = '[A-Za-z0-9-]{1,64}';

const tradeInStep = (
  path: string,
  summary: string,
  body: z.ZodType,
  handler: Handler,
  done: Record<number, Answer>,
): RouteSpec => ({
  method: 'POST',
  path: `/api/leads/{id}/${path}`,
  summary,
  params: { id: LEAD_ID },
  body,
  answers: {
    ...done,
    404: refused('No trade-in lead with that id on this site, or no valuation tool'),
    409: refused('Out of order: no offer yet, or the offer already accepted'),
  },
  handler,
});

const LEADS: RouteSpec[] = [
  {
    method: 'POST',
    path: '/api/leads',
    summary:
      'Send a lead (enquiry, test drive, finance, trade-in, request photos, find me something similar, contact, service). Stored durably before the 201; delivered to the dealer afterwards.',
    headers: z.object({
      'Idempotency-Key': z.string().max(200).optional().meta({
        description:
          'Your key for this submission: sending it again with the same key answers the lead already stored instead of storing a second one.',
      }),
    }),
    body: leadRequestSchema,
    answers: { 201: answered('Stored', answers.leadStoredAnswer), 404: refused('Unknown site') },
    handler: postLead,
  },
  {
    method: 'POST',
    path: '/api/miscellaneous',
    summary: 'Keep a trade-in valuation for the dealer',
    body: valuationBody,
    answers: { 200: answered('Saved', answers.successAnswer) },
    handler: saveMiscellaneous,
  },
];

const reservationRoute = (payments: PaymentProcessor): RouteSpec => ({
  method: 'POST',
  path: '/api/reservations',
  summary:
    "Reserve a car with the refundable deposit; purpose 'buy-online' (sites that sell online) files a Buy Online lead",
  body: reservationBody,
  answers: {
    201: answered('Reserved', answers.reservationAnswer),
    402: refused('The deposit was declined'),
    404: refused('No reservations on this site, or no such car'),
    409: refused('The car has just been reserved or sold'),
  },
  handler: reservationHandler(payments),
});

const ACCOUNT: RouteSpec[] = [
  {
    method: 'POST',
    path: '/api/sign-in/code',
    summary: 'Text a 6-digit sign-in code to a phone',
    body: codeBody,
    answers: { 200: answered('Sent', answers.codeSentAnswer) },
    handler: sendCode,
  },
  {
    method: 'POST',
    path: '/api/sign-in/verify',
    summary: 'Exchange the code for a session cookie',
    body: verifyBody,
    answers: { 200: answered('Signed in; sets the forecourt_session cookie', answers.signedInAnswer) },
    handler: verifyCode,
  },
  {
    method: 'GET',
    path: '/api/session',
    summary: 'Who is signed in',
    answers: { 200: answered('The signed-in phone, or null', answers.sessionAnswer) },
    handler: getSession,
  },
  {
    method: 'POST',
    path: '/api/sign-out',
    summary: 'End the session',
    answers: { 200: answered('Signed out; clears the cookie', answers.successAnswer) },
    handler: signOut,
  },
  {
    method: 'GET',
    path: '/api/watchlist',
    summary: "Car ids on the signed-in shopper's watchlist",
    answers: { 200: answered('List', answers.watchlistAnswer), 401: refused('Not signed in') },
    handler: listWatchlist,
  },
  ...(
    [
      ['save-car', 'Save a car to the watchlist', 'Saved', saveCar],
      ['remove-car', 'Remove a car from the watchlist', 'Removed', removeCar],
    ] as const
  ).map(
    ([path, summary, done, handler]): RouteSpec => ({
      method: 'POST',
      path: `/api/watchlist/${path}`,
      summary,
      body: watchlistBody,
      answers: {
        200: answered(done, answers.successAnswer),
        401: refused('Not signed in'),
        403: refused('Another phone number'),
      },
      handler,
    }),
  ),
];

const CARS: RouteSpec[] = [
  {
    method: 'GET',
    path: '/api/cars/{slug}/view.json',
    summary: "Count a view; the car's current fields",
    params: { slug: SLUG },
    query: z.object({
      photos_count: z.string().optional(),
      updated_at: z.string().optional(),
      website_id: z.string().optional(),
    }),
    answers: {
      200: answered('Views, whether the car can still be bought, and its live fields', answers.carViewAnswer),
      404: refused('No such car'),
      503: refused('The stock index cannot be read'),
    },
    handler: carView,
  },
  {
    method: 'GET',
    path: '/api/cars/{slug}/autogauge',
    summary: 'Where the price sits in the market band (the price gauge)',
    params: { slug: SLUG },
    answers: { 200: answered('The gauge', answers.gaugeAnswer), 404: refused('No such car, or no market data') },
    handler: carGauge,
  },
  {
    method: 'POST',
    path: '/api/phone-reveal',
    summary: 'Reveal (and count) the dealer number for a car',
    body: revealBody,
    answers: { 200: answered('The number', answers.phoneAnswer), 404: refused('No such car, or no number for it') },
    handler: phoneReveal,
  },
  {
    method: 'GET',
    path: '/api/test-drive/availability',
    summary: 'Bookable test-drive starts for the next 14 days',
    query: z.object({ car_id: z.string().regex(/^[1-9]\d*$/) }),
    answers: {
      200: answered('Days with half-hour slots', answers.availabilityAnswer),
      400: refused('car_id is not a car id'),
      404: refused('The dealer takes bookings by phone'),
    },
    handler: testDriveAvailability,
  },
  {
    method: 'GET',
    path: '/api/cars',
    summary:
      'Short summaries of cars: by ids (1 to 50, comma-separated, in that order) or by slug; exactly one of the two',
    query: z.object({
      ids: z.string().optional().meta({ example: '1,2,3' }),
      slug: z.string().optional(),
    }),
    answers: {
      200: answered('The cars found (unknown ids are left out)', answers.carSummariesAnswer),
      400: refused('Neither or both of ids and slug, or a malformed one'),
      503: refused('The stock index cannot be read'),
    },
    handler: carSummaries,
  },
];

const TRADE_IN: RouteSpec[] = [
  {
    method: 'POST',
    path: '/api/valuations/estimate',
    summary:
      'Estimate a trade-in offer from comparable cars for sale (none online for cars over 7 years or 100,000 km); with lead_id, recorded against that trade-in lead',
    body: estimateRequestSchema(new Date()),
    answers: {
      200: answered('The offer, or null with a message saying why', answers.estimateAnswer),
      404: refused('No valuation tool on this site, or no such trade-in lead'),
      409: refused('The offer on that lead is already accepted'),
    },
    handler: postEstimate,
  },
  tradeInStep(
    'rego-lookup',
    "Record the trade-in car's rego (and preferred contact, finance) against the lead",
    regoLookupSchema,
    postRegoLookup,
    { 200: answered('The rego as recorded', answers.regoAnswer) },
  ),
  tradeInStep(
    'valuation-adjustments',
    'Answer the condition questions; the estimate less their deductions',
    adjustmentsSchema,
    postAdjustments,
    { 200: answered('The adjusted offer', answers.adjustedAnswer) },
  ),
  tradeInStep(
    'offer-accepted',
    "Accept the current offer: sent to the dealer as a new trade-in lead (subcategory '3. Offer Accepted'); accepting again answers the same lead",
    offerAcceptedSchema,
    postOfferAccepted,
    {
      200: answered('Already accepted: the same lead', answers.acceptedAnswer),
      201: answered('Accepted and stored for delivery', answers.acceptedAnswer),
    },
  ),
];

/** GET /api/openapi.json: the document of the whole table, written on the first call. */
function openApiRoute(table: () => RouteSpec[]): RouteSpec {
  let document: ReturnType<typeof openApiDocument> | undefined;
  return {
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This description of the API (OpenAPI 3.1)',
    answers: { 200: answered('The document', answers.openApiAnswer) },
    handler: async (_ctx, { res }) => {
      document ??= openApiDocument(table());
      answers.reply(res, 200, answers.openApiAnswer, document);
    },
  };
}

export function routes(payments: PaymentProcessor): Route[] {
  const specs: RouteSpec[] = [
    openApiRoute(() => specs),
    ...LEADS,
    reservationRoute(payments),
    ...ACCOUNT,
    ...CARS,
    ...TRADE_IN,
  ];
  return specs.map((spec) => ({ ...spec, pattern: patternOf(spec) }));
}
