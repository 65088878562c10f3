// A group site's brand directory in a real Meilisearch, searched over HTTP with the token the
// browser gets (spec/site.md §2.3 "brand directory with search"): its own entries, searchable and
// narrowed by make, and nothing of another site's directory or stock.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMeilisearch, type MeiliConnection } from '../../src/pipeline/meili/server.ts';
import { directoryIndexUid, indexDirectory } from '../../src/pipeline/meili/directory-index.ts';
import { directorySearchConfigFor } from '../../src/pipeline/meili/tokens.ts';
import {
  directoryRequest,
  readDirectoryAnswer,
  unsearchedResults,
  DEFAULT_DIRECTORY_STATE,
} from '../../src/lib/brands/directory-search.ts';
import { multiSearch } from '../../src/lib/search/multi-search.ts';
import { nodeJsonPost } from '../../src/pipeline/http-post.ts';
import type { DirectoryEntry } from '../../src/lib/brands/entries.ts';
import type { PublicSearchConfig } from '../../src/lib/site/site-data.ts';

const entry = (id: string, order: number, title: string, makes: string[], summary = ''): DirectoryEntry => ({
  id,
  kind: id.startsWith('brand') ? 'car' : 'dealership',
  title,
  href: `/x/${id}`,
  external: false,
  logoSrc: null,
  summary,
  makes,
  order,
});
const alpha = [
  entry('brand-kia', 0, 'Kia', ['Kia']),
  entry('brand-mazda', 1, 'Mazda', ['Mazda']),
  entry('dealership-1', 2, 'Alpha Kia', ['Kia'], '1 Church Street, Parramatta NSW 2150'),
  entry('dealership-2', 3, 'Alpha Mazda', ['Mazda'], '9 Mt Alexander Road, Essendon VIC 3040'),
];
const bravo = [entry('brand-volvo', 0, 'Volvo', ['Volvo'])];

let meili: MeiliConnection;
let dataDir: string;
let config: PublicSearchConfig;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'forecourt-directory-'));
  meili = await startMeilisearch({ dataDir });
  await indexDirectory(meili.client, 'alpha-group', alpha);
  await indexDirectory(meili.client, 'bravo-group', bravo);
  config = await directorySearchConfigFor(meili.client, 'alpha-group', meili.url);
});

afterAll(async () => {
  await meili?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const search = async (state: Parameters<typeof directoryRequest>[1]) =>
  readDirectoryAnswer(
    (await multiSearch(config, directoryRequest(config.indexUid, state), { post: nodeJsonPost })).results,
    state,
  );

describe('the directory index and its token', () => {
  it('answers an empty search exactly as the build prerenders it', async () => {
    expect(await search(DEFAULT_DIRECTORY_STATE)).toEqual(unsearchedResults(alpha, DEFAULT_DIRECTORY_STATE));
  });

  it.each([
    ['a brand by name', { query: 'mazda', makes: [], page: 1 }, ['brand-mazda', 'dealership-2']],
    ['a dealership by suburb', { query: 'parramatta', makes: [], page: 1 }, ['dealership-1']],
    ['a make', { query: '', makes: ['Kia'], page: 1 }, ['brand-kia', 'dealership-1']],
  ])('finds %s', async (_name, state, ids) => {
    const results = await search(state);
    expect(results.hits.map((h) => h.id).sort()).toEqual(ids);
    // The make list counts without the make filter, so the other makes stay to choose from.
    if (state.makes.length > 0)
      expect(results.makes).toEqual([
        { value: 'Kia', count: 2 },
        { value: 'Mazda', count: 2 },
      ]);
  });

  it('reaches nothing of another site: its directory, or any stock', async () => {
    const other = await fetch(`${config.host}/multi-search`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${config.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ queries: [{ indexUid: directoryIndexUid('bravo-group'), q: '' }] }),
    });
    expect(other.status).toBe(403);
    const stock = await fetch(`${config.host}/indexes/cars-alpha-group/search`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${config.apiKey}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(stock.status).toBe(403);
    const payload = JSON.parse(Buffer.from(config.apiKey.split('.')[1]!, 'base64url').toString('utf8')) as {
      searchRules: object;
    };
    expect(payload.searchRules).toEqual({ 'directory-alpha-group': { filter: 'site = "alpha-group"' } });
  });

  it('swaps a changed directory in whole, and leaves an unchanged one alone', async () => {
    const before = (await meili.client.tasks.getTasks({ indexUids: ['directory-alpha-group_next'] })).results.length;
    await indexDirectory(meili.client, 'alpha-group', alpha);
    expect((await meili.client.tasks.getTasks({ indexUids: ['directory-alpha-group_next'] })).results.length).toBe(
      before,
    );
    await indexDirectory(meili.client, 'alpha-group', alpha.slice(0, 2));
    expect((await search(DEFAULT_DIRECTORY_STATE)).hits.map((h) => h.id)).toEqual(['brand-kia', 'brand-mazda']);
  });
});
