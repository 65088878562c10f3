/**
 * The tests' and benchmark's PostgreSQL (scripts/lib/embedded-postgres.ts): a start that sticks fails
 * within its deadline, saying so with the server's log, rather than running into a test hook's timeout.
 */
import { describe, expect, it } from 'vitest';
import { startPostgres } from '../../scripts/lib/embedded-postgres.ts';

describe('embedded PostgreSQL', () => {
  it('starts, makes a database and stops', async () => {
    const server = await startPostgres();
    expect(await server.createDatabase('probe')).toMatch(
      /^postgres:\/\/forecourt:[^@]+@127\.0\.0\.1:\d+\/probe_\d+_1$/,
    );
    await server.stop();
  });

  it('fails with its log when it has not started by its deadline', async () => {
    await expect(startPostgres({ startWithinMs: 1 })).rejects.toThrow(
      /^PostgreSQL did not start \(it had not started after 0\.001 s\):/,
    );
  });
});
