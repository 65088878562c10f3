/** The lead API's calls; openapi.ts describes the same list. */
import type { Handler } from './context.ts';
import { postLead } from './routes/leads.ts';
import { getSession, listWatchlist, removeCar, saveCar, sendCode, signOut, verifyCode } from './routes/account.ts';
import { carGauge, carView, phoneReveal, testDriveAvailability } from './routes/cars.ts';
import { saveMiscellaneous } from './routes/miscellaneous.ts';
import { reservationHandler } from './routes/reservations.ts';
import { carSummaries } from './routes/car-summaries.ts';
import { postAdjustments, postEstimate, postOfferAccepted, postRegoLookup } from './routes/trade-in.ts';
import type { PaymentProcessor } from './payments.ts';
import { sendJson } from './http.ts';
import { openApiDocument } from './openapi.ts';

export type Route = { method: string; pattern: RegExp; handler: Handler };

/** GET /api/openapi.json: openapi.ts's description of these calls, built once per API. */
function openApi(): Handler {
  const document = openApiDocument();
  return async (_ctx, { res }) => sendJson(res, 200, document);
}

export const routes = (payments: PaymentProcessor): Route[] => [
  { method: 'GET', pattern: /^\/api\/openapi\.json$/, handler: openApi() },
  { method: 'POST', pattern: /^\/api\/leads$/, handler: postLead },
  { method: 'POST', pattern: /^\/api\/sign-in\/code$/, handler: sendCode },
  { method: 'POST', pattern: /^\/api\/sign-in\/verify$/, handler: verifyCode },
  { method: 'GET', pattern: /^\/api\/session$/, handler: getSession },
  { method: 'POST', pattern: /^\/api\/sign-out$/, handler: signOut },
  { method: 'GET', pattern: /^\/api\/watchlist$/, handler: listWatchlist },
  { method: 'POST', pattern: /^\/api\/watchlist\/save-car$/, handler: saveCar },
  { method: 'POST', pattern: /^\/api\/watchlist\/remove-car$/, handler: removeCar },
  { method: 'GET', pattern: /^\/api\/cars\/(?<slug>[a-z0-9-]{1,200})\/view\.json$/, handler: carView },
  { method: 'GET', pattern: /^\/api\/cars\/(?<slug>[a-z0-9-]{1,200})\/autogauge$/, handler: carGauge },
  { method: 'POST', pattern: /^\/api\/phone-reveal$/, handler: phoneReveal },
  { method: 'GET', pattern: /^\/api\/test-drive\/availability$/, handler: testDriveAvailability },
  { method: 'POST', pattern: /^\/api\/miscellaneous$/, handler: saveMiscellaneous },
  { method: 'POST', pattern: /^\/api\/reservations$/, handler: reservationHandler(payments) },
  { method: 'POST', pattern: /^\/api\/valuations\/estimate$/, handler: postEstimate },
  { method: 'POST', pattern: /^\/api\/leads\/(?<id>[A-Za-z0-9-]{1,64})\/rego-lookup$/, handler: postRegoLookup },
  {
    method: 'POST',
    pattern: /^\/api\/leads\/(?<id>[A-Za-z0-9-]{1,64})\/valuation-adjustments$/,
    handler: postAdjustments,
  },
  { method: 'POST', pattern: /^\/api\/leads\/(?<id>[A-Za-z0-9-]{1,64})\/offer-accepted$/, handler: postOfferAccepted },
  { method: 'GET', pattern: /^\/api\/cars$/, handler: carSummaries },
];
