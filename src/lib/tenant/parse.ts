// Turns zod issues into lines an editor can act on, in the manner of starlight's error map:
//   tenants/sites/x.json: search.soldDays: expected a number from 0 to 14, found "three"
// Messages written in the schema complete "expected …"; `expectedPhrase` supplies one for issues
// the schema leaves to zod, so every line reads the same way.
import type { z } from 'zod';
import { isPlainObject } from '../plain-object.ts';
import { originOf } from './origins.ts';
import { describeFound, problemLine } from './problem.ts';
import type { SourceFiles } from './resolve.ts';
import { tenantSchema, type Tenant } from './schema.ts';
import { knownOptionsAt, suggestOption } from './schema-walk.ts';

export type ParseResult = { ok: true; tenant: Tenant } | { ok: false; errors: string[] };

/**
 * Validates merged tenant input and applies the schema defaults. `sourceFiles` is the site file,
 * or the sources from resolveTenantLayers so each error names the file that set the bad value.
 */
export function parseTenant(raw: unknown, sourceFiles: string | SourceFiles): ParseResult {
  const sources: SourceFiles =
    typeof sourceFiles === 'string' ? { site: sourceFiles, origins: new Map() } : sourceFiles;
  const input = isPlainObject(raw) ? Object.fromEntries(Object.entries(raw).filter(([key]) => key !== '$schema')) : raw;
  const result = tenantSchema.safeParse(input, { reportInput: true, error: expectedPhrase });
  if (result.success) return { ok: true, tenant: result.data };
  const fileFor = (path: readonly PropertyKey[]) =>
    originOf(sources.origins, path as (string | number)[]) ?? sources.site;
  const lines = result.error.issues.flatMap((issue) => issueLines(tenantSchema, issue, fileFor));
  return { ok: false, errors: [...new Set(lines)] };
}

/**
 * Validates a file's data against another schema of ours (a content file's frontmatter), with error
 * lines in the same shape as a tenant's: "<file>: <field>: expected …, found …".
 */
export function parseFile<S extends z.ZodType>(
  schema: S,
  input: unknown,
  file: string,
): { ok: true; value: z.output<S> } | { ok: false; errors: string[] } {
  const result = schema.safeParse(input, { reportInput: true, error: expectedPhrase });
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    errors: [...new Set(result.error.issues.flatMap((issue) => issueLines(schema, issue, () => file)))],
  };
}

function issueLines(
  schema: z.ZodType,
  issue: z.core.$ZodIssue,
  fileFor: (path: readonly PropertyKey[]) => string,
): string[] {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => {
      const path = [...issue.path, key];
      return problemLine(
        fileFor(path),
        path,
        knownOptionPhrase(schema, issue.path, key),
        `unknown option ${JSON.stringify(key)}`,
      );
    });
  }
  const found = 'input' in issue ? describeFound(issue.input) : 'nothing';
  return [problemLine(fileFor(issue.path), issue.path, issue.message, found)];
}

/** Editors' typos are the usual cause, so point at the option they probably meant. */
function knownOptionPhrase(schema: z.ZodType, objectPath: readonly PropertyKey[], key: string): string {
  const known = knownOptionsAt(schema, objectPath);
  const suggestion = suggestOption(key, known);
  if (suggestion) return `a known option (did you mean ${JSON.stringify(suggestion)}?)`;
  if (known.length > 0 && known.length <= 8)
    return `one of the options ${known.map((k) => JSON.stringify(k)).join(', ')}`;
  return schema === tenantSchema ? 'a known option (see tenants/tenant.schema.json)' : 'a known option';
}

const TYPE_PHRASES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
};

const quoteAll = (values: readonly unknown[]) => values.map((value) => JSON.stringify(value)).join(', ');

/** The per-parse error map: what an issue expected, for issues without a message in the schema. */
function expectedPhrase(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return TYPE_PHRASES[issue.expected] ?? `a value of type ${issue.expected}`;
    case 'invalid_value':
      return issue.values.length === 1 ? JSON.stringify(issue.values[0]) : `one of ${quoteAll(issue.values)}`;
    case 'too_small':
      return boundPhrase(issue.origin, 'at least', issue.minimum, issue.inclusive);
    case 'too_big':
      return boundPhrase(issue.origin, 'at most', issue.maximum, issue.inclusive);
    case 'invalid_format':
      return issue.format === 'email'
        ? 'an email address'
        : issue.format === 'url'
          ? 'a web address like https://www.example.com.au'
          : `a valid ${issue.format}`;
    case 'not_multiple_of':
      return `a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return 'only known options';
    default:
      return 'a valid value';
  }
}

function boundPhrase(origin: string, bound: 'at least' | 'at most', limit: number | bigint, inclusive = true): string {
  if (origin === 'array') return `a list with ${bound} ${limit} item${limit === 1 ? '' : 's'}`;
  if (origin === 'string')
    return bound === 'at least' && limit === 1 ? 'a non-empty string' : `text with ${bound} ${limit} characters`;
  const strict = bound === 'at least' ? 'greater than' : 'less than';
  return `a number ${inclusive ? bound : strict} ${limit}`;
}
