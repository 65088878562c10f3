// Every option in the tenant schema does what it says: a test walks tenants/tenant.schema.json and
// fails on any option that no source file reads, so an option editors set can never be silently
// ignored. "Read" is a property access (`.name`, `?.name`, `['name']`) or a destructured name in a
// file under src/ that is not itself a schema (no zod object in it); the theme's colours are read as
// the CSS custom properties themeCss writes (`var(--colour-accent)`). An option whose name some other
// code happens to read can slip through, so this catches the option nobody wired up, not every bug.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type Node = {
  properties?: Record<string, Node>;
  items?: Node;
  additionalProperties?: Node | boolean;
  anyOf?: Node[];
  $ref?: string;
};

/**
 * Options kept for the future, each with why. An option here is refused by no check, so the list
 * stays short; issue 14's offers and reviews options, when they land, are read by their own code.
 */
const KEPT_FOR_LATER: Record<string, string> = {};

/** Written by editors, read by the machinery rather than by name: the editor's schema pointer. */
const NOT_OPTIONS = new Set(['$schema']);

function optionPaths(node: Node, prefix: string[] = []): string[][] {
  const paths: string[][] = [];
  for (const branch of node.anyOf ?? []) paths.push(...optionPaths(branch, prefix));
  for (const [name, child] of Object.entries(node.properties ?? {})) {
    paths.push([...prefix, name], ...optionPaths(child, [...prefix, name]));
  }
  if (node.items) paths.push(...optionPaths(node.items, prefix));
  if (typeof node.additionalProperties === 'object') paths.push(...optionPaths(node.additionalProperties, prefix));
  return paths;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|astro|css)$/.test(name) ? [path] : [];
  });
}

const escapeRegExp = (text: string) => text.replace(/[$.*+?^(){}|[\]\\]/g, '\\$&');
const reads = (source: string, name: string) =>
  new RegExp(
    `(?:\\?\\.|\\.)${escapeRegExp(name)}\\b|\\[['"]${escapeRegExp(name)}['"]\\]|\\{[^{}=;()]*\\b${escapeRegExp(name)}\\b[^{}=;()]*\\}\\s*(?:=|:|\\))`,
  ).test(source);
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const schema = JSON.parse(readFileSync('tenants/tenant.schema.json', 'utf8')) as Node;
const paths = [...new Map(optionPaths(schema).map((path) => [path.join('.'), path])).values()].filter(
  (path) => !NOT_OPTIONS.has(path[0]!),
);
const sources = sourceFiles('src')
  .map((file) => readFileSync(file, 'utf8'))
  .filter((text) => !/z\.(strictObject|object)\(/.test(text));

describe('every tenant option is read by the code', () => {
  it('walks the whole schema', () => {
    expect(paths.length).toBeGreaterThan(300);
  });

  it.each(paths.map((path) => [path.join('.'), path] as const))('%s', (key, path) => {
    if (key in KEPT_FOR_LATER) return;
    const name = path.at(-1)!;
    const colour = key.startsWith('theme.colours.') ? `var(--colour-${kebab(name)})` : null;
    const reader = sources.find((source) => (colour ? source.includes(colour) : reads(source, name)));
    expect(
      reader,
      `no file under src/ reads ${key}: wire it up, or remove it so tenants:check refuses it`,
    ).toBeDefined();
  });

  it('keeps the allow-list to options that exist', () => {
    expect(Object.keys(KEPT_FOR_LATER).filter((key) => !paths.some((path) => path.join('.') === key))).toEqual([]);
  });
});
