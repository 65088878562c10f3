/**
 * The lead API as its own HTTP server, for production (a CDN sends each site's /api/* here) and for
 * tests that kill and restart it. The tenant is found from the Host: a dealer's own domain (the
 * host of its `url`) or <slug>.localhost.
 */
import { createServer, type Server } from 'node:http';
import { tenantFromHost } from '../lib/tenant/host.ts';
import type { Tenant } from '../lib/tenant/schema.ts';
import type { LeadApi } from './app.ts';

function hostResolver(tenants: Tenant[]): (host: string | undefined) => string | null {
  const byHost = new Map(tenants.map((t) => [new URL(t.url).host.toLowerCase(), t.slug]));
  return (host) => byHost.get((host ?? '').toLowerCase()) ?? tenantFromHost(host);
}

export async function serveLeadApi(api: LeadApi, tenants: Tenant[], port: number, host = '127.0.0.1'): Promise<Server> {
  const resolve = hostResolver(tenants);
  const server = createServer((req, res) => {
    const slug = resolve(req.headers.host);
    if (!req.url?.startsWith('/api/') || slug === null) {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'Unknown site.' }));
      return;
    }
    api.handle(req, res, slug);
  });
  await new Promise<void>((done, fail) => server.once('error', fail).listen(port, host, done));
  return server;
}
