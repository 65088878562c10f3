/**
 * The lead API's log redacts the shopper's details and credentials by path, wherever code puts
 * them in a logged object (src/api/log.ts REDACTED_PATHS), and refuses an unknown LOG_LEVEL.
 */
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/api/log.ts';

function logged(object: Record<string, unknown>): string {
  const lines: string[] = [];
  createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(line) } }).info(
    object,
    'something happened',
  );
  return lines.join('');
}

describe('redaction', () => {
  it.each([
    ['a name, email and phone at the top', { name: 'Zanthe Quill', email: 'zq@example.com', phone: '0498765432' }],
    [
      "a lead's fields",
      { leadId: 'lead-1', fields: { name: 'Zanthe Quill', email: 'zq@example.com', phone: '0498765432' } },
    ],
    [
      'a shopper one level down',
      { shopper: { name: 'Zanthe Quill', last_name: 'Quill', email: 'zq@example.com', phone: '0498765432' } },
    ],
    ["a request's body", { lead: { body: '{"email":"zq@example.com"}' } }],
    ['a session cookie', { req: { headers: { cookie: 'forecourt_session=SECRETTOKEN' } } }],
    ['a webhook secret', { tenant: 'x', secret: 'whsec_SECRETTOKEN' }],
    [
      'the row a database error quotes',
      { err: { message: 'violates check constraint', detail: 'Failing row contains (zq@example.com, 0498765432)' } },
    ],
  ])('%s never reaches the line', (_case, object) => {
    const line = logged(object);
    for (const value of ['Zanthe', 'Quill', 'zq@example.com', '0498765432', 'SECRETTOKEN'])
      expect(line).not.toContain(value);
    expect(line).toContain('[redacted]');
  });

  it('keeps what the log is for: lead ids, tenants, destinations and messages', () => {
    expect(JSON.parse(logged({ leadId: 'lead-1', tenant: 'example-motors', destination: 'adf' }))).toMatchObject({
      leadId: 'lead-1',
      tenant: 'example-motors',
      destination: 'adf',
      msg: 'something happened',
      level: 30,
    });
  });
});

it('refuses a LOG_LEVEL it does not know, naming the levels', () => {
  expect(() => createLogger({ level: 'verbose' })).toThrow(
    'LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent; found verbose',
  );
});
