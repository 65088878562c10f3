/** Where a site is deployed: `s3://bucket/prefix`, the form the AWS CLI uses. */
export interface DeployTarget {
  bucket: string;
  /** '' for the bucket's root, else ending in '/'. */
  prefix: string;
}

/** S3 bucket names: 3–63 lower-case letters, digits, dots and hyphens. */
const TARGET = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/;

export function parseDeployTarget(text: string): DeployTarget {
  const match = TARGET.exec(text.trim());
  const prefix = (match?.[2] ?? '').replace(/^\/+|\/+$/g, '');
  if (!match || prefix.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`expected s3://<bucket>/<prefix> like s3://dealer-sites/bayside-nissan, found "${text}"`);
  }
  return { bucket: match[1]!, prefix: prefix === '' ? '' : `${prefix}/` };
}

export function describeTarget({ bucket, prefix }: DeployTarget): string {
  return `s3://${bucket}/${prefix}`;
}
