// Small enough to read (issue 30): no source file over 300 lines and no function over 60 lines, as
// Biome formats them.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MAX_FILE_LINES = 300;
const MAX_FUNCTION_LINES = 60;
const ROOTS = ['src', 'scripts', 'tests'];
const CODE = /\.(ts|tsx|mts|mjs|js|astro|css)$/;
/** Test-runner blocks: a describe or it callback is a list of cases, not a function to read as one. */
const TEST_BLOCKS =
  /^(describe|it|test|bench)(\.(each|skip|only|serial|parallel|describe|step)\b.*)?$|^(test\.)?(before|after)(All|Each)$/;

function codeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__screenshots__' ? [] : codeFiles(path);
    return CODE.test(name) ? [path] : [];
  });
}

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** What a reader calls a function: its own name, the name it is bound to, or the call it is handed to. */
function nameOf(node: ts.SignatureDeclaration, file: ts.SourceFile): string {
  if (node.name && !ts.isComputedPropertyName(node.name)) return node.name.getText(file);
  const { parent } = node;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText(file);
  if (ts.isCallExpression(parent)) return `${parent.expression.getText(file).slice(0, 60)}(…) callback`;
  if (ts.isJsxExpression(parent)) return 'JSX callback';
  return 'anonymous function';
}

const isTestBlock = (node: ts.Node, file: ts.SourceFile) => {
  const call = node.parent;
  if (!ts.isCallExpression(call)) return false;
  const callee = ts.isCallExpression(call.expression) ? call.expression.expression : call.expression;
  return TEST_BLOCKS.test(callee.getText(file));
};

/** Each function over the limit in a TypeScript or JavaScript file, with its length. */
function longFunctions(path: string): { key: string; lines: number }[] {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { key: string; lines: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body && !isTestBlock(node, file)) {
      const start = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const lines = file.getLineAndCharacterOfPosition(node.getEnd()).line - start + 1;
      if (lines > MAX_FUNCTION_LINES) found.push({ key: `${path} › ${nameOf(node, file)}`, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const files = ROOTS.flatMap(codeFiles).sort();
const fileLengths = files.map((path) => ({ path, lines: lineCount(readFileSync(path, 'utf8')) }));
const functions = files.filter((path) => !/\.(astro|css)$/.test(path)).flatMap(longFunctions);

describe('code small enough to read', () => {
  it(`has no file over ${MAX_FILE_LINES} lines`, () => {
    expect(fileLengths.filter((f) => f.lines > MAX_FILE_LINES)).toEqual([]);
  });
  it(`has no function over ${MAX_FUNCTION_LINES} lines`, () => {
    expect(functions).toEqual([]);
  });
});
