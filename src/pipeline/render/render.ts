/**
 * Renders a build's pages in several Astro processes at once. Astro renders on one thread, so a
 * single process used one core of two; each process here renders its share of every route (see
 * shard.ts) into its own folder, and mergeRenders (assemble.ts) joins the folders afterwards.
 * Each process pays Astro's start-up (its Vite bundling), which is why there are only
 * as many as there are cores, not one per tenant.
 *
 * That start-up needs no build data, so the processes are started first (startRender) and bundle
 * while the build reads the stock from Meilisearch; their getStaticPaths wait for the render plan
 * (page-selection.ts), which says how many processes share the pages and which pages to keep.
 *
 * The first process starts alone and the others once it has synced Astro's content: every sync
 * writes the same files under the project's .astro/ through one fixed temporary name, so two at
 * once can fail ("ENOENT … rename content-assets.mjs.tmp", on a fresh checkout). After the first,
 * the files are there with what the others would write, and they leave them alone.
 *
 * An incremental build whose code and content an earlier build has bundled runs no Astro build:
 * its processes render with that bundle instead (saved-bundle.ts), and start in a fraction of the time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { BUILD_DATA_ENV } from '../build-data.ts';
import { CONTENT_DIR_ENV } from '../content-loader.ts';
import { SHARD_ENV, shardEnv } from './shard.ts';
import {
  PAGE_RECORD_ENV,
  RENDER_PLAN_ENV,
  SYNCED_MESSAGE,
  type RenderPlan,
  type WrittenPages,
} from './page-selection.ts';
import { SAVE_BUNDLE_ENV } from './saved-bundle.ts';
import { needsFile } from './finish-pages.ts';

/** The program a render process runs, its arguments after the output folder, and extra environment (for every process, and for the first only). */
export interface Renderer {
  script: string;
  args?: string[];
  env?: Record<string, string>;
  firstOnly?: Record<string, string>;
}

/** Astro's build; the first process keeps its bundle in `keepBundleIn` when given (saved-bundle.ts). */
export function astroRenderer(keepBundleIn?: string): Renderer {
  const script = fileURLToPath(new URL('./render-worker.ts', import.meta.url));
  return keepBundleIn ? { script, firstOnly: { [SAVE_BUNDLE_ENV]: keepBundleIn } } : { script };
}

/**
 * The bundle a build kept (saved-bundle.ts), with no Astro build. Node keeps the process's own
 * compiled modules beside the bundle, and V8 the bundle's (saved-bundle.ts loadServer): the next build
 * loads them without compiling.
 */
export function savedBundleRenderer(bundle: string): Renderer {
  const script = fileURLToPath(new URL('./astro-internals/saved-bundle-worker.ts', import.meta.url));
  return {
    script,
    args: [bundle],
    env: { NODE_COMPILE_CACHE: join(bundle, 'compile-cache') },
  };
}

/**
 * One render process per core by default, up to eight: each holds the whole build's data and its
 * own Vite bundle in memory (about 1.4 GB for five tenants of 2,000 cars).
 */
export function defaultRenderProcesses(): number {
  return Math.min(availableParallelism(), 8);
}

interface Rendered {
  /** The folders the processes wrote, one each. */
  outDirs: string[];
  /** The page records the processes wrote, one each (render/page-selection.ts). */
  records: string[];
  /** What the pages each process rendered need of their sites' security policies (finish-pages.ts). */
  needs: string[];
}

export interface RenderSession {
  /** Where the build data must be written before `render`. */
  dataDir: string;
  /**
   * Renders with `processes` of them (more are started if need be), keeping what `keep` says and
   * leaving the pages `written` names to the build: `planned` once they have their plan and begin.
   */
  render(
    processes: number,
    keep: RenderPlan,
    written?: WrittenPages,
  ): { planned: Promise<void>; rendered: Promise<Rendered> };
  /** Stops them: nothing needs rendering. */
  cancel(): Promise<void>;
}

interface Worker {
  child: ChildProcess;
  outDir: string;
  record: string;
  exited: Promise<number | null>;
  /** Settles when the process has synced Astro's content, or has exited. */
  synced: Promise<void>;
}

/**
 * Starts `processes` render processes in workDir, with content from contentDir, waiting for their
 * render plan.
 */
