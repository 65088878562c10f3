/**
 * scripts/lead-api.ts as its own process, as production runs it (the throughput benchmark, the
 * crash test): resolves once it logs "listening on". Live car fields are off (MEILISEARCH_URL and
 * MEILISEARCH_ADMIN_KEY emptied); `env` adds to its environment (DATABASE_URL, webhook secrets).
 * Its stderr is passed through, its stdout (JSON log lines) read and dropped. If it exits first,
 * or is not listening within `timeoutMs`, it is killed and the promise rejects.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export function spawnLeadApi(
  args: string[],
  env: Record<string, string> = {},
  timeoutMs = 30_000,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/lead-api.ts', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, MEILISEARCH_URL: '', MEILISEARCH_ADMIN_KEY: '', ...env },
  });
  return new Promise<ChildProcess>((done, fail) => {
    let tail: string | null = '';
    const stop = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      fail(error);
    };
    const onExit = (code: number | null, signal: string | null) =>
      stop(new Error(`lead API exited (${signal ?? code}) before it was listening`));
    const timer = setTimeout(() => stop(new Error(`lead API not listening after ${timeoutMs} ms`)), timeoutMs);
    child.once('exit', onExit);
    child.once('error', stop);
    // Keeps reading stdout after the line, so a chatty API never blocks on a full pipe.
    child.stdout!.on('data', (chunk: Buffer) => {
      if (tail === null) return;
      const text = tail + chunk.toString();
      if (!text.includes('listening on')) {
        tail = text.slice(-20);
        return;
      }
      tail = null;
      clearTimeout(timer);
      child.off('exit', onExit);
      child.off('error', stop);
      done(child);
    });
  });
}
