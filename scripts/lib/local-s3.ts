/**
 * A local S3-compatible server (s3rver, from npm) for the deploy tests and the benchmark. It stands
 * in for a real object store (S3, R2, MinIO): the same S3 API over HTTP, objects on local disk. It
 * runs in its own process, as Meilisearch does, so a test may wait on a child process (the deploy
 * CLI) without stalling the server that child talks to.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { once } from 'node:events';
import { s3Client } from '../../src/pipeline/deploy/s3-store.ts';

/** s3rver's own fixed key pair. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const BIN = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');

export async function startLocalS3(dataDir: string, bucket = 'dealer-sites') {
  // s3rver seals its list continuation tokens with DES, which OpenSSL 3 keeps in its legacy
  // provider: without it, listing more than 1,000 keys fails.
  const args = [
    '--openssl-legacy-provider',
    BIN,
    '--directory',
    resolve(dataDir),
    '--address',
    '127.0.0.1',
    '--port',
    '0',
    '--configure-bucket',
    bucket,
    '--silent',
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const port = await listeningPort(child);
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    /** The server's process, for the benchmark's CPU figures. */
    pid: child.pid!,
    client: () => s3Client({ endpoint, region: 'us-east-1', credentials: CREDENTIALS }),
    /** What `npm run deploy` reads to reach this server. */
    env: {
      AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      AWS_REGION: 'us-east-1',
    },
    /** The public URL of a stored object, as a CDN in front of the bucket would fetch it. */
    url: (key: string) => `${endpoint}/${bucket}/${key}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** The port from s3rver's "S3rver listening on 127.0.0.1:<port>" line, or its error output if it stops first. */
function listeningPort(child: ReturnType<typeof spawn>): Promise<number> {
  return new Promise((done, fail) => {
    let output = '';
    const keep = (chunk: Buffer) => (output += chunk.toString());
    const read = (chunk: Buffer) => {
      keep(chunk);
      const port = /S3rver listening on [\d.]+:(\d+)/.exec(output)?.[1];
      if (!port) return;
      // From here on its output is not needed; the pipes stay flowing so it never blocks on them.
      child.stdout!.off('data', read).resume();
      child.stderr!.off('data', keep).resume();
      done(Number(port));
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', keep);
    child.once('exit', (code) => fail(new Error(`s3rver stopped (exit ${code}) before listening:\n${output}`)));
  });
}
