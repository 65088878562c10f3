/**
 * The lead API's calls, each described beside its handler (route.ts): the dispatcher answers this
 * list, and GET /api/openapi.json is written from the same list (openapi.ts).
 */
import { z } from 'zod';
import { postLead } from './routes/leads.ts';
import { accountRoutes } from './routes/account.ts';
import { carRoutes } from './routes/cars.ts';
import { miscellaneousRoute } from './routes/miscellaneous.ts';
import { reservationRoutes } from './routes/reservations.ts';
import { paymentEventRoute } from './routes/payment-events.ts';
import { carSummariesRoute } from './routes/car-summaries.ts';
import { tradeInRoutes } from './routes/trade-in.ts';
import { alertRoutes } from './routes/alerts.ts';
import { sendJson } from './http.ts';
import { openApiDocument } from './openapi.ts';
import { answered, route, type Route } from './route.ts';

const openApiAnswer = z.looseObject({ openapi: z.literal('3.1.0'), paths: z.record(z.string(), z.unknown()) });

/** GET /api/openapi.json: the document of the whole table, itself included, written once per API. */
function openApiRoute(calls: Route[]): Route {
  const self = route({
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This description of the API (OpenAPI 3.1)',
    body: null,
    answers: { 200: answered('The document', openApiAnswer) },
    handler: async (_ctx, { res }) => sendJson(res, 200, document),
  });
  const document = openApiDocument([self, ...calls]);
  return self;
}

export function routes(): Route[] {
  const calls = [
    postLead,
    ...accountRoutes,
    ...carRoutes,
    miscellaneousRoute,
    ...reservationRoutes,
    paymentEventRoute,
    ...tradeInRoutes,
    carSummariesRoute,
    ...alertRoutes,
  ];
  return [openApiRoute(calls), ...calls];
}
