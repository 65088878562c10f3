/**
 * Whether a file the CMS is about to write leaves its site valid: the site is resolved and checked
 * exactly as tenants:check does (tenants.ts), with the new text in place of the file on disk. The
 * problems come back in the same words (file, JSON path, expected, found), and nothing is written
 * while there are any (backend.ts).
 */
import path from 'node:path';
import { parseLayerText } from '../../lib/tenant/json.ts';
import { contentDirOf, contentFileOf, readContentFiles } from '../content.ts';
import { displayPath } from '../display-path.ts';
import { readTenantFiles, resolveTenants } from '../tenants.ts';

/** The site a file under the tenant folder belongs to: sites/<slug>.json or content/sites/<slug>/…; null for any other. */
function siteOfFile(inRoot: string): string | null {
  return /^sites\/([a-z0-9-]+)\.json$/.exec(inRoot)?.[1] ?? /^content\/sites\/([a-z0-9-]+)\//.exec(inRoot)?.[1] ?? null;
}

/**
 * The problems the site of `inRoot` (a path under `root`) would have with `text` as that file, or
 * without the file when `text` is null (a content file deleted); none when it is valid.
 */
export async function checkSave(root: string, inRoot: string, text: string | null): Promise<string[]> {
  const slug = siteOfFile(inRoot);
  if (!slug) return [`${inRoot}: the CMS writes only a site's own file and its content`];
  const [{ sites, library }, content] = await Promise.all([
    readTenantFiles(root),
    readContentFiles(contentDirOf(root)),
  ]);
  const overlaid = new Map(sites);
  let files = content;
  if (inRoot.startsWith('sites/')) {
    if (text === null) return [`${inRoot}: a site's own file is removed by a developer, not from the CMS`];
    overlaid.set(slug, parseLayerText(displayPath(path.join(root, inRoot)), text));
  } else {
    const name = inRoot.slice('content/'.length);
    const file = contentFileOf(contentDirOf(root), name, text ?? '');
    if (!file) return [`${inRoot}: not a content file of a known kind (offers, posts, pages, reviews)`];
    files = [...content.filter((f) => f.file !== file.file), ...(text === null ? [] : [file])];
  }
  const { failures } = resolveTenants({ rootDir: root, sites: overlaid, library, files }, [slug]);
  return failures.flatMap((failure) => failure.message.split('\n'));
}
