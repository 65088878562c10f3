/**
 * Reads the content editors commit under tenants/content/ (layout in src/lib/content/layers.ts):
 * every Markdown (or, for data kinds, JSON) file of a known kind, parsed but not yet judged. Which files a site uses, and
 * whether they are right for it, is src/lib/content/site-content.ts's job; a bad file fails only
 * the tenants whose layers hold it.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { CONTENT_FILE_TYPES } from '../lib/content/frontmatter.ts';
import { parseContentPath } from '../lib/content/layers.ts';
import { problemLine } from '../lib/tenant/problem.ts';
import { parseContentSource, parseDataSource } from '../lib/content/source.ts';
import type { ContentFile } from '../lib/content/types.ts';
import { displayPath } from './display-path.ts';

/** Where content lives beside tenant JSON: <tenants root>/content. */
export function contentDirOf(tenantsRoot: string): string {
  return path.join(tenantsRoot, 'content');
}

/** Every content file under `dir`, sorted by path; a missing folder has none. */
export async function readContentFiles(dir: string): Promise<ContentFile[]> {
  const names = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  const files: ContentFile[] = [];
  for (const name of names.map((n) => n.split(path.sep).join('/')).sort()) {
    const file = displayPath(path.join(dir, name));
    const contentPath = parseContentPath(name, CONTENT_FILE_TYPES);
    if (!contentPath) {
      const misfiled = wrongFileType(name, file);
      if (misfiled) files.push(misfiled);
      continue;
    }
    files.push(contentFileOf(dir, name, await readFile(path.join(dir, name), 'utf8'))!);
  }
  return files;
}

/**
 * The content file `name` (its path under the content folder `dir`) with this text, parsed as the
 * reader parses it; null when the path is not one of a known kind's.
 */
export function contentFileOf(dir: string, name: string, text: string): ContentFile | null {
  const file = displayPath(path.join(dir, name));
  const contentPath = parseContentPath(name, CONTENT_FILE_TYPES);
  if (!contentPath) return null;
  const parse = name.endsWith('.json') ? parseDataSource : parseContentSource;
  return { file, path: contentPath, source: parse(file, text) };
}

/**
 * A Markdown file where a kind keeps JSON, or the other way round (reviews/site.md, offers/x.json):
 * reported against the tenants of its layer rather than skipped, so nothing an editor wrote is
 * silently lost. Other files (a README, a picture) are not content and are left alone.
 */
function wrongFileType(name: string, file: string): ContentFile | null {
  const type = /\.(?:md|json)$/.exec(name)?.[0];
  if (!type) return null;
  const asWritten = Object.fromEntries(Object.keys(CONTENT_FILE_TYPES).map((kind) => [kind, type]));
  const contentPath = parseContentPath(name, asWritten);
  if (!contentPath) return null;
  const expected = CONTENT_FILE_TYPES[contentPath.kind as keyof typeof CONTENT_FILE_TYPES];
  const error = problemLine(
    file,
    'file type',
    `a ${expected} file (${contentPath.kind} are ${expected === '.md' ? 'Markdown' : 'JSON'})`,
    JSON.stringify(type),
  );
  return { file, path: contentPath, source: { ok: false, error } };
}
