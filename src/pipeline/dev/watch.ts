/**
 * Which saved files the dev server acts on: tenant JSON and content under the tenant folder, noticed
 * by Vite's own file watcher. An editor's save can arrive as several events (a write, a rename over
 * the file), so the paths of one short burst go together, and one reload runs at a time: a save
 * during a reload is taken up after it, never lost.
 */
import path from 'node:path';
import type { FSWatcher } from 'vite';

/** How long after the last event of a save the reload starts. */
const SETTLE_MS = 30;

/** Generated files that change no site (tenant.schema.json, the CMS configuration). */
const GENERATED = /(?:^|\/)(?:tenant\.schema\.json|cms\.config\.yml)$/;

export interface TenantFilesWatch {
  /**
   * Resolves once every save noticed so far has been reloaded. A page asked for in between waits for
   * it: Vite and Astro reload open pages on their own when a file appears, and a page rendered
   * before the reload would show the old data (Astro keeps it until the next change).
   */
  settled(): Promise<void>;
}

export function watchTenantFiles(
  watcher: FSWatcher,
  root: string,
  onChange: (changed: string[]) => Promise<void>,
): TenantFilesWatch {
  const dir = path.resolve(root);
  watcher.add(dir);
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let reloads = 0;
  let idle: PromiseWithResolvers<void> | undefined;
  const flush = () => {
    const changed = [...pending].sort();
    pending = new Set();
    timer = undefined;
    reloads += 1;
    running = running
      .then(() => onChange(changed))
      .catch((error: unknown) => console.error(error))
      .finally(() => {
        reloads -= 1;
        if (reloads > 0 || timer !== undefined) return;
        idle?.resolve();
        idle = undefined;
      });
  };
  const noticed = (file: string) => {
    const absolute = path.resolve(file);
    if (!absolute.startsWith(dir + path.sep) || GENERATED.test(absolute.split(path.sep).join('/'))) return;
    pending.add(path.relative(process.cwd(), absolute).split(path.sep).join('/'));
    idle ??= Promise.withResolvers<void>();
    clearTimeout(timer);
    timer = setTimeout(flush, SETTLE_MS);
  };
  for (const event of ['add', 'change', 'unlink'] as const) watcher.on(event, noticed);
  return { settled: () => idle?.promise ?? Promise.resolve() };
}
