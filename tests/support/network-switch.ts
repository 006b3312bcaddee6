import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A switchable network between the browser and the local Hosting emulator: an HTTP proxy on a free
 * port. "Offline" drops every connection, which the page and its service worker both see as a network
 * failure (Playwright's setOffline does not reach service workers). It can also stand in for a deploy by
 * serving a changed service worker script.
 */
export interface NetworkSwitch {
  /** The app's address through the switch; cookies for 127.0.0.1 apply on any port. */
  readonly url: string;
  setOffline(offline: boolean): void;
  /** From now on `/sw.js` answers with a changed script, as after a new deploy. */
  deployNewServiceWorker(): void;
  close(): Promise<void>;
}

function readBody(response: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => resolve(Buffer.concat(chunks)));
    response.on('error', reject);
  });
}

export async function startNetworkSwitch(target: string): Promise<NetworkSwitch> {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  let offline = false;
  let deployMarker: string | null = null;

  const server: Server = createServer((req, res) => {
    if (offline) {
      req.socket.destroy();
      return;
    }
    const headers = { ...req.headers };
    // The changed worker script is built from the plain body.
    if (deployMarker !== null && req.url === '/sw.js') delete headers['accept-encoding'];
    const proxied = forward(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
      (answer) => {
        const isWorkerScript = deployMarker !== null && req.url === '/sw.js' && answer.statusCode === 200;
        if (!isWorkerScript) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        void readBody(answer).then((body) => {
          const changed = Buffer.concat([body, Buffer.from(`\n// deploy ${deployMarker}\n`)]);
          const headers = { ...answer.headers, 'content-length': String(changed.length) };
          delete headers['etag'];
          delete headers['last-modified'];
          res.writeHead(200, headers);
          res.end(changed);
        });
      },
    );
    proxied.on('error', () => res.destroy());
    req.pipe(proxied);
  });
  server.on('connection', (socket) => {
    if (offline) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    setOffline(value) {
      offline = value;
      if (value) for (const socket of sockets) socket.destroy();
    },
    deployNewServiceWorker() {
      deployMarker = Date.now().toString(36);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
