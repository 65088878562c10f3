/**
 * How much JavaScript a built page makes the browser load, gzip-compressed as a CDN serves it:
 * - initial: inline scripts, module scripts, modulepreloads and islands that hydrate at once
 *   (client:load / client:idle), with everything those modules import statically;
 * - onVisible: what islands hydrated later (client:visible / client:media, client:intent unless it
 *   names load or idle) add when they do.
 * Each file counts once.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const MODULE_REFS = /<script[^>]+src="([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g;
const INLINE_SCRIPTS = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;
const ISLANDS = /<astro-island\b[^>]*>/g;
const STATIC_IMPORTS = /(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g;
const EAGER = new Set(['load', 'idle']);

const gzipBytes = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;

export interface PageJs {
  initial: { files: string[]; inlineBytes: number; bytes: number };
  onVisible: { files: string[]; bytes: number };
}

export function pageJs(siteDir: string, htmlFile: string): PageJs {
  const html = readFileSync(join(siteDir, htmlFile), 'utf8');
  const eagerRoots = [...html.matchAll(MODULE_REFS)].map((m) => (m[1] ?? m[2])!);
  const laterRoots: string[] = [];
  for (const [tag] of html.matchAll(ISLANDS)) {
    const urls = ['component-url', 'renderer-url']
      .map((name) => attribute(tag, name))
      .filter((u): u is string => u !== null);
    (EAGER.has(hydratesWhen(tag)) ? eagerRoots : laterRoots).push(...urls);
  }
  const initialFiles = withImports(siteDir, eagerRoots, new Set());
  const laterFiles = withImports(siteDir, laterRoots, new Set(initialFiles));
  const inlineBytes = [...html.matchAll(INLINE_SCRIPTS)].reduce(
    (sum, m) => sum + (m[1]!.trim() ? gzipBytes(m[1]!) : 0),
    0,
  );
  const size = (files: string[]) => files.reduce((sum, file) => sum + gzipBytes(readFileSync(join(siteDir, file))), 0);
  return {
    initial: { files: initialFiles, inlineBytes, bytes: inlineBytes + size(initialFiles) },
    onVisible: { files: laterFiles, bytes: size(laterFiles) },
  };
}

/**
 * Each island's JavaScript: `bytes`, its component and what only it imports, without the renderer
 * (React) that all islands share (the figures the benchmark reports per calculator); `added`, what
 * hydrating it downloads on top of what the page loaded at first, renderer included when the page
 * had not loaded it.
 */
export function islandSizes(
  siteDir: string,
  htmlFile: string,
): { name: string; client: string; bytes: number; added: number }[] {
  const html = readFileSync(join(siteDir, htmlFile), 'utf8');
  const initial = pageJs(siteDir, htmlFile).initial.files;
  const size = (files: string[]) => files.reduce((sum, file) => sum + gzipBytes(readFileSync(join(siteDir, file))), 0);
  return [...html.matchAll(ISLANDS)].map(([tag]) => {
    const [component, renderer] = [attribute(tag, 'component-url') ?? '', attribute(tag, 'renderer-url') ?? ''];
    const own = withImports(siteDir, [component], new Set(withImports(siteDir, [renderer], new Set())));
    const name = /&quot;name&quot;:&quot;([^&]+)&quot;/.exec(attribute(tag, 'opts') ?? '')?.[1] ?? 'island';
    return {
      name,
      client: attribute(tag, 'client') ?? '',
      bytes: size(own),
      added: size(withImports(siteDir, [component, renderer], new Set(initial))),
    };
  });
}

/** The files reached from `roots` by static imports, leaving out those already `known`. */
function withImports(siteDir: string, roots: string[], known: Set<string>): string[] {
  const found: string[] = [];
  const queue = roots.filter((src) => src.startsWith('/'));
  while (queue.length > 0) {
    const file = normalize(queue.shift()!);
    if (known.has(file)) continue;
    known.add(file);
    found.push(file);
    for (const m of readFileSync(join(siteDir, file), 'utf8').matchAll(STATIC_IMPORTS)) {
      const target = m[1]!;
      queue.push(target.startsWith('/') ? target : join(dirname(file), target));
    }
  }
  return found.sort();
}

/** The directive, or for client:intent the moment it names ({ when: 'idle' } hydrates as client:idle does). */
function hydratesWhen(tag: string): string {
  const client = attribute(tag, 'client') ?? '';
  if (client !== 'intent') return client;
  const opts = JSON.parse((attribute(tag, 'opts') ?? '{}').replaceAll('&quot;', '"')) as { value?: { when?: string } };
  return typeof opts.value === 'object' ? (opts.value.when ?? 'visible') : 'visible';
}

function attribute(tag: string, name: string): string | null {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
}
