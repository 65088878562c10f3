/**
 * How a build renders, and starting its render processes: with the bundle an earlier build of the
 * same code and content kept (saved-bundle.ts), or with Astro, keeping its bundle for the builds
 * after it.
 */
import { resolve } from 'node:path';
import type { ContentFile } from '../../lib/content/types.ts';
import { readContentFiles } from '../content.ts';
import { codeHash } from '../incremental/code-hash.ts';
import {
  astroRenderer,
  defaultRenderProcesses,
  savedBundleRenderer,
  startRender,
  type Renderer,
  type RenderSession,
} from './render.ts';
import { bundleDraftDir, bundleKey, savedBundle } from './saved-bundle.ts';

export interface RenderStartOptions {
  /** The content editors write (pages, posts, offers, reviews): <tenants root>/content, by default tenants/content. */
  contentDir?: string;
  /** Re-render only what changed since each site's last build, where that is safe (see lib/build/plan.ts). */
  incremental?: boolean;
  /** Render processes at once (default: one per core; one for a small incremental build). */
  renderProcesses?: number;
  /** The build's scratch folder, inside the project (default: .forecourt/build/<pid>). */
  workDir?: string;
}

/** A build's render processes, started, and what they were started from. */
export interface StartedRender {
  session: RenderSession;
  bundle: BundleUse;
  workDir: string;
  contentDir: string;
  code: string;
  content: ContentFile[];
}

/**
 * Starts a build's render processes: they need no tenant and no stock to start (loading Astro or a
 * kept bundle), so they start first and load while the build reads. buildSites starts them itself;
 * a caller with work of its own before it (loading the tenants) starts them before that and hands
 * them to buildSites as `started`, with the same options.
 */
export async function startRendering(options: RenderStartOptions): Promise<StartedRender> {
  const incremental = options.incremental ?? false;
  const contentDir = resolve(options.contentDir ?? 'tenants/content');
  // Per process, so a build never collides with another one running (npm start beside npm test).
  const workDir = resolve(options.workDir ?? `.forecourt/build/${process.pid}`);
  const code = codeHash();
  const content = await readContentFiles(contentDir);
  // An incremental build renders with the bundle an earlier build of this code and content kept,
  // if there is one; otherwise Astro bundles (while the stock is read) and keeps its bundle.
  const bundle = bundleFor(bundleKey(code, content), incremental);
  // An incremental build starts one process: a few changed cars do not repay a second start-up,
  // and more are started if the changes call for them.
  const session = startRender(
    workDir,
    options.renderProcesses ?? (incremental ? 1 : defaultRenderProcesses()),
    contentDir,
    bundle.renderer,
  );
  return { session, bundle, workDir, contentDir, code, content };
}

/** How a build renders: with a bundle an earlier build kept, or with Astro, keeping its bundle in `draft`. */
export interface BundleUse {
  key: string;
  renderer: Renderer;
  saved: string | null;
  draft: string | null;
}

export function bundleFor(key: string, incremental: boolean): BundleUse {
  const saved = savedBundle(key);
  if (incremental && saved) return { key, saved, draft: null, renderer: savedBundleRenderer(saved) };
  const draft = saved ? null : bundleDraftDir(key);
  return { key, saved: null, draft, renderer: astroRenderer(draft ?? undefined) };
}
