/**
 * The CMS's local backend over HTTP (issue 31: a save is "validated by the same rules as
 * tenants:check before it is written"): it writes a valid save as a developer would, refuses an
 * invalid one with tenants:check's words and writes nothing, and touches no file but a site's own
 * and its content. On a copy of tenants/.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsBackend } from '../../src/pipeline/cms/backend.ts';

let dir: string;
let root: string;
let server: Server;
let url: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cms-backend-'));
  root = path.join(dir, 'tenants');
  cpSync('tenants', root, { recursive: true });
  const handle = cmsBackend(root);
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
}, 60_000);

afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

function call(action: string, params: object, contentType = 'application/json') {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body: JSON.stringify({ action, params }),
  });
}

const SITE = 'tenants/sites/bayside-nissan.json';
const onDisk = () => readFileSync(path.join(root, 'sites/bayside-nissan.json'), 'utf8');

function saveSite(edit: (site: Record<string, unknown>) => void) {
  const site = JSON.parse(onDisk());
  edit(site);
  return call('persistEntry', { dataFiles: [{ path: SITE, raw: JSON.stringify(site) }], assets: [] });
}

describe('a save', () => {
  it('that passes the checks is written in the file’s own layout', async () => {
    const response = await saveSite((site) => {
      site.name = 'Bayside Nissan Capalaba';
    });
    expect(response.status).toBe(200);
    expect(onDisk()).toContain('\n  "name": "Bayside Nissan Capalaba",\n');
  }, 60_000);

  it('that breaks a rule only the whole site can check is refused with tenants:check’s words, and nothing is written', async () => {
    const before = onDisk();
    const response = await saveSite((site) => {
      const [first] = site.locations as {
        openingHours: { weekday: number; status: string; open?: string; close?: string }[];
      }[];
      first!.openingHours[1] = { weekday: 1, status: 'Open', open: '17:00', close: '08:00' };
    });
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as { error: string };
    expect(error).toContain(
      'locations[0].openingHours[1].close: expected a time after the opening time 17:00, found "08:00"',
    );
    expect(onDisk()).toBe(before);
  }, 60_000);
});

describe.each([
  ['a file outside a site’s own', 'tenants/_defaults.json'],
  ['a path that climbs out of the folder', 'tenants/sites/../../package.json'],
  ['another site’s content kind', 'tenants/content/sites/bayside-nissan/secrets/x.md'],
])('%s', (_rule, filePath) => {
  it('is refused', async () => {
    const response = await call('persistEntry', { dataFiles: [{ path: filePath, raw: '{}' }], assets: [] });
    expect(response.status).toBe(422);
  });
});

it('takes only JSON, so a page of another origin cannot post to it without a preflight', async () => {
  expect((await call('info', {}, 'text/plain')).status).toBe(415);
});
