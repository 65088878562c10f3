/**
 * The text the local CMS backend writes for a save: the CMS's own serialisation of the entry is
 * read back into values and merged into the file on disk as a developer would have edited it
 * (lib/cms/layer-file.ts for JSON, lib/cms/markdown-file.ts for Markdown).
 */
import { isPlainObject } from '../../lib/plain-object.ts';
import { layerFileText, mergeKnownOptions, mergeSiteLayer } from '../../lib/cms/layer-file.ts';
import { markdownFileText } from '../../lib/cms/markdown-file.ts';
import { parseContentSource } from '../../lib/content/source.ts';
import { formFields } from './config.ts';
import { SaveRefused } from './refused.ts';

/** `inRoot` is the file's path under the tenant folder; `original` its text on disk (null for a new file); `raw` what the CMS sent. */
export function savedFileText(inRoot: string, original: string | null, raw: string): string {
  const { settings, content } = formFields();
  if (inRoot.startsWith('sites/')) return layerFileText(mergeSiteLayer(jsonOf(original), jsonOf(raw) ?? {}, settings));
  const kind = /^content\/sites\/[^/]+\/(offers|posts|pages|reviews)\//.exec(inRoot)?.[1] as keyof typeof content;
  if (kind === 'reviews')
    return layerFileText(mergeKnownOptions(jsonOf(original) ?? {}, jsonOf(raw) ?? {}, content.reviews));
  const entry = parseContentSource(inRoot, raw);
  if (!entry.ok) throw new SaveRefused(entry.error);
  return markdownFileText(original, entry.data, entry.body, content[kind]);
}

function jsonOf(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (isPlainObject(value)) return value;
  } catch {
    // reported below
  }
  throw new SaveRefused('The entry is not a JSON object');
}
