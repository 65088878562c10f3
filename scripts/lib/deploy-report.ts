/** What `npm run deploy` and `stock:index --deploy-to` print of a deploy. */
import type { DeployResult } from '../../src/pipeline/deploy/deploy.ts';

export function deployedLine({ uploadedFiles, uploadedBytes, plan, hashedFiles, deleted, seconds }: DeployResult) {
  return `Deployed: uploaded ${uploadedFiles} file(s) (${kb(uploadedBytes)}), ${plan.unchanged} unchanged (${hashedFiles} file(s) read and hashed), deleted ${deleted}, kept ${plan.kept.length} retired asset(s), in ${seconds.toFixed(1)} s.`;
}

/** The SDK's own words for missing settings, with what to set. */
export function withDeployHint(error: unknown): unknown {
  const message = error instanceof Error ? error.message : String(error);
  if (/Region is missing/i.test(message)) return new Error(`${message}: set AWS_REGION or pass --region.`);
  if (/Could not load credentials/i.test(message))
    return new Error(`${message}: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE (see --help).`);
  return error;
}

export function kb(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
}
