/**
 * Where a feed comes from: a file, or a URL asked with the validators of the last import from it
 * (ETag / If-Modified-Since), so a feed that has not changed answers 304 and is not read at all.
 * The validators are kept per tenant in .forecourt/feed-state/<slug>.json, beside the build data,
 * with the hash of the index that import made: a 304 counts only while the index still holds it.
 */
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { Readable } from 'node:stream';
import type { FeedFormat } from '../../lib/stock/feed-options.ts';

const FEED_STATE_DIR = '.forecourt/feed-state';

export type FeedSource = { file: string } | { url: string };

export interface FeedValidators {
  url: string;
  etag: string | null;
  lastModified: string | null;
  /** The stock index's content hash after that import (indexer.ts). */
  indexHash: string;
}

export type OpenedFeed =
  | { status: 'not-modified'; label: string }
  | {
      status: 'ok';
      label: string;
      stream: Readable;
      format: FeedFormat;
      validators: Omit<FeedValidators, 'indexHash'> | null;
    };

/** The feed's name in reports: a URL without its query, which may carry a key. */
function sourceLabel(source: FeedSource): string {
  if ('file' in source) return source.file;
  const url = new URL(source.url);
  return `${url.origin}${url.pathname}`;
}

export async function openFeed(
  source: FeedSource,
  format: FeedFormat | undefined,
  previous: FeedValidators | null,
): Promise<OpenedFeed> {
  const label = sourceLabel(source);
  if ('file' in source) {
    const stream = createReadStream(source.file);
    await new Promise<void>((ready, fail) =>
      stream
        .once('open', () => ready())
        .once('error', (error: NodeJS.ErrnoException) =>
          fail(new Error(`Cannot read the stock feed ${source.file} (${error.code ?? error.message}).`)),
        ),
    );
    return { status: 'ok', label, stream, format: format ?? formatOf(source.file, null), validators: null };
  }
  const headers: Record<string, string> = {};
  const same = previous?.url === source.url ? previous : null;
  if (same?.etag) headers['If-None-Match'] = same.etag;
  if (same?.lastModified) headers['If-Modified-Since'] = same.lastModified;
  const response = await fetch(source.url, { headers }).catch((error: unknown) => {
    throw new Error(`Cannot fetch the stock feed ${label}: ${(error as Error).cause ?? (error as Error).message}`);
  });
  if (response.status === 304) return { status: 'not-modified', label };
  if (!response.ok || !response.body)
    throw new Error(`The stock feed ${label} answered ${response.status} ${response.statusText}.`);
  const validators = {
    url: source.url,
    etag: response.headers.get('etag'),
    lastModified: response.headers.get('last-modified'),
  };
  const stream = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
  return {
    status: 'ok',
    label,
    stream,
    format: format ?? formatOf(new URL(source.url).pathname, response.headers.get('content-type')),
    validators,
  };
}

function formatOf(path: string, contentType: string | null): FeedFormat {
  const extension = extname(path).toLowerCase().slice(1);
  if (extension === 'csv' || extension === 'xml' || extension === 'json') return extension;
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'text/csv') return 'csv';
  if (type.endsWith('/xml') || type.endsWith('+xml')) return 'xml';
  if (type.endsWith('/json') || type.endsWith('+json')) return 'json';
  throw new Error(`Cannot tell whether ${path} is CSV, XML or JSON: set the tenant's stockFeed.format.`);
}

export async function readValidators(slug: string, dir = FEED_STATE_DIR): Promise<FeedValidators | null> {
  try {
    return JSON.parse(await readFile(join(dir, `${slug}.json`), 'utf8')) as FeedValidators;
  } catch {
    return null; // none yet, or unreadable: the feed is then fetched whole, which is always safe
  }
}

export async function writeValidators(slug: string, validators: FeedValidators, dir = FEED_STATE_DIR): Promise<void> {
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${slug}.json`);
  await writeFile(`${file}.tmp`, JSON.stringify(validators, null, 2));
  await rename(`${file}.tmp`, file);
}
