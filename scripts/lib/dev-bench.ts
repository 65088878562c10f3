/**
 * The dev server's figures for `npm run bench -- --dev-only` (issue 31): seconds from starting
 * `npm run dev` to the first page (a first start that indexes the stock, then a restart that reuses
 * it), and seconds from saving a site file to the open page showing the change in Chromium (p50 and
 * max of 10 saves). Beside them, the alternative the dev server was chosen over: the same save
 * brought to the site by an incremental build with the bundle a build kept (npm run build --
 * --incremental), as CI runs it. Everything runs on a copy of tenants/ under .forecourt/bench.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { availableParallelism, loadavg } from 'node:os';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { freePort } from '../../src/pipeline/free-port.ts';
import { indexTenants } from '../../src/pipeline/index-stock.ts';
import { startMeilisearch } from '../../src/pipeline/meili/server.ts';
import { demoStockDay } from '../../src/pipeline/stock-source.ts';

interface DevFigures {
  firstStart: number;
  restart: number;
  saves: number[];
  incremental: number[];
}

const SAVES = 10;

/** `site` with `cars` demo cars, in `work` (inside the project: Astro's Content Layer reads only files there). */
async function devBench(site: string, cars: number, work: string, meili: { url: string; adminKey: string }) {
  rmSync(work, { recursive: true, force: true });
  const root = path.join(work, 'tenants');
  cpSync('tenants', root, { recursive: true });
  const siteFile = path.join(root, 'sites', `${site}.json`);
  const original = readFileSync(siteFile, 'utf8');
  const rename = (name: string) => writeFileSync(siteFile, original.replace(/"name": "[^"]*"/, `"name": "${name}"`));
  const args = { site, cars, root, data: path.join(work, 'data') };
  console.log('  starting npm run dev with no index yet…');
  const first = await startDev(args);
  await first.stop();
  console.log('  starting it again…');
  const dev = await startDev(args);
  const saves: number[] = [];
  try {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    const page = await browser.newPage();
    await page.goto(`http://${site}.localhost:${dev.port}/`);
    for (let i = 1; i <= SAVES; i++) {
      const name = `Bench Motors ${i}`;
      const started = performance.now();
      rename(name);
      await page.waitForFunction((expected) => document.title.includes(expected), name, { timeout: 60_000 });
      saves.push((performance.now() - started) / 1000);
    }
    await browser.close();
  } finally {
    await dev.stop();
    writeFileSync(siteFile, original);
  }
  console.log('  the same save through incremental builds…');
  const incremental = incrementalSaves(args, rename, meili);
  return { firstStart: first.seconds, restart: dev.seconds, saves, incremental } satisfies DevFigures;
}

type DevArgs = { site: string; cars: number; root: string; data: string };

/** Starts npm run dev; `seconds` from the start to the site's first page answered. */
async function startDev({ site, cars, root, data }: DevArgs) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      'scripts/dev.ts',
      '--port',
      String(port),
      '--root',
      root,
      '--data',
      data,
      '--tenant',
      site,
      '--cars',
      String(cars),
    ],
    { stdio: 'ignore', env: { ...process.env, MEILISEARCH_URL: '', MEILISEARCH_ADMIN_KEY: '' } },
  );
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run dev exited (${child.exitCode})`);
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { Host: `${site}.localhost:${port}` } }).catch(
      () => null,
    );
    if (response?.status === 200 && (await response.text()).includes('<html')) break;
    await new Promise((done) => setTimeout(done, 100));
  }
  return { port, seconds: (performance.now() - started) / 1000, stop: () => stopChild(child) };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGINT');
  await exited;
}

/** A full build of the site, then three renames each brought to the site by `npm run build -- --incremental`: their seconds. */
function incrementalSaves(
  { site, root }: DevArgs,
  rename: (name: string) => void,
  meili: { url: string; adminKey: string },
) {
  const out = path.join(path.dirname(root), 'dist');
  const env = { ...process.env, MEILISEARCH_URL: meili.url, MEILISEARCH_ADMIN_KEY: meili.adminKey };
  const build = (extra: string[]) => {
    const started = performance.now();
    const run = spawnSync(
      process.execPath,
      ['scripts/build-all.ts', '--tenant', site, '--root', root, '--out', out, ...extra],
      { env, encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`npm run build failed:\n${run.stdout}\n${run.stderr}`);
    return (performance.now() - started) / 1000;
  };
  build([]);
  return [1, 2, 3].map((i) => {
    rename(`Bench Motors incremental ${i}`);
    return build(['--incremental']);
  });
}

/** The bench's npm run dev lines, on `site` with the 40 cars issue 31 names. */
export async function devFigures(site: Tenant, work: string): Promise<string[]> {
  const cars = 40;
  const meili = await startMeilisearch({ dataDir: `${work}/dev-meili` });
  try {
    await indexTenants(meili.client, [site], { cars, now: demoStockDay(new Date()), force: true, log: () => {} });
    console.log(`Timing npm run dev on ${site.slug} (${cars} cars)…`);
    const { firstStart, restart, saves, incremental } = await devBench(site.slug, cars, `${work}/dev`, meili);
    const sorted = [...saves].sort((a, b) => a - b);
    const p50 = sorted[Math.floor((sorted.length - 1) / 2)]!;
    const s = (seconds: number) => `${seconds.toFixed(2)} s`;
    const load = `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;
    return [
      `  npm run dev, first page after it starts: ${s(restart)} (${s(firstStart)} the first time, indexing the stock)`,
      `  npm run dev, a saved site file to the open page updated: p50 ${s(p50)}, max ${s(sorted.at(-1)!)} over ${saves.length} saves (${load})`,
      `  the same save by npm run build -- --incremental: ${incremental.map(s).join(', ')} (the renderer the dev server was chosen over)`,
    ];
  } finally {
    await meili.stop();
  }
}
