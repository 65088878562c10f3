/**
 * How much JavaScript a built page makes the browser load: every module script, modulepreload and
 * Astro island (component-url / renderer-url) the HTML names, plus everything those modules import
 * statically, each counted once, gzip-compressed as a CDN would serve it.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const HTML_JS_REFS = /(?:<script[^>]+src="([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"|(?:component|renderer)-url="([^"]+\.js)")/g;
const STATIC_IMPORTS = /(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g;

export function pageJsFiles(siteDir: string, htmlFile: string): string[] {
  const html = readFileSync(join(siteDir, htmlFile), 'utf8');
  const seen = new Set<string>();
  const queue = [...html.matchAll(HTML_JS_REFS)].map((m) => (m[1] ?? m[2] ?? m[3])!).filter((src) => src.startsWith('/'));
  while (queue.length > 0) {
    const file = normalize(queue.shift()!);
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(siteDir, file), 'utf8');
    for (const m of code.matchAll(STATIC_IMPORTS)) {
      const target = m[1]!;
      queue.push(target.startsWith('/') ? target : join(dirname(file), target));
    }
  }
  return [...seen].sort();
}

/** Total gzip bytes of the JavaScript a page loads before any interaction. */
export function pageJsGzipBytes(siteDir: string, htmlFile: string): number {
  return pageJsFiles(siteDir, htmlFile).reduce((sum, file) => sum + gzipSync(readFileSync(join(siteDir, file)), { level: 9 }).length, 0);
}
