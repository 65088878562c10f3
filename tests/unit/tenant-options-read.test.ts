// Every option in the tenant schema does what it says: a test walks tenants/tenant.schema.json and
// fails on any option no source file reads, so an option editors set can never be silently ignored.
//
// An option is found by its full path, not by its last name (105 of the schema's paths share one,
// `enabled` seven times). TypeScript's checker resolves each path on the Tenant type to the schema
// field that declares it, and resolves every read in src/ (a property access, an element access,
// a destructured name, a spread; .astro files through Astro's own TSX conversion) to what it reads.
// A read of name N on a value of type R reads option P (ending in N) when R's N is P's own field
// (the tenant's type flows there unchanged), or when a value holding P is handed to a place typed R
// (an argument, an initialiser, a returned value, a prop, an assignment or a cast), directly or
// through other such places: a structural type such as `{ enabled: boolean }` counts for the options
// actually passed to it, not for every option it could accept.
// Schema files (those building a zod object) are not readers; the theme's colours are read as the
// CSS custom properties themeCss writes (`var(--colour-accent)`).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { convertToTsx } from '@astrojs/astro2tsx';
import { beforeAll, describe, expect, it } from 'vitest';

type Node = {
  properties?: Record<string, Node>;
  items?: Node;
  additionalProperties?: Node | boolean;
  anyOf?: Node[];
};

/**
 * Options kept for the future, each with why. An option here is refused by no check, so the list
 * stays short.
 */
const KEPT_FOR_LATER: Record<string, string> = {
  dealershipId:
    'the dealership a lead from a form with no dealership select is filed under (site.md §5); only validated so far, and the lead API that would read it is being reworked',
  'pricing.sellsInto':
    "the states a site sells into beside its locations' own; only tenants:check's NSW deposit rule reads it so far (docs/pricing-law.md)",
  'finance.provider':
    "the finance partner's name; the partner's rules are the finance options beside it, and no page names the partner yet",
};

/** Written by editors, read by the machinery rather than by the code: the editor's schema pointer. */
const NOT_OPTIONS = new Set(['$schema']);

/** A manufacturer file's own keys: not Tenant fields, read from the raw layer file by the resolver. */
const RAW_LAYER_KEYS: Record<string, string> = {
  make: 'src/lib/tenant/resolve.ts',
  category: 'src/lib/tenant/resolve.ts',
};

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

function sourceFiles(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path, pattern);
    return pattern.test(name) && !name.endsWith('.d.ts') ? [resolve(path)] : [];
  });
}

/**
 * A file that declares schemas: its checks of options are not reads. The lead API's routes declare
 * their request bodies with zod too, and do read options.
 */
const isSchemaFile = (file: ts.SourceFile) =>
  !file.fileName.startsWith(resolve('src/api')) && /\bz\s*\.\s*(strictObject|object)\(/.test(file.text);
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A program over src/, each .astro file as the TSX Astro's language tools see (`<file>.astro.tsx`). */
function sourceProgram(): ts.Program {
  const virtual = new Map<string, string>();
  const roots = sourceFiles('src', /\.(ts|tsx|astro)$/).map((file) => {
    if (!file.endsWith('.astro')) return file;
    virtual.set(`${file}.tsx`, convertToTsx(readFileSync(file, 'utf8'), { filename: file, ambientTypes: true }).code);
    return `${file}.tsx`;
  });
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    allowImportingTsExtensions: true,
    jsx: ts.JsxEmit.ReactJSX,
    jsxImportSource: 'react',
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    types: ['node'],
  };
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (file) => virtual.has(file) || fileExists.call(host, file);
  host.readFile = (file) => virtual.get(file) ?? readFile.call(host, file);
  host.getSourceFile = (file, language) => {
    const text = virtual.get(file);
    if (text === undefined) return getSourceFile.call(host, file, language);
    return ts.createSourceFile(file, text, language, true, ts.ScriptKind.TSX);
  };
  return ts.createProgram(roots, options, host);
}

type Option = { key: string; name: string; fields: Set<ts.Node> };

