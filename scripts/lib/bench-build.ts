/**
 * The bench's builds: each is its own `npm run build` process, as CI runs it, so Astro's start-up is
 * part of the cost. Run under bash so that its `times` reports the CPU the build and its render
 * processes used: on a shared machine the wall time grows with the load average, the CPU time much less.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

export interface BuildFigure {
  seconds: number;
  cpuSeconds: number;
  pages: number;
  log: string;
  /** The one-minute load average as the build started. */
  load: number;
  /** The largest peak resident memory of any one process of the build (MB), where /usr/bin/time can tell. */
  peakRssMb: number | null;
}

/** GNU time reports the largest peak RSS among a process and the children it waited for. */
const GNU_TIME = '/usr/bin/time';

export type BenchBuild = (only: string[], extraEnv?: Record<string, string>, extraArgs?: string[]) => BuildFigure;

/** Builds the named tenants into `outDir` against this Meilisearch. */
export function benchBuild(outDir: string, meili: { url: string; adminKey: string }): BenchBuild {
  return (only, extraEnv = {}, extraArgs = []) => {
    const load = loadavg()[0]!;
    const started = performance.now();
    const args = ['scripts/build-all.ts', '--out', outDir, ...only.flatMap((slug) => ['--tenant', slug]), ...extraArgs];
    const env = { ...process.env, MEILISEARCH_URL: meili.url, MEILISEARCH_ADMIN_KEY: meili.adminKey, ...extraEnv };
    const timed = existsSync(GNU_TIME) ? [GNU_TIME, '-f', 'peak-rss-kb %M'] : [];
    const run = spawnSync(
      'bash',
      ['-c', '"$@"; status=$?; times >&2; exit $status', 'bash', ...timed, process.execPath, ...args],
      { encoding: 'utf8', env, maxBuffer: 256 * 1024 * 1024 },
    );
    if (run.status !== 0) throw new Error(`build failed:\n${run.stdout}\n${run.stderr}`);
    const pages = Number(/Built \d+ tenant\(s\), (\d+) pages/.exec(run.stdout)?.[1]);
    const seconds = (performance.now() - started) / 1000;
    const peakKb = /^peak-rss-kb (\d+)$/m.exec(run.stderr)?.[1];
    const peakRssMb = peakKb === undefined ? null : Number(peakKb) / 1024;
    return { seconds, cpuSeconds: childCpuSeconds(run.stderr), pages, log: run.stdout, load, peakRssMb };
  };
}

/** What a build's time is to be read beside: its CPU, and how busy the machine was. */
export const cpuNote = (figure: { load: number; cpuSeconds: number }) =>
  `${figure.cpuSeconds.toFixed(1)} s of CPU; load average ${figure.load.toFixed(1)} on ${availableParallelism()} cores`;

/** The CPU seconds (user + system) of the processes bash ran, from the second line of its `times`. */
function childCpuSeconds(stderr: string): number {
  const line = stderr.trim().split('\n').at(-1) ?? '';
  const times = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map(
    ([, minutes, seconds]) => Number(minutes) * 60 + Number(seconds),
  );
  if (times.length !== 2) throw new Error(`bash's times printed no CPU line: ${line}`);
  return times[0]! + times[1]!;
}
