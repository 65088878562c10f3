/**
 * `npm run bench -- --feed-to-cdn`: the path a dealer waits on, timed as one command. A site is
 * indexed, built and deployed first (not timed); then its feed arrives with 5 of its cars changed
 * (3 price drops, 1 sold, 1 arrival), twice (the first change after a full build, then a site's
 * everyday one), and each time one command takes it to the store: `stock:index --file <feed>
 * --build incremental --deploy-to <s3-url>` (the feed validated and swapped in whole, the incremental
 * build, the changed files deployed to the S3-compatible store, s3rver standing in); then the car
 * page is fetched from the bucket until it shows the new price.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { generateDemoFeed } from '../../src/demo-stock/generate.ts';
import { demoStockDay, demoStockOptionsFor } from '../../src/pipeline/stock-source.ts';
import { startMeilisearch } from '../../src/pipeline/meili/server.ts';
import { startLocalS3 } from './local-s3.ts';

type FeedCar = Record<string, unknown> & { id: number; slug: string; status: string; price: number | null };

interface Step {
  step: string;
  seconds: number;
}

const GNU_TIME = '/usr/bin/time';
const CPU_LINE = /^cpu-seconds ([\d.]+) ([\d.]+)$/m;

/** CPU seconds a running process has used so far (user + system), from /proc; 0 where there is none. */
function processCpuSeconds(pid: number): number {
  const stat = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, 'utf8') : '';
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100; // utime, stime in clock ticks (100 a second)
}

/** Runs `work`, with the CPU seconds process `pid` used meanwhile. */
async function withCpuOf<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; used: number }> {
  const before = processCpuSeconds(pid);
  const result = await work();
  return { result, used: processCpuSeconds(pid) - before };
}

const ofCpu = (seconds: number | undefined) => (seconds === undefined ? '' : `, ${seconds.toFixed(2)} s of CPU`);

/** Runs a script as CI does (its own Node process), noting when each of its output lines matching `marks` arrived. */
function timedRun(args: string[], env: NodeJS.ProcessEnv, marks: RegExp[]) {
  const started = performance.now();
  const seen = new Map<RegExp, number>();
  return new Promise<{ seconds: number; cpu?: number; at: (mark: RegExp) => number; output: string }>((done, fail) => {
    const timed = existsSync(GNU_TIME) ? ['-f', 'cpu-seconds %U %S', process.execPath] : [];
    const child = spawn(timed.length > 0 ? GNU_TIME : process.execPath, [...timed, ...args], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const now = (performance.now() - started) / 1000;
      for (const mark of marks) if (!seen.has(mark) && mark.test(output)) seen.set(mark, now);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const cpu = CPU_LINE.exec(output);
      if (code !== 0) fail(new Error(`${args[0]} failed (exit ${code}):\n${output}`));
      else
        done({
          seconds,
          cpu: cpu ? Number(cpu[1]) + Number(cpu[2]) : undefined,
          at: (mark) => seen.get(mark) ?? Number.NaN,
          output,
        });
    });
  });
}

/**
 * The feed after 5 changes: three price drops, one car sold, one arrival (a dearer copy of another),
 * at fixed shares of the priced stock moved on by `offset`, so that a second change picks other cars.
 */
function fiveChanged(feed: FeedCar[], offset: number): { feed: FeedCar[]; dropped: FeedCar } {
  const priced = feed.filter((car) => car.status === 'in_stock' && car.price !== null && car.id < 990_000);
  const at = (share: number) => priced[Math.floor(priced.length * (share + offset))]!;
  const drops = new Map([0.05, 0.25, 0.45].map((share, i) => [at(share).id, (i + 1) * 500]));
  const sold = at(0.65).id;
  const like = at(0.85);
  const changed = feed.map((car) => {
    if (car.id === sold) return { ...car, status: 'sold', sold_date: new Date().toISOString() };
    const drop = drops.get(car.id);
    return drop ? { ...car, price: car.price! - drop } : car;
  });
  const id = 990_001 + Math.round(offset * 10);
  const arrival = { ...like, id, slug: `${like.slug}-${id}`, price: like.price! + 1500 };
  const dropped = changed.find((car) => car.id === at(0.05).id)!;
  return { feed: [...changed, arrival], dropped };
}

/** Fetches a stored page until it holds `text`; resolves with how long that took. */
async function servedWithin(url: string, text: string, timeoutMs = 30_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    const page = await fetch(url).then((answer) => (answer.ok ? answer.text() : ''));
    if (page.includes(text)) return (performance.now() - started) / 1000;
    if (performance.now() - started > timeoutMs) throw new Error(`${url} never showed ${text}`);
    await new Promise((wait) => setTimeout(wait, 20));
  }
}

