/**
 * Keeps the bundle of the Astro build it is added to (../saved-bundle.ts says why), through the one
 * place Astro lets an integration take part in static rendering: the prerenderer
 * (`setPrerenderer` in astro:build:start). It wraps Astro's own and, as that loads the bundle, copies
 * the bundle and records what Astro hands its renderer beside it. Rendering is left to Astro. What
 * of Astro's private code this relies on: private-api.ts.
 *
 * Keeping the bundle must never fail a build: if Astro's bundle is not laid out as expected (a new
 * Astro version), the draft is left without its bundle.json, and incremental builds go on
 * rendering with Astro.
 */
import { cpSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration, AstroPrerenderer } from 'astro';
import { BUNDLE_FILE, type SavedBundle } from '../saved-bundle.ts';
import { PRERENDER_DIR, PRERENDER_ENTRY, type BuildInternals, type BundleApp } from './private-api.ts';

export function captureBundle(outDir: string, into: string): AstroIntegration {
  return {
    name: 'forecourt-keep-bundle',
    hooks: {
      'astro:build:start': ({ setPrerenderer, logger }) => {
        setPrerenderer(
          (astros) =>
            ({
              ...astros,
              async setup() {
                const notKept = (error: unknown) => {
                  logger.warn(
                    `Not keeping this build's bundle for incremental builds: ${error instanceof Error ? error.message : String(error)}`,
                  );
                  return null;
                };
                const loaded = await loadForKeeping(join(resolve(outDir), PRERENDER_DIR), into).catch(notKept);
                await astros.setup?.();
                try {
                  if (loaded) finishKeeping(loaded, into);
                } catch (error) {
                  notKept(error);
                }
              },
            }) satisfies AstroPrerenderer,
        );
      },
    },
  };
}

/** The bundle's app and entry file, and the internals Astro hands the app once it sets it up. */
interface Loaded {
  app: BundleApp;
  entry: string;
  internals?: BuildInternals;
}

/**
 * Imports the bundle's entry before Astro does (Node loads a module once, so Astro gets this same
 * app) to see the internals Astro gives it, and copies the bundle.
 */
async function loadForKeeping(prerenderDir: string, into: string): Promise<Loaded> {
  const entries = readdirSync(prerenderDir).filter((file) => PRERENDER_ENTRY.test(file));
  if (entries.length !== 1)
    throw new Error(`expected one prerender-entry.*.mjs in ${prerenderDir}, found ${entries.length}`);
  const { app } = (await import(pathToFileURL(join(prerenderDir, entries[0]!)).href)) as { app: BundleApp };
  const loaded: Loaded = { app, entry: entries[0]! };
  const setInternals = app.setInternals.bind(app);
  app.setInternals = (given) => {
    loaded.internals = given;
    setInternals(given);
  };
  mkdirSync(into, { recursive: true });
  cpSync(prerenderDir, join(into, 'server'), { recursive: true });
  return loaded;
}

/** Records what Astro handed its renderer; the bundle.json that makes the draft a bundle. */
function finishKeeping({ app, entry, internals }: Loaded, into: string): void {
  if (!internals) throw new Error('Astro set up its renderer without handing it the build internals');
  const { settings, origin } = app.getOptions();
  const saved: SavedBundle = {
    entry,
    pages: [...internals.pagesByKeys].map(([key, page]) => [key, { styles: page.styles }]),
    entrySpecifiers: [...internals.entrySpecifierToBundleMap],
    scripts: settings.scripts,
    origin,
    nodeEnv: process.env.NODE_ENV ?? null,
  };
  writeFileSync(join(into, BUNDLE_FILE), JSON.stringify(saved));
}
