// Builds tenants/tenant.schema.json from the zod schema, so editors get autocomplete, defaults and
// the schema's own JSDoc as descriptions. The JSDoc is read with the TypeScript checker from the
// TenantInput type: the comments stay the one place an option is documented.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { z } from 'zod';
import { tenantSchema } from '../lib/tenant/schema.ts';
import { STOCK_CATEGORIES } from '../lib/tenant/dealer.ts';

export const TENANT_SCHEMA_FILE = 'tenant.schema.json';

type Node = {
  properties?: Record<string, Node>;
  items?: Node | Node[];
  anyOf?: Node[];
  required?: string[];
  description?: string;
  examples?: unknown[];
  [key: string]: unknown;
};

const SCHEMA_SOURCE = fileURLToPath(new URL('../lib/tenant/schema.ts', import.meta.url));

export function buildTenantJsonSchema(): Node {
  const generated = documentedJsonSchema(tenantSchema, SCHEMA_SOURCE, 'TenantInput');
  allowPartialLayers(generated, false);
  const { $schema, properties, ...rest } = generated;
  return {
    $schema,
    title: 'Forecourt tenant file',
    description:
      'One layer of a tenant: tenants/_defaults.json < manufacturers/<make>.json (in the order the site lists them) < groups/<group>.json < sites/<slug>.json. Objects merge, lists replace. Check with npm run tenants:check.',
    ...rest,
    properties: {
      $schema: {
        type: 'string',
        description: 'Path to this JSON Schema, for editor autocomplete.',
        examples: ['../tenant.schema.json'],
      },
      make: {
        type: 'string',
        description: 'Manufacturer files only: the make as stock spells it. Becomes part of franchiseMakes.',
        examples: ['Nissan'],
      },
      category: {
        type: 'string',
        enum: [...STOCK_CATEGORIES],
        default: 'cars',
        description: 'Manufacturer files only: the kind of stock this make builds. Becomes part of stockCategories.',
        examples: ['caravans'],
      },
      ...properties,
    },
  };
}

export function tenantJsonSchemaText(): string {
  return `${JSON.stringify(buildTenantJsonSchema(), null, 2)}\n`;
}

/** Whether `<rootDir>/tenant.schema.json` matches the schema in code. */
export async function isTenantJsonSchemaCurrent(rootDir: string): Promise<boolean> {
  const committed = await readFile(path.join(rootDir, TENANT_SCHEMA_FILE), 'utf8').catch(() => null);
  return committed === tenantJsonSchemaText();
}

/**
 * A zod schema's JSON Schema (what a file may contain) with each property's JSDoc, read from the
 * type `typeName` that `source` exports for it. The CMS's forms are made from these too (pipeline/cms/config.ts).
 */
export function documentedJsonSchema(schema: z.ZodType, source: string, typeName: string): Node {
  const generated = z.toJSONSchema(schema, { io: 'input' }) as Node;
  const { checker, type } = exportedType(programWith(source), source, typeName);
  copyDocs(generated, type, checker);
  return generated;
}

let program: ts.Program | undefined;

/**
 * A TypeScript program that has `sourceFile`: the last one made, if it has it (the tenant schema's
 * imports most of lib/), else one made over its files and this one. Making the first takes seconds.
 */
function programWith(sourceFile: string): ts.Program {
  if (program?.getSourceFile(sourceFile)) return program;
  const roots = [...(program?.getRootFileNames() ?? []), sourceFile];
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    allowImportingTsExtensions: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: [],
  };
  // The last program's files are reused, not parsed again.
  program = ts.createProgram({ rootNames: roots, options, oldProgram: program });
  return program;
}

function exportedType(
  program: ts.Program,
  sourceFile: string,
  typeName: string,
): { checker: ts.TypeChecker; type: ts.Type } {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(sourceFile);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  const symbol = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((entry) => entry.name === typeName);
  if (!symbol) throw new Error(`${typeName} is not exported from ${sourceFile}`);
  return { checker, type: checker.getDeclaredTypeOfSymbol(symbol) };
}

/** Copies each property's JSDoc (text and @example) onto the matching JSON Schema property. */
function copyDocs(node: Node, type: ts.Type, checker: ts.TypeChecker) {
  const plain = checker.getNonNullableType(type);
  for (const option of node.anyOf ?? []) copyDocs(option, plain, checker);
  if (node.items && !Array.isArray(node.items) && checker.isArrayType(plain)) {
    const element = checker.getTypeArguments(plain as ts.TypeReference)[0];
    if (element) copyDocs(node.items, element, checker);
  }
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    const property = checker.getPropertyOfType(plain, key);
    if (!property) continue;
    // JSDoc wraps at the source's line length; editors wrap descriptions themselves.
    const text = ts
      .displayPartsToString(property.getDocumentationComment(checker))
      .replace(/\s*\n\s*/g, ' ')
      .trim();
    if (text) child.description = text;
    const examples = property.getJsDocTags(checker).filter((tag) => tag.name === 'example');
    if (examples.length > 0) child.examples = examples.map((tag) => parseExample(ts.displayPartsToString(tag.text)));
    copyDocs(child, checker.getTypeOfSymbol(property), checker);
  }
}

function parseExample(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text.trim();
  }
}

/**
 * A layer file sets only some options, so no object property is required, except inside list
 * items: a list replaces whole, so each item must be complete in the file that writes it.
 */
function allowPartialLayers(node: Node, insideListItem: boolean) {
  if (!insideListItem) delete node.required;
  for (const child of Object.values(node.properties ?? {})) allowPartialLayers(child, insideListItem);
  for (const option of node.anyOf ?? []) allowPartialLayers(option, insideListItem);
  const items = node.items === undefined ? [] : Array.isArray(node.items) ? node.items : [node.items];
  for (const item of items) allowPartialLayers(item, true);
}
