/**
 * What the dealer receives and what the log says, on each engine: deliveries signed per Standard
 * Webhooks with the tenant's own secret (the webhook and the ADF copy), held while that secret is
 * missing, a lead sent twice under one Idempotency-Key stored and delivered once, and JSON log
 * lines that carry a request id and lead ids but never the shopper's name, email or phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { verifyDelivery } from '../../src/lib/leads/webhook-signing.ts';
import { createLogger } from '../../src/api/log.ts';
import {
  ENGINES,
  call,
  enquiry,
  plainEnquiryTenant,
  startLeadApi,
  stopSharedPostgres,
  until,
} from './lead-api-harness.ts';

afterAll(() => stopSharedPostgres());

let signed: Tenant;
let unsigned: Tenant;
let tenants: Tenant[];

beforeAll(async () => {
  ({ tenants } = await loadTenants('tenants'));
  signed = plainEnquiryTenant(tenants);
  // The same site without a secret: leads.webhookSecretEnv null (the default) sends unsigned.
  unsigned = {
    ...signed,
    slug: 'unsigned-motors',
    url: 'https://unsigned-motors.example',
    leads: { ...signed.leads, webhookSecretEnv: null },
  };
});

/** A logger writing JSON lines into `lines`, as production logs them (same redaction). */
function capturedLogger() {
  const lines: string[] = [];
  return {
    lines,
    log: createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(line) } }),
  };
}

