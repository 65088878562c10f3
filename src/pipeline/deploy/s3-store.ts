/**
 * A site's folder in an S3-compatible object store (AWS S3, Cloudflare R2, MinIO, …) through
 * @aws-sdk/client-s3. Credentials and region come from the SDK's usual sources: AWS_ACCESS_KEY_ID,
 * AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN, AWS_REGION, AWS_PROFILE and the shared config files.
 */
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { DeployTarget } from '../../lib/deploy/target.ts';

interface StoredObjectHeaders {
  contentType: string;
  cacheControl: string;
  sha256: string;
}

/** What a deploy needs of a store: keys are relative to the site's prefix. */
export interface ObjectStore {
  list(): Promise<string[]>;
  read(key: string): Promise<string | null>;
  write(key: string, body: Buffer, headers: StoredObjectHeaders): Promise<void>;
  remove(keys: readonly string[]): Promise<void>;
}

export interface S3Options {
  /** An S3-compatible endpoint (R2, MinIO); requests then use path-style addressing. */
  endpoint?: string;
  region?: string;
  /** Only for a local test store: otherwise the SDK's own sources (environment, profile) apply. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export function s3Client({ endpoint, region, credentials }: S3Options): S3Client {
  // R2 asks for region "auto"; MinIO and others accept any region.
  const resolved =
    region ?? process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? (endpoint ? 'auto' : undefined);
  return new S3Client({ endpoint, region: resolved, forcePathStyle: endpoint !== undefined, credentials });
}

/** The endpoint a command was given, else the SDK's variables for one; an empty one (as CI sets it) is unset. */
export function s3Endpoint(flag: string | undefined): string | undefined {
  return flag || process.env.AWS_ENDPOINT_URL_S3 || process.env.AWS_ENDPOINT_URL || undefined;
}

/** S3's DeleteObjects takes at most 1,000 keys a request. */
const DELETE_BATCH = 1000;

export function s3Store(client: S3Client, { bucket, prefix }: DeployTarget): ObjectStore {
  return {
    async list() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? [])
          if (object.Key && object.Key.length > prefix.length) keys.push(object.Key.slice(prefix.length));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: prefix + key }));
        return (await object.Body?.transformToString('utf-8')) ?? '';
      } catch (error) {
        if (
          error instanceof S3ServiceException &&
          (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
        )
          return null;
        throw error;
      }
    },
    async write(key, body, { contentType, cacheControl, sha256 }) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: prefix + key,
          Body: body,
          ContentType: contentType,
          CacheControl: cacheControl,
          Metadata: { sha256 },
        }),
      );
    },
    async remove(keys) {
      for (let from = 0; from < keys.length; from += DELETE_BATCH) {
        const Objects = keys.slice(from, from + DELETE_BATCH).map((key) => ({ Key: prefix + key }));
        const result = await client.send(
          new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects, Quiet: true } }),
        );
        const failed = result.Errors ?? [];
        if (failed.length > 0)
          throw new Error(
            `could not delete ${failed.length} file(s), e.g. ${failed[0]!.Key}: ${failed[0]!.Message ?? failed[0]!.Code}`,
          );
      }
    },
  };
}
