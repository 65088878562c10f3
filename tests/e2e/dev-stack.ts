/**
 * `npm run dev` for the dev server's tests: one site, on a free port, serving a copy of tenants/ made
 * for the test (inside .forecourt/, as Astro's Content Layer takes only files under the project), with
 * its own Meilisearch and lead data. The tests edit the copy, never the repository's tenant files.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { freePort } from '../../src/pipeline/free-port.ts';

export interface DevStack {
  port: number;
  /** The copy of tenants/ the dev server serves. */
  root: string;
  /** Everything the dev server has printed so far. */
  output(): string;
  stop(): Promise<void>;
}

const STARTED = 'Press Ctrl-C to stop.';

export async function startDevStack(site: string, cars = 12): Promise<DevStack> {
  const dir = path.resolve(`.forecourt/test-dev-${randomUUID().slice(0, 8)}`);
  const root = path.join(dir, 'tenants');
  mkdirSync(dir, { recursive: true });
  cpSync('tenants', root, { recursive: true });
  const port = await freePort();
  const args = ['scripts/dev.ts', '--port', String(port), '--root', path.relative(process.cwd(), root)];
  const child = spawn(
    process.execPath,
    [...args, '--data', path.join(dir, 'data'), '--tenant', site, '--cars', String(cars)],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const check = setInterval(() => {
      if (!output.includes(STARTED)) return;
      clearInterval(check);
      resolve();
    }, 100);
    child.once('exit', (code) => {
      clearInterval(check);
      reject(new Error(`npm run dev exited (${code}):\n${output}`));
    });
  });
  return {
    port,
    root,
    output: () => output,
    stop: async () => {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
