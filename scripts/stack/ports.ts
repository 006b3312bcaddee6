import { createServer } from 'node:net';

/** Asks the OS for a port that is free right now. */
export async function freePort(): Promise<number> {
  return (await freePorts(['port'])).port;
}

/**
 * Asks the OS for one free port per name, all different: each stays bound until all are chosen (asked one
 * after another, a port just released can be handed out again, and two services then collide).
 */
export async function freePorts<Name extends string>(names: readonly Name[]): Promise<Record<Name, number>> {
  const servers = names.map(() => createServer());
  try {
    const ports = await Promise.all(
      servers.map(
        (server) =>
          new Promise<number>((resolve, reject) => {
            server.once('error', reject);
            server.listen(0, '127.0.0.1', () => {
              const address = server.address();
              if (address && typeof address === 'object') resolve(address.port);
              else reject(new Error('No port assigned'));
            });
          }),
      ),
    );
    return Object.fromEntries(names.map((name, index) => [name, ports[index]])) as Record<Name, number>;
  } finally {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve())),
      ),
    );
  }
}

export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
