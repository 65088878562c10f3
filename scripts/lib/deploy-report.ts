/** What `npm run deploy` and `stock:index --deploy-to` print of a deploy. */
import { parseDeployTarget } from '../../src/lib/deploy/target.ts';
import type { DeployResult } from '../../src/pipeline/deploy/deploy.ts';

export function deployedLine({ uploadedFiles, uploadedBytes, plan, hashedFiles, deleted, seconds }: DeployResult) {
  const unchanged = `${plan.unchanged} unchanged (${hashedFiles} file(s) read and hashed)`;
  const kept = `kept ${plan.kept.length} retired asset(s)`;
  const uploaded = `uploaded ${uploadedFiles} file(s) (${kb(uploadedBytes)})`;
  return `Deployed: ${uploaded}, ${unchanged}, deleted ${deleted}, ${kept}, in ${seconds.toFixed(1)} s.`;
}

/** The store a deploy goes to, from the option `flag` (--to, --deploy-to), whose name its error gives. */
export function deployTargetOption(flag: string, text: string) {
  try {
    return parseDeployTarget(text);
  } catch (error) {
    throw new Error(`${flag}: ${error instanceof Error ? error.message : String(error)}`);
  }
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