/** The object types a value of this type holds properties in: arrays, records and unions hold their items'. */
function holders(checker: ts.TypeChecker, type: ts.Type, seen = new Set<ts.Type>()): ts.Type[] {
  // A recursive type (JSON values: arrays and records of themselves) holds nothing new the second time.
  if (seen.has(type)) return [];
  seen.add(type);
  const plain = checker.getNonNullableType(type);
  return (plain.isUnion() ? plain.types : [plain]).flatMap((part): ts.Type[] => {
    if (checker.isArrayType(part)) {
      return checker.getTypeArguments(part as ts.TypeReference).flatMap((item) => holders(checker, item, seen));
    }
    const index = checker.getIndexInfoOfType(part, ts.IndexKind.String);
    return index && part.getProperties().length === 0 ? holders(checker, index.type, seen) : [part];
  });
}

/** The schema fields that declare an option, found by walking its path from the Tenant type. */
function resolveOption(checker: ts.TypeChecker, tenant: ts.Type, path: string[]): Option {
  let types = [tenant];
  let symbols: ts.Symbol[] = [];
  for (const name of path) {
    symbols = types
      .flatMap((type) => holders(checker, type))
      .flatMap((type) => checker.getPropertyOfType(type, name) ?? []);
    types = symbols.map((symbol) => checker.getTypeOfSymbol(symbol));
  }
  const fields = new Set(symbols.flatMap((symbol) => symbol.declarations ?? []));
  return { key: path.join('.'), name: path.at(-1)!, fields };
}

/** Whether an expression's value is handed to a place with a type of its own (its contextual type). */
function handedOver(node: ts.Expression): boolean {
  const { parent } = node;
  if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) return parent.arguments?.includes(node) ?? false;
  if (ts.isVariableDeclaration(parent) || ts.isParameter(parent)) return parent.initializer === node;
  if (ts.isPropertyAssignment(parent)) return parent.initializer === node;
  if (ts.isArrowFunction(parent)) return parent.body === node;
  if (ts.isBinaryExpression(parent))
    return parent.right === node && parent.operatorToken.kind === ts.SyntaxKind.EqualsToken;
  return ts.isReturnStatement(parent) || ts.isJsxExpression(parent) || ts.isJsxSpreadAttribute(parent);
}

/**
 * Every hand-over in a file, as pairs of object types: the whole value's and, property by property,
 * the values inside it (`f({ fuel: tenant.fuel })` hands the fuel options to f's `fuel` type).
 */
function handOversIn(checker: ts.TypeChecker, file: ts.SourceFile, found: (from: ts.Type, to: ts.Type) => boolean) {
  const isObject = (type: ts.Type) => (type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) !== 0;
  const handOver = (from: ts.Type, to: ts.Type, depth: number) => {
    for (const source of holders(checker, from).filter(isObject)) {
      for (const target of holders(checker, to).filter(isObject)) {
        if (source === target || depth > 8 || !found(source, target)) continue;
        for (const property of checker.getPropertiesOfType(target)) {
          const held = checker.getPropertyOfType(source, property.name);
          if (held) handOver(checker.getTypeOfSymbol(held), checker.getTypeOfSymbol(property), depth + 1);
        }
      }
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) {
      handOver(checker.getTypeAtLocation(node.expression), checker.getTypeAtLocation(node), 0);
    } else if (ts.isExpression(node) && handedOver(node)) {
      const to = checker.getContextualType(node);
      if (to) handOver(checker.getTypeAtLocation(node), to, 0);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}

/** Each read in a file: the name read and the type of the value it is read from. */
function readsIn(checker: ts.TypeChecker, file: ts.SourceFile, found: (name: string, from: ts.Type) => void) {
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node)) found(node.name.text, checker.getTypeAtLocation(node.expression));
    else if (ts.isElementAccessExpression(node)) {
      // obj['name'], or obj[key] with key one of some literal names (phones.byCarType[carType]).
      const key = checker.getTypeAtLocation(node.argumentExpression);
      for (const part of key.isUnion() ? key.types : [key])
        if (part.isStringLiteral()) found(part.value, checker.getTypeAtLocation(node.expression));
    } else if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
      const name = node.propertyName ?? node.name;
      if (ts.isIdentifier(name) || ts.isStringLiteral(name)) found(name.text, checker.getTypeAtLocation(node.parent));
    } else if (ts.isSpreadAssignment(node) || ts.isJsxSpreadAttribute(node)) {
      const from = checker.getTypeAtLocation(node.expression);
      for (const property of checker.getPropertiesOfType(from)) found(property.name, from);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}

