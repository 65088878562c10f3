// The import rules of DESIGN.md's layout, over every source file (.astro included): which room may
// import which, and no cycles, type-only imports counted. TypeScript's own pre-processor lists each
// file's imports, so nothing here parses code by hand.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = 'src';

/** The room a file is in: its first folder under src/ ('lib', 'views', 'pages' …). */
const roomOf = (file: string) => relative(SRC, file).split('/')[0]!;

/** Which rooms each room may import from (its own always). */
const ALLOWED: Record<string, readonly string[]> = {
  lib: [],
  'demo-stock': ['lib'],
  stores: ['client', 'lib'],
  views: ['lib'],
  components: ['views', 'stores', 'client', 'lib', 'styles'],
  client: ['lib'],
  styles: [],
  layouts: ['components', 'views', 'stores', 'lib', 'styles'],
  pages: ['layouts', 'components', 'views', 'stores', 'lib', 'styles', 'pipeline'],
  api: ['lib'],
  pipeline: ['lib', 'demo-stock'],
  // Astro's Content Layer configuration: the collections' schemas (lib) and their loader (pipeline).
  'content.config.ts': ['lib', 'pipeline'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|astro)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The script parts of a file: all of it, or an .astro file's frontmatter and <script> blocks. */
function scriptText(file: string): string {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.astro')) return text;
  const frontmatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return [frontmatter, ...scripts].join('\n');
}

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const target = normalize(join(dirname(from), spec));
  return [target, `${target}.ts`, `${target}.tsx`].find((path) => existsSync(path) && !path.endsWith('/')) ?? null;
}

const files = sourceFiles(SRC);
const graph = new Map(
  files.map((file) => [
    file,
    ts
      .preProcessFile(scriptText(file), true, true)
      .importedFiles.map((imported) => resolveImport(file, imported.fileName))
      .filter((target): target is string => target !== null && /\.(ts|tsx|astro|css)$/.test(target)),
  ]),
);

describe('imports go one way between rooms', () => {
  const rooms = [...new Set(files.map(roomOf))].sort();
  it.each(rooms)('src/%s imports only the rooms it may', (room) => {
    const allowed = new Set([room, ...(ALLOWED[room] ?? [])]);
    const breaches = files
      .filter((file) => roomOf(file) === room)
      .flatMap((file) =>
        graph
          .get(file)!
          .filter((target) => !allowed.has(roomOf(target)))
          .map((target) => `${file} → ${target}`),
      );
    expect(ALLOWED[room], `src/${room} is a new room: give it a row in ALLOWED`).toBeDefined();
    expect(breaches).toEqual([]);
  });
});

it("keeps each concept's options free of its rules: an options file imports only options, fields and constants", () => {
  // The rules of a concept import its options (types) and constants; if options imported rules
  // back, every new option would risk a cycle through the tenant schema that composes them all.
  // Constants files import nothing, so browser code can read them without loading a zod schema.
  const isOptions = (file: string) =>
    /(^|[-/])(options|constants)\.ts$/.test(file) || file === join(SRC, 'lib/options/fields.ts');
  const breaches = files
    .filter((file) => file.startsWith(join(SRC, 'lib')) && isOptions(file))
    .flatMap((file) =>
      graph
        .get(file)!
        .filter((target) => !isOptions(target))
        .map((target) => `${file} → ${target}`),
    );
  expect(breaches).toEqual([]);
});

it('lets pages reach the build data only through static-paths.ts, so every route is sharded', () => {
  // static-paths.ts hands out only this render process's share of each route's pages; a page that
  // read the build data itself would render its pages in every process. The others named here write
  // it: a build (build-sites.ts, render.ts) and npm run dev (dev-sites.ts, dev-server.ts).
  const loader = join(SRC, 'pipeline/build-data.ts');
  const readers = files.filter((file) => graph.get(file)!.includes(loader));
  expect(readers.filter((file) => roomOf(file) !== 'pipeline')).toEqual([]);
  expect(
    readers.filter(
      (file) =>
        file.startsWith(join(SRC, 'pipeline')) &&
        !/(static-paths|build-sites|render\/render|dev\/dev-sites|dev\/dev-server)\.ts$/.test(file),
    ),
  ).toEqual([]);
});

it('lets pages import from the pipeline only the build data (static-paths.ts) and the postcode table they publish', () => {
  const open = new Set([join(SRC, 'pipeline/static-paths.ts'), join(SRC, 'pipeline/postcodes.ts')]);
  const breaches = files
    .filter((file) => ['pages', 'layouts'].includes(roomOf(file)))
    .flatMap((file) =>
      graph
        .get(file)!
        .filter((target) => roomOf(target) === 'pipeline' && !open.has(target))
        .map((target) => `${file} → ${target}`),
    );
  expect(breaches).toEqual([]);
});

it('has no import cycles, type-only imports included', () => {
  // Tarjan's strongly connected components: any component of two or more files is a cycle.
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (stack.includes(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || graph.get(file)?.includes(file)) cycles.push(component.sort());
    }
  };
  for (const file of files) if (!index.has(file)) visit(file);
  expect(cycles).toEqual([]);
});
