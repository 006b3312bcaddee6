import { createServer, type Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { readConfig } from './lib/config.ts';
import { SECURITY_HEADERS } from './middleware/security-headers.ts';

/**
 * The app as the platform runs it: inside an Express app of its own (the Functions Framework's, the
 * emulator's), which announces itself with `X-Powered-By: Express` before the app runs.
 */
let server: Server;
let base = '';

beforeAll(async () => {
  const platform = express();
  platform.use(createApp(readConfig({})));
  server = createServer(platform);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('the api app inside the platform’s Express app', () => {
  it.each([
    ['an answer', '/api/auth/me', 200],
    ['an unknown path', '/api/no-such-thing', 404],
    ['a path that does not decode', '/api/plans/%ED%A0%80', 404],
  ])('names no server and sets the security headers: %s', async (_, path, status) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(status);
    expect(response.headers.get('x-powered-by')).toBeNull();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(response.headers.get(name), name).toBe(value);
    }
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('takes the headers from Hosting’s own rule in firebase.json', () => {
    expect(Object.keys(SECURITY_HEADERS)).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'X-Frame-Options',
        'Referrer-Policy',
        'Permissions-Policy',
        'Cross-Origin-Opener-Policy',
      ]),
    );
  });
});
