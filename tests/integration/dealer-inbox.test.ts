/**
 * The local dealer inbox (npm start's stand-in for the dealers' CRMs) checks each delivery's
 * Standard Webhooks signature with the site's secret, as a dealer would, and shows whether it
 * passed: leads from the real lead API arrive verified (JSON and ADF) or, for a site without a
 * secret, unsigned; a forged delivery shows as failed.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { dealerInbox } from '../../src/pipeline/serve/dealer-inbox.ts';
import { inboxDestinations } from '../../src/api/app.ts';
import { signingHeaders } from '../../src/lib/leads/webhook-signing.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { call, enquiry, plainEnquiryTenant, startLeadApi, until, webhookSecrets } from './lead-api-harness.ts';

let server: Server;
let base: string;
let tenants: Tenant[];
let signed: Tenant;
let unsigned: Tenant;
let env: Record<string, string>;

beforeAll(async () => {
  ({ tenants } = await loadTenants('tenants'));
  signed = plainEnquiryTenant(tenants);
  unsigned = {
    ...signed,
    slug: 'unsigned-motors',
    url: 'https://unsigned-motors.example',
    leads: { ...signed.leads, webhookSecretEnv: null },
  };
  env = webhookSecrets(tenants);
  const inbox = dealerInbox({ tenants: [...tenants, unsigned], env });
  server = createServer((req, res) => void (inbox(req, res) || res.writeHead(404).end()));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/dealer-inbox`;
});
afterAll(
  () =>
    new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
    }),
);

/** The inbox page's entries: each one's text, by lead id and format. */
async function entries(): Promise<{ leadId: string; format: string; text: string }[]> {
  const html = await (await fetch(base)).text();
  return [...html.matchAll(/<li><p>(.*?)<\/p>/g)].map(([, line]) => {
    const text = line!.replace(/<[^>]+>/g, '');
    const [, format = '', leadId = ''] = /· (json|adf) · lead (\S+)/.exec(text) ?? [];
    return { leadId, format, text };
  });
}

it('shows leads from the lead API verified, or unsigned for a site without a secret, and a forged one failed', async () => {
  const stack = await startLeadApi([...tenants, unsigned], { name: 'inbox', env, deliverTo: inboxDestinations(base) });
  try {
    const mine = (await call(stack.port, signed.slug, 'POST', '/api/leads', enquiry())).body.lead_id as string;
    const plain = (await call(stack.port, unsigned.slug, 'POST', '/api/leads', enquiry())).body.lead_id as string;
    // Signed with another secret, as a forger would have to.
    const body = JSON.stringify({ lead_id: 'forged-1' });
    const forged = signingHeaders(
      new Webhook(`whsec_${Buffer.from('not the dealer secret').toString('base64')}`),
      'forged-1',
      body,
      new Date(),
    );
    await fetch(`${base}/${signed.slug}`, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'forged-1', ...forged },
    });
    let seen: Awaited<ReturnType<typeof entries>> = [];
    // Delivery is asynchronous: read the page until the four deliveries are on it.
    await until(async () => {
      seen = await entries();
      return seen.filter((e) => e.leadId === mine || e.leadId === plain).length === 4;
    });
    const signature = (leadId: string, format: string) =>
      seen
        .find((e) => e.leadId === leadId && e.format === format)
        ?.text.split(' · ')
        .at(-1);
    expect(signature(mine, 'json')).toBe('Signature verified');
    expect(signature(mine, 'adf')).toBe('Signature verified');
    expect(signature(plain, 'json')).toBe('Not signed');
    expect(signature(plain, 'adf')).toBe('Not signed');
    expect(signature('forged-1', 'json')).toBe('Signature check failed: No matching signature found');
  } finally {
    await stack.close();
  }
});