const schema = JSON.parse(readFileSync('tenants/tenant.schema.json', 'utf8')) as Node;
const paths = [...new Map(optionPaths(schema).map((path) => [path.join('.'), path])).values()].filter(
  (path) => !NOT_OPTIONS.has(path[0]!),
);
const read = new Set<string>();

beforeAll(() => {
  const program = sourceProgram();
  const checker = program.getTypeChecker();
  const schemaModule = checker.getSymbolAtLocation(program.getSourceFile(resolve('src/lib/tenant/schema.ts'))!)!;
  const tenant = checker.getDeclaredTypeOfSymbol(
    checker.getExportsOfModule(schemaModule).find((s) => s.name === 'Tenant')!,
  );
  const byName = new Map<string, Option[]>();
  for (const path of paths.filter((p) => !(p[0]! in RAW_LAYER_KEYS))) {
    const option = resolveOption(checker, tenant, path);
    byName.set(option.name, [...(byName.get(option.name) ?? []), option]);
  }
  const files = program
    .getSourceFiles()
    .filter((file) => file.fileName.startsWith(resolve('src')) && !isSchemaFile(file));
  const handOvers = new Map<ts.Type, Set<ts.Type>>();
  for (const file of files) {
    handOversIn(checker, file, (from, to) => {
      const targets = handOvers.get(from) ?? handOvers.set(from, new Set()).get(from)!;
      return targets.size !== targets.add(to).size;
    });
  }
  const declares = (type: ts.Type, option: Option) =>
    (checker.getPropertyOfType(type, option.name)?.declarations ?? []).some((field) => option.fields.has(field));
  // The types an option's value reaches: those declaring it, then every place one of them is handed to.
  const reachedBy = new Map<Option, Set<ts.Type>>();
  const reached = (option: Option) => {
    let types = reachedBy.get(option);
    if (types) return types;
    types = new Set([...handOvers.keys()].filter((type) => declares(type, option)));
    for (const type of types) {
      for (const target of handOvers.get(type) ?? [])
        if (checker.getPropertyOfType(target, option.name)) types.add(target);
    }
    reachedBy.set(option, types);
    return types;
  };
  const opaque = ts.TypeFlags.Any | ts.TypeFlags.Unknown;
  for (const file of files) {
    readsIn(checker, file, (name, from) => {
      const receivers = (from.isUnion() ? from.types : [from]).filter((type) => !(type.flags & opaque));
      for (const option of byName.get(name) ?? []) {
        if (read.has(option.key)) continue;
        if (receivers.some((receiver) => declares(receiver, option) || reached(option).has(receiver))) {
          read.add(option.key);
        }
      }
    });
  }
  const styles = sourceFiles('src', /\.(ts|tsx|astro|css)$/).map((file) => readFileSync(file, 'utf8'));
  for (const path of paths.filter((p) => p[0] === 'theme' && p[1] === 'colours' && p.length === 3)) {
    if (styles.some((text) => text.includes(`var(--colour-${kebab(path[2]!)})`))) read.add(path.join('.'));
  }
  for (const [key, reader] of Object.entries(RAW_LAYER_KEYS)) {
    if (new RegExp(`\\.${key}\\b`).test(readFileSync(reader, 'utf8'))) read.add(key);
  }
}, 300_000);

describe('every tenant option is read by the code', () => {
  it('walks the whole schema', () => {
    expect(paths.length).toBeGreaterThan(300);
  });

  it.each(paths.map((path) => path.join('.')))('%s', (key) => {
    if (key in KEPT_FOR_LATER) return;
    expect(read.has(key), `no file under src/ reads ${key}: wire it up, or remove it so tenants:check refuses it`).toBe(
      true,
    );
  });

  it('keeps the allow-list to options that exist', () => {
    expect(Object.keys(KEPT_FOR_LATER).filter((key) => !paths.some((path) => path.join('.') === key))).toEqual([]);
  });
});
