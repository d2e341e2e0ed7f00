import { createServer } from 'node:net';

/** A TCP port free on loopback right now, for servers the test suites start. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