export function startRender(
  workDir: string,
  processes: number,
  contentDir: string,
  renderer: Renderer = astroRenderer(),
): RenderSession {
  // Astro writes its server bundle inside the output folder only when that is under the project;
  // otherwise into the project's .astro/, where the processes would delete each other's.
  if (relative(process.cwd(), resolve(workDir)).startsWith('..'))
    throw new Error(`The build's work folder must be inside ${process.cwd()}, found ${workDir}.`);
  const dataDir = `${workDir}/data`;
  const planFile = `${workDir}/render-plan.json`;
  rmSync(planFile, { force: true });
  const workers: Worker[] = [];
  const spawnWorker = (index: number) =>
    spawnRenderProcess(renderer, { workDir, dataDir, contentDir, planFile }, index);
  let cancelled = false;
  /** Brings the processes up to `count`: the first at once, the others once it has synced. */
  const startUpTo = async (count: number) => {
    if (workers.length === 0 && count > 0) workers.push(spawnWorker(0));
    await workers[0]?.synced;
    while (!cancelled && workers.length < count) workers.push(spawnWorker(workers.length));
  };
  let started = startUpTo(processes);
  const stop = async (which: Worker[]) => {
    for (const { child } of which) if (child.exitCode === null) child.kill();
    await Promise.all(which.map((worker) => worker.exited));
  };
  return {
    dataDir,
    render(count, keep, written = {}) {
      const planned = (async () => {
        await started;
        await stop(workers.splice(count));
        started = startUpTo(count);
        await started;
        writeFileSync(`${planFile}.tmp`, JSON.stringify({ processes: count, keep, written }));
        renameSync(`${planFile}.tmp`, planFile);
      })();
      return { planned, rendered: planned.then(() => allRendered(workers, count, stop)) };
    },
    cancel: () => {
      cancelled = true;
      return stop(workers.splice(0));
    },
  };
}

/** The processes' folders and records once every one has rendered its share; the first to fail stops the others. */
async function allRendered(
  workers: Worker[],
  count: number,
  stop: (which: Worker[]) => Promise<void>,
): Promise<Rendered> {
  let failure: string | undefined;
  await Promise.all(
    workers.map(async (worker, index) => {
      const code = await worker.exited;
      if (code === 0 || failure) return;
      failure = `Render process ${index + 1} of ${count} failed (exit code ${code}); its errors are above.`;
      // One failed render fails the build: stop the others rather than let them finish for nothing.
      await stop(workers);
    }),
  );
  if (failure) throw new Error(failure);
  return {
    outDirs: workers.map((worker) => worker.outDir),
    records: workers.map((worker) => worker.record),
    needs: workers.map((worker) => needsFile(worker.outDir)),
  };
}

/** Where a render process finds its inputs and writes its pages, under the build's work folder. */
interface RenderPaths {
  workDir: string;
  dataDir: string;
  contentDir: string;
  planFile: string;
}

/** Starts render process `index` (its folder and page record emptied first), which waits for the render plan. */
function spawnRenderProcess(renderer: Renderer, paths: RenderPaths, index: number): Worker {
  const outDir = `${paths.workDir}/astro-out-${index}`;
  const record = `${outDir}.pages.jsonl`;
  rmSync(outDir, { recursive: true, force: true });
  rmSync(record, { force: true });
  rmSync(needsFile(outDir), { force: true });
  const child = spawn(process.execPath, [renderer.script, outDir, ...(renderer.args ?? [])], {
    env: {
      ...process.env,
      ...renderer.env,
      ...(index === 0 ? renderer.firstOnly : {}),
      [BUILD_DATA_ENV]: paths.dataDir,
      [CONTENT_DIR_ENV]: paths.contentDir,
      [SHARD_ENV]: shardEnv({ index, count: index + 1 }),
      [PAGE_RECORD_ENV]: record,
      [RENDER_PLAN_ENV]: paths.planFile,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((done) => {
    child.once('error', () => done(null));
    child.once('exit', (code) => done(code));
  });
  const synced = new Promise<void>((done) => {
    child.on('message', (message) => message === SYNCED_MESSAGE && done());
    void exited.then(() => done());
  });
  return { child, outDir, record, exited, synced };
}
