/**
 * The local stand-in for the dealers' CRMs: npm start delivers every demo tenant's leads here
 * (JSON to /dealer-inbox/<slug>, ADF/XML to /dealer-inbox/<slug>/adf), and lists what arrived at
 * http://localhost:<port>/dealer-inbox so a developer can see a lead go end to end. Each arrival's
 * Standard Webhooks signature is checked as a dealer's CRM would, with the site's secret, and the
 * page says whether it passed. In memory only.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml } from '../../lib/format/html.ts';
import { verifyDelivery, webhookSecret, type Verification } from '../../lib/leads/webhook-signing.ts';
import type { Tenant } from '../../lib/tenant/schema.ts';

type Arrival = {
  at: string;
  slug: string;
  format: 'json' | 'adf';
  leadId: string;
  body: string;
  signature: Verification;
};

/**
 * For each tenant that signs its deliveries and has no secret in `env`, a fresh one is set there
 * (npm start and the end-to-end stack: a local secret, so the inbox can show deliveries verified).
 */
export function setLocalWebhookSecrets(
  tenants: Pick<Tenant, 'leads'>[],
  env: Record<string, string | undefined>,
): void {
  for (const tenant of tenants) {
    const name = tenant.leads.webhookSecretEnv;
    if (name && !env[name]) env[name] = `whsec_${randomBytes(32).toString('base64')}`;
  }
}

const SIGNATURE_TEXT: Record<Verification['status'], string> = {
  verified: 'Signature verified',
  unsigned: 'Not signed',
  failed: 'Signature check failed',
};

function signatureHtml(signature: Verification): string {
  const reason = signature.status === 'failed' ? `: ${escapeHtml(signature.reason)}` : '';
  return `<strong class="signature signature--${signature.status}">${SIGNATURE_TEXT[signature.status]}${reason}</strong>`;
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1a1a1a}
li{border-top:1px solid #ccc;padding:.5rem 0}pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f4f4f4;padding:.5rem;font-size:.8rem}
.signature--verified{color:#0a6b2f}.signature--failed{color:#a50e0e}.signature--unsigned{color:#4a4a4a}`;

function page(arrivals: Arrival[]): string {
  const rows = arrivals
    .map(
      (a) =>
        `<li><p>${escapeHtml(a.at)} · <strong>${escapeHtml(a.slug)}</strong> · ${a.format} · lead ${escapeHtml(a.leadId)} · ${signatureHtml(a.signature)}</p><pre>${escapeHtml(a.body)}</pre></li>`,
    )
    .join('');
  return (
    `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Dealer inbox</title><style>${STYLE}</style></head>` +
    `<body><main><h1>Dealer inbox</h1><p>Leads delivered by the lead API, newest first, each with its signature checked against the site's webhook secret.</p>${rows ? `<ol>${rows}</ol>` : '<p>No leads yet.</p>'}</main></body></html>`
  );
}

/** Each site's webhook secret is read from `env` as its dealer would hold it (leads.webhookSecretEnv of `tenants`). */
export function dealerInbox({
  tenants = [],
  env = {},
  limit = 200,
}: {
  tenants?: Pick<Tenant, 'slug' | 'leads'>[];
  env?: Record<string, string | undefined>;
  limit?: number;
} = {}) {
  const bySlug = new Map(tenants.map((t) => [t.slug, t]));
  const secretFor = (slug: string) => {
    const tenant = bySlug.get(slug);
    return tenant ? webhookSecret(tenant, env) : null;
  };
  const arrivals: Arrival[] = [];
  return function handle(req: IncomingMessage, res: ServerResponse): boolean {
    const match = /^\/dealer-inbox(?:\/([a-z0-9-]+)(\/adf)?)?\/?$/.exec(req.url?.split('?')[0] ?? '');
    if (!match) return false;
    if (req.method === 'POST' && match[1]) {
      const chunks: Buffer[] = [];
      req
        .on('data', (c: Buffer) => chunks.push(c))
        .on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          const signature = verifyDelivery(
            secretFor(match[1]!),
            body,
            req.headers as Record<string, string | undefined>,
          );
          arrivals.unshift({
            at: new Date().toISOString(),
            slug: match[1]!,
            format: match[2] ? 'adf' : 'json',
            leadId: String(req.headers['idempotency-key'] ?? ''),
            body: body.slice(0, 20_000),
            signature,
          });
          arrivals.length = Math.min(arrivals.length, limit);
          res.writeHead(204).end();
        });
      return true;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(page(arrivals));
    return true;
  };
}