describe.each(ENGINES)('on %s', (engine) => {
  it("signs the webhook and the ADF copy with the tenant's own secret; a site without one sends unsigned", async () => {
    expect(signed.leads.webhookSecretEnv).toBeTruthy();
    const stack = await startLeadApi([...tenants, unsigned], { engine, name: 'signing' });
    try {
      const secret = stack.env[signed.leads.webhookSecretEnv!]!;
      const {
        body: { lead_id: id },
      } = await call(stack.port, signed.slug, 'POST', '/api/leads', enquiry());
      const {
        body: { lead_id: plainId },
      } = await call(stack.port, unsigned.slug, 'POST', '/api/leads', enquiry());
      const mine = (leadId: string) =>
        stack.receiver.received.filter((r) => r.idempotencyKey === leadId && r.answered === 200);
      await until(() => mine(id).length === 2 && mine(plainId).length === 2);
      for (const delivery of mine(id)) {
        const adf = delivery.path.startsWith('/adf/');
        expect(delivery.headers['webhook-id']).toBe(adf ? `${id}-adf` : id);
        expect(delivery.headers['webhook-timestamp']).toMatch(/^\d{10}$/);
        expect(delivery.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+={0,2}$/);
        expect(verifyDelivery(secret, delivery.body, delivery.headers as Record<string, string>)).toEqual({
          status: 'verified',
        });
        // As a dealer would verify it with the reference library; a forged body or another site's secret fails.
        expect(() =>
          new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>, { jsonParse: false }),
        ).not.toThrow();
        expect(verifyDelivery(secret, `${delivery.body} `, delivery.headers as Record<string, string>).status).toBe(
          'failed',
        );
        expect(
          verifyDelivery(
            `whsec_${Buffer.from('another site').toString('base64')}`,
            delivery.body,
            delivery.headers as Record<string, string>,
          ).status,
        ).toBe('failed');
      }
      for (const delivery of mine(plainId)) {
        expect(delivery.headers['webhook-signature']).toBeUndefined();
        expect(verifyDelivery(null, delivery.body, delivery.headers as Record<string, string>)).toEqual({
          status: 'unsigned',
        });
      }
    } finally {
      await stack.close();
    }
  });

  it("holds a site's deliveries while its secret variable is unset, saying so at start without sending anything unsigned", async () => {
    const { lines, log } = capturedLogger();
    const stack = await startLeadApi(tenants, { engine, name: 'no-secret', env: {}, log });
    try {
      const variable = signed.leads.webhookSecretEnv!;
      expect(
        lines.map((line) => JSON.parse(line)).find((line) => line.tenant === signed.slug && line.level === 50)?.msg,
      ).toBe(`deliveries for ${signed.slug} are held: its webhook secret variable ${variable} is not set`);
      const reply = await call(stack.port, signed.slug, 'POST', '/api/leads', enquiry());
      expect(reply.status).toBe(201);
      const outbox = () =>
        stack.api.db
          .selectFrom('outbox')
          .select(['attempts', 'last_error', 'delivered_at'])
          .where('lead_id', '=', reply.body.lead_id)
          .execute();
      // Both rows tried (and refused) at least once.
      await until(async () => (await outbox()).every((row) => row.last_error !== null));
      const rows = await outbox();
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row.delivered_at).toBeNull();
        expect(row.last_error).toBe(`not sent: its webhook secret variable ${variable} is not set`);
      }
      expect(stack.receiver.received.filter((r) => r.idempotencyKey === reply.body.lead_id)).toEqual([]);
    } finally {
      await stack.close();
    }
  });

  it('stores and delivers once a lead sent twice with one Idempotency-Key; refuses a malformed key', async () => {
    const stack = await startLeadApi([...tenants, unsigned], { engine, name: 'idempotency' });
    try {
      const before = await stack.api.store.leads.count();
      const key = { 'Idempotency-Key': 'form-submission-8f14e45f' };
      const first = await call(stack.port, signed.slug, 'POST', '/api/leads', enquiry(), key);
      const again = await call(stack.port, signed.slug, 'POST', '/api/leads', enquiry(), key);
      expect([first.status, again.status]).toEqual([201, 201]);
      expect(again.body.lead_id).toBe(first.body.lead_id);
      expect(await stack.api.store.leads.count()).toBe(before + 1);
      // The same key on another site is another lead.
      const elsewhere = await call(stack.port, unsigned.slug, 'POST', '/api/leads', enquiry(), key);
      expect(elsewhere.status).toBe(201);
      expect(elsewhere.body.lead_id).not.toBe(first.body.lead_id);
      await until(() =>
        stack.receiver.delivered(`/hook/${signed.slug}`).some((r) => r.idempotencyKey === first.body.lead_id),
      );
      await new Promise((r) => setTimeout(r, 200));
      expect(
        stack.receiver.received.filter((r) => r.idempotencyKey === first.body.lead_id && r.path.startsWith('/hook/')),
      ).toHaveLength(1);
      const bad = await call(stack.port, signed.slug, 'POST', '/api/leads', enquiry(), {
        'Idempotency-Key': 'x'.repeat(201),
      });
      expect(bad).toMatchObject({
        status: 400,
        body: { error: 'Idempotency-Key must be 1 to 200 visible ASCII characters.' },
      });
    } finally {
      await stack.close();
    }
  });

  it("logs JSON lines with a request id and the lead id, never the shopper's name, email or phone", async () => {
    const { lines, log } = capturedLogger();
    const stack = await startLeadApi(tenants, { engine, name: 'logs', log });
    try {
      stack.receiver.setUp(false); // a failed delivery is logged too
      const shopper = { name: 'Zanthe Quillfeather', email: 'zanthe.quill@example.com', phone: '0498 765 432' };
      const reply = await call(stack.port, signed.slug, 'POST', '/api/leads', enquiry(shopper), {
        'X-Request-Id': 'cdn-req-42',
      });
      expect(reply.headers['x-request-id']).toBe('cdn-req-42');
      const bad = await call(
        stack.port,
        signed.slug,
        'POST',
        '/api/leads',
        enquiry({ ...shopper, email: 'not-an-email' }),
      );
      expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const withSignIn = tenants.find((t) => t.features.signIn)!;
      await call(stack.port, withSignIn.slug, 'POST', '/api/sign-in/code', { phone: shopper.phone });
      await until(() => lines.some((line) => line.includes('lead not delivered')));
      const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(parsed.find((line) => line.msg === 'lead accepted')).toMatchObject({
        requestId: 'cdn-req-42',
        leadId: reply.body.lead_id,
        tenant: signed.slug,
      });
      expect(parsed.find((line) => line.msg === `POST /api/leads 201`)).toMatchObject({
        requestId: 'cdn-req-42',
        res: { status: 201 },
      });
      expect(parsed.find((line) => line.msg === `POST /api/leads 400`)).toMatchObject({
        requestId: bad.headers['x-request-id'],
      });
      expect(parsed.find((line) => line.msg === 'lead not delivered; retrying')).toMatchObject({
        leadId: reply.body.lead_id,
      });
      const all = lines.join('\n');
      for (const personal of ['Zanthe', 'Quillfeather', 'zanthe.quill', '0498 765 432', '0498765432', '+61498765432'])
        expect(all).not.toContain(personal);
      // The texted code's line names the phone by its last digits only.
      expect(parsed.find((line) => String(line.msg).startsWith('SMS:'))).toMatchObject({ phoneEnding: '••••••••5432' });
    } finally {
      await stack.close();
    }
  });
});
