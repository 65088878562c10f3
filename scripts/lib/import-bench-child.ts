/**
 * One phase of the import benchmark (import-bench.ts), alone in its process so that the process's
 * peak memory (resourceUsage().maxRSS) is the phase's: `read` streams the CSV through the tenant's
 * mapping; `import` is `npm run stock:index -- --file` in full against MEILISEARCH_URL.
 * Prints one JSON line: { seconds, cpuSeconds, peakBytes, cars }. This process's CPU time leaves out
 * Meilisearch's, which indexes on its own threads.
 */
import { createReadStream } from 'node:fs';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { readFeed } from '../../src/pipeline/stock-import/import-stock.ts';
import { indexTenants } from '../../src/pipeline/index-stock.ts';
import { connectMeilisearch } from '../../src/pipeline/meili/server.ts';

const [phase, slug, file] = process.argv.slice(2);
const tenant = (await loadTenants('tenants', [slug!])).tenants[0];
if (!tenant || !file || (phase !== 'read' && phase !== 'import')) throw new Error('usage: <read|import> <slug> <file>');
const started = performance.now();
const cpuAtStart = process.cpuUsage();
let cars: number;
if (phase === 'read') {
  cars = (await readFeed(createReadStream(file), 'csv', tenant, new Date())).vehicles.length;
} else {
  // MEILISEARCH_URL: the benchmark's own server (import-bench.ts).
  const meili = await connectMeilisearch({ dataDir: '.forecourt/bench/import/meili' });
  try {
    const [outcome] = await indexTenants(meili.client, [tenant], {
      file,
      cars: 0,
      now: new Date(),
      force: true,
      acceptRemovals: true,
      log: () => {},
    });
    if (!outcome?.ok) throw new Error(`the import failed: ${outcome?.ok === false ? outcome.error : ''}`);
    cars = outcome.count;
  } finally {
    await meili.stop();
  }
}
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuAtStart);
// maxRSS is in kilobytes.
console.log(
  JSON.stringify({
    seconds,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    peakBytes: process.resourceUsage().maxRSS * 1024,
    cars,
  }),
);