type Env = NodeJS.ProcessEnv;

export async function feedToCdnFigures(tenant: Tenant, cars: number, work: string): Promise<string[]> {
  const dir = path.resolve(work, 'feed-to-cdn');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const meili = await startMeilisearch({ dataDir: path.join(dir, 'meili') });
  const s3 = await startLocalS3(path.join(dir, 's3'));
  try {
    const env = { ...process.env, ...s3.env, MEILISEARCH_URL: meili.url, MEILISEARCH_ADMIN_KEY: meili.adminKey };
    const { slug } = tenant;
    const feedFile = path.join(dir, 'feed.json');
    const command = [
      'scripts/index-stock.ts',
      ...['--tenant', slug, '--file', feedFile, '--build', 'incremental', '--out', path.join(dir, 'dist')],
      ...['--deploy-to', `s3://${s3.bucket}/${slug}`, '--endpoint', s3.endpoint],
    ];
    const feed = generateDemoFeed(demoStockOptionsFor(tenant, cars, demoStockDay(new Date()))) as FeedCar[];
    console.log(`Indexing, building and deploying ${slug} with ${cars} cars (not timed)…`);
    writeFileSync(feedFile, JSON.stringify({ vehicles: feed }));
    await timedRun(command, env, []);
    const meiliPid = JSON.parse(readFileSync(path.join(dir, 'meili', 'meilisearch.lock'), 'utf8')).serverPid as number;
    const change = { command, env, feedFile, url: (car: FeedCar) => s3.url(`${slug}/cars/${car.slug}/index.html`) };
    const pids = { meili: meiliPid, s3: s3.pid };
    // The first incremental build after a full one has no spare site to stage from, so it links
    // no file of the last: its deploy reads every file again. A site's everyday change is the next.
    console.log('Its feed arrives with 5 cars changed, the first change after the full build…');
    const first = await timedChange(change, fiveChanged(feed, 0), pids);
    console.log(`Then 5 other cars change (load average ${loadavg()[0]!.toFixed(1)})…`);
    const next = await timedChange(change, fiveChanged(first.feed, 0.1), pids);
    return [
      `  feed → CDN, 5 of ${cars} cars changed on ${slug}: ${next.total.toFixed(1)} s wall (target ≤ 5 s)`,
      ...next.lines,
      `  the first change after a full build: ${first.total.toFixed(1)} s wall`,
      ...first.lines,
    ];
  } finally {
    await s3.stop();
    await meili.stop();
  }
}

/** Runs the command on a changed feed and waits for the bucket to serve a dropped price: its steps, timed. */
async function timedChange(
  { command, env, feedFile, url }: { command: string[]; env: Env; feedFile: string; url: (car: FeedCar) => string },
  next: { feed: FeedCar[]; dropped: FeedCar },
  pids: { meili: number; s3: number },
) {
  writeFileSync(feedFile, JSON.stringify({ vehicles: next.feed }));
  const price = next.dropped.price!.toLocaleString('en-AU');
  const started = performance.now();
  const [indexed, deploying] = [/: indexed \d+ vehicle/, /^Deploying /m];
  const timed = await withCpuOf(pids.meili, () =>
    withCpuOf(pids.s3, () => timedRun(command, env, [indexed, deploying])),
  );
  const served = await servedWithin(url(next.dropped), price);
  const total = (performance.now() - started) / 1000;
  const { result: run, used: s3Cpu } = timed.result;
  const uploaded = /uploaded (\d+) file\(s\)/.exec(run.output)?.[1] ?? '?';
  const read = /\((\d+) file\(s\) read and hashed\)/.exec(run.output)?.[1] ?? '?';
  const steps: Step[] = [
    { step: 'feed read, validated and indexed (swap)', seconds: run.at(indexed) },
    { step: 'incremental build', seconds: run.at(deploying) - run.at(indexed) },
    { step: `deploy (${uploaded} files uploaded, ${read} read and hashed)`, seconds: run.seconds - run.at(deploying) },
    { step: 'new price served from the bucket', seconds: served },
  ];
  const lines = [
    ...steps.map(({ step, seconds }) => `    ${step}: ${seconds.toFixed(2)} s`),
    `    CPU of the command with its render processes${ofCpu(run.cpu)}; ` +
      `Meilisearch's meanwhile${ofCpu(timed.used)}; s3rver's${ofCpu(s3Cpu)}`,
  ];
  return { feed: next.feed, total, lines };
}
