import { createServer } from 'node:net';

/** A port nothing listens on now: port 0 lets the OS pick one, which the caller binds a moment later. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const found = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(found));
    });
  });
}
