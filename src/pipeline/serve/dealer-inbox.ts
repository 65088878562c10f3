/**
 * The local stand-in for the dealers' CRMs: npm start delivers every demo tenant's leads here
 * (JSON to /dealer-inbox/<slug>, ADF/XML to /dealer-inbox/<slug>/adf), and lists what arrived at
 * http://localhost:<port>/dealer-inbox so a developer can see a lead go end to end. In memory only.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml } from '../../lib/format/html.ts';

type Arrival = { at: string; slug: string; format: 'json' | 'adf'; leadId: string; body: string };


export function dealerInbox(limit = 200) {
  const arrivals: Arrival[] = [];
  return function handle(req: IncomingMessage, res: ServerResponse): boolean {
    const match = /^\/dealer-inbox(?:\/([a-z0-9-]+)(\/adf)?)?\/?$/.exec(req.url?.split('?')[0] ?? '');
    if (!match) return false;
    if (req.method === 'POST' && match[1]) {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c)).on('end', () => {
        arrivals.unshift({ at: new Date().toISOString(), slug: match[1]!, format: match[2] ? 'adf' : 'json', leadId: String(req.headers['idempotency-key'] ?? ''), body: Buffer.concat(chunks).toString('utf8').slice(0, 20_000) });
        arrivals.length = Math.min(arrivals.length, limit);
        res.writeHead(204).end();
      });
      return true;
    }
    const rows = arrivals.map((a) => `<li><p>${escapeHtml(a.at)} · <strong>${escapeHtml(a.slug)}</strong> · ${a.format} · lead ${escapeHtml(a.leadId)}</p><pre>${escapeHtml(a.body)}</pre></li>`).join('');
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(`<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>Dealer inbox</title></head><body><main><h1>Dealer inbox</h1><p>Leads delivered by the lead API, newest first.</p>${rows ? `<ol>${rows}</ol>` : '<p>No leads yet.</p>'}</main></body></html>`);
    return true;
  };
}
