/**
 * What a site inherits where its own file leaves an option out: the value its lower layers
 * (defaults < manufacturers < group) give it, and which file sets it, or else the schema's default.
 * The CMS shows it beside the option (fields.ts), so an editor sees what the site has without
 * copying it into the site's file.
 */
import { isPlainObject } from '../plain-object.ts';
import { originOf, type Origins } from '../tenant/origins.ts';

/** The site's lower layers merged (resolve.ts, without the site's own options), and the file behind each value. */
export interface LowerLayers {
  raw: Record<string, unknown>;
  origins: Origins;
}

/** A sentence for the CMS hint: "Inherited from groups/x.json: …", "Default: …", or undefined. */
export function inheritedNote(lower: LowerLayers, path: readonly string[], schemaDefault: unknown): string | undefined {
  const value = valueAt(lower.raw, path);
  if (value !== undefined) {
    const shown = summary(value);
    const file = originOf(lower.origins, path);
    return shown && file ? `Inherited from ${shortFile(file)}: ${shown}.` : undefined;
  }
  const shown = summary(schemaDefault);
  return shown ? `Default: ${shown}.` : undefined;
}

function valueAt(raw: unknown, path: readonly string[]): unknown {
  let current = raw;
  for (const key of path) current = isPlainObject(current) ? current[key] : undefined;
  return current;
}

/** A value as a hint shows it; objects show through their options' own hints instead. */
function summary(value: unknown): string | undefined {
  if (value === undefined || value === null || isPlainObject(value)) return undefined;
  if (Array.isArray(value)) {
    if (value.length === 0) return 'none';
    const names = value.slice(0, 4).map(itemName);
    return `${value.length} ${value.length === 1 ? 'entry' : 'entries'} (${names.join(', ')}${value.length > 4 ? ', …' : ''})`;
  }
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}…"` : text;
}

function itemName(item: unknown): string {
  if (!isPlainObject(item)) return JSON.stringify(item);
  const name = item.label ?? item.name ?? item.title ?? item.slug ?? item.date ?? item.id;
  return name === undefined ? '…' : String(name);
}

/** tenants/groups/x.json reads as groups/x.json: every layer file is under the tenant folder. */
function shortFile(file: string): string {
  return file.replace(/^(?:.*\/)?(?=(?:_defaults\.json|manufacturers\/|groups\/|sites\/))/, '');
}
