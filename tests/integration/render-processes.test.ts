/**
 * Render processes start one at a time until Astro's content is synced (src/pipeline/render/render.ts):
 * two syncs at once race on the same files under .astro/ and fail a fresh checkout's build
 * ("ENOENT … rename content-assets.mjs.tmp"). The stand-in worker makes the order observable
 * without timing: the first waits for a second to start before it syncs, so a second started early
 * is seen, and one started in turn waits.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { startRender } from '../../src/pipeline/render/render.ts';

const fakeWorker = fileURLToPath(new URL('../fixtures/render/fake-worker.ts', import.meta.url));
// Inside the project, as startRender requires of a build's work folder.
mkdirSync('.forecourt', { recursive: true });
const workDir = mkdtempSync('.forecourt/render-processes-');
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

it('the second render process starts only once the first has synced Astro content', async () => {
  const session = startRender(workDir, 2, 'tenants/content', { script: fakeWorker });
  const { outDirs } = await session.render(2, {}).rendered;
  expect(outDirs).toHaveLength(2);
  expect(readFileSync(`${workDir}/astro-out-1.started`, 'utf8')).toBe('after the first synced');
});
