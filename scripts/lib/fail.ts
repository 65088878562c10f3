/**
 * Ends a script on an error a user can act on (a locked data folder, a missing binary) with its
 * message and exit code 1, rather than a stack trace. FORECOURT_DEBUG=1 shows the stack too.
 */
export function exitWithError(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`\n✗ ${message}`);
  if (process.env.FORECOURT_DEBUG && error instanceof Error) console.error(error.stack);
  process.exit(1);
}
