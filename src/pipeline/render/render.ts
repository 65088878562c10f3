/**
 * Renders a build's pages in several Astro processes at once. Astro renders on one thread, so a
 * single process used one core of two; each process here renders its share of every route (see
 * shard.ts) into its own folder, and mergeRenders (assemble.ts) joins the folders afterwards.
 * Each process pays Astro's start-up (about 1.5 s of Vite bundling), which is why there are only
 * as many as there are cores, not one per tenant.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { BUILD_DATA_ENV } from '../build-data.ts';
import { CONTENT_DIR_ENV } from '../content-loader.ts';
import { SHARD_ENV, shardEnv } from './shard.ts';

const WORKER = fileURLToPath(new URL('./render-worker.ts', import.meta.url));

/**
 * One render process per core by default, up to eight: each holds the whole build's data and its
 * own Vite bundle in memory (about 1.4 GB for five tenants of 2,000 cars).
 */
export function defaultRenderProcesses(): number {
  return Math.min(availableParallelism(), 8);
}

/** Renders every page of the build data in dataDir, with content from contentDir; returns the folders the processes wrote. */
export async function renderInProcesses(dataDir: string, workDir: string, count: number, contentDir: string): Promise<string[]> {
  const outDirs = Array.from({ length: count }, (_, index) => `${workDir}/astro-out-${index}`);
  const children: ChildProcess[] = [];
  const finished = outDirs.map((outDir, index) => {
    rmSync(outDir, { recursive: true, force: true });
    const child = spawn(process.execPath, [WORKER, outDir], {
      env: { ...process.env, [BUILD_DATA_ENV]: dataDir, [CONTENT_DIR_ENV]: contentDir, [SHARD_ENV]: shardEnv({ index, count }) },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.push(child);
    return new Promise<void>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code, signal) =>
        code === 0 ? resolve() : reject(new Error(`Astro render process ${index + 1} of ${count} failed (${signal ?? `exit code ${code}`}); its errors are above.`)),
      );
    });
  });
  try {
    await Promise.all(finished);
  } catch (error) {
    // One failed render fails the build: stop the others rather than let them finish for nothing.
    for (const child of children) if (child.exitCode === null) child.kill();
    await Promise.allSettled(finished);
    throw error;
  }
  return outDirs;
}
