/** Small HTTP helpers for the lead API: errors, JSON answers, the client's address, cookies. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiError } from '../lib/leads/schema.ts';

export class HttpError extends Error {
  readonly status: number;
  readonly fields?: Record<string, string>;
  constructor(status: number, message: string, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    if (fields) this.fields = fields;
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(text);
}

export function sendError(res: ServerResponse, error: HttpError): void {
  const body: ApiError = error.fields ? { error: error.message, fields: error.fields } : { error: error.message };
  sendJson(res, error.status, body);
}

/**
 * The client's address: the socket's, or, behind the one proxy you run (trustProxy), the last
 * X-Forwarded-For hop: the address that proxy saw. Hops before it are whatever the client wrote,
 * so trusting the first would let anyone pick the address rate limits and view counts key on.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string' && forwarded.trim() !== '')
    return forwarded.split(',').at(-1)!.trim();
  return req.socket.remoteAddress ?? 'unknown';
}

export function cookie(req: IncomingMessage, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}
