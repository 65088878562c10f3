/**
 * What rendering with a kept bundle (../saved-bundle.ts) relies on inside Astro beyond its public
 * API. Only the files of this folder touch it. Written against astro 7.3.5, which package.json pins
 * exactly: an upgrade must pass tests/integration/incremental-build.test.ts, which fails when an
 * incremental build renders with Astro instead of the kept bundle, or builds in full, other than
 * where docs/incremental-builds.md says it does.
 *
 * Public, used as documented: the `astro:build:start` hook's `setPrerenderer` (an integration's
 * static renderer), `AstroPrerenderer.setup()`, and the `RouteData` type.
 *
 * Private:
 * - Layout: a static build writes its server bundle to `<outDir>/.prerender/` (when outDir is inside
 *   the project: ../render.ts checks), with one entry file, `prerender-entry.<hash>.mjs`, exporting
 *   `app`, and deletes it after rendering.
 * - Astro's build app (`BundleApp` below): Astro's prerenderer hands it the build internals through
 *   `setInternals()` while it sets up, of which rendering needs each page's `styles` (`pagesByKeys`)
 *   and `entrySpecifierToBundleMap`; `getOptions()` holds the injected `settings.scripts` and the
 *   `origin`, and `setOptions()` takes them back with a logger; `manifest.routes`,
 *   `getComponentByRoute()` and `render(request, { routeData })` render a page.
 * - `astro/runtime/prerender/static-paths.js`: `new StaticPaths(app).getAll()` calls the routes'
 *   getStaticPaths as Astro's build does and lists `{ pathname, route }`.
 *
 * When any of it changes, keeping a bundle fails with a warning (bundle-capture.ts) or rendering with
 * one fails (saved-bundle-worker.ts), and the build renders with Astro instead: slower, never wrong.
 */
import type { RouteData } from 'astro';
import { StaticPaths } from 'astro/runtime/prerender/static-paths.js';

/** Where Astro writes the static build's server bundle, inside its output folder. */
export const PRERENDER_DIR = '.prerender';

/** The bundle's entry file, which exports the build app. */
export const PRERENDER_ENTRY = /^prerender-entry\..*\.mjs$/;

/** The parts of Astro's build internals a render with the bundle needs again. */
export interface BuildInternals {
  pagesByKeys: Map<string, { styles: unknown[] }>;
  entrySpecifierToBundleMap: Map<string, string>;
}

/** The build app the bundle's entry exports. */
export interface BundleApp {
  manifest: { routes: { routeData: RouteData }[] };
  setInternals(internals: BuildInternals): void;
  getOptions(): { settings: { scripts: unknown[] }; origin: string };
  setOptions(options: unknown): void;
  getComponentByRoute(route: RouteData): Promise<unknown>;
  render(request: Request, options: { routeData: RouteData }): Promise<Response>;
}

/** Every page of every route, as Astro's build lists them (the routes' getStaticPaths). */
export function listPages(app: BundleApp): Promise<{ pathname: string; route: RouteData }[]> {
  return new StaticPaths(app as never).getAll();
}
