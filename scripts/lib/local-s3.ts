/**
 * A local S3-compatible server (s3rver, from npm) for the deploy tests and the benchmark. It stands
 * in for a real object store (S3, R2, MinIO): the same S3 API over HTTP, objects on local disk.
 */
import S3rver from 's3rver';
import { s3Client } from '../../src/pipeline/deploy/s3-store.ts';

/** s3rver's own fixed key pair. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startLocalS3(dataDir: string, bucket = 'dealer-sites') {
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory: dataDir, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    client: () => s3Client({ endpoint, region: 'us-east-1', credentials: CREDENTIALS }),
    /** What `npm run deploy` reads to reach this server. */
    env: { AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId, AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey, AWS_REGION: 'us-east-1' },
    /** The public URL of a stored object, as a CDN in front of the bucket would fetch it. */
    url: (key: string) => `${endpoint}/${bucket}/${key}`,
    stop: () => server.close(),
  };
}

export type LocalS3 = Awaited<ReturnType<typeof startLocalS3>>;
