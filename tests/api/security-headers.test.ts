import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../functions/src/middleware/security-headers.ts';
import { BASE_URL } from '../support/http.ts';

/**
 * The function answers with the security headers Hosting adds (firebase.json), through Hosting and at its
 * own URL, which skips Hosting. (That it sends no `X-Powered-By` is checked in functions/src/app.test.ts:
 * locally the Functions emulator's own Express app, which relays every answer, adds one of its own.)
 */
const FUNCTION_URL = process.env.NASL_FUNCTION_URL ?? '';

describe.each([
  ['through Hosting', () => BASE_URL],
  ['at the function’s own URL', () => FUNCTION_URL],
])('the function’s answers, %s', (_, base) => {
  it.each([
    ['an answer', 'GET', '/api/auth/me', 200],
    ['a refusal', 'GET', '/api/auth/user', 401],
    ['an unknown path', 'GET', '/api/no-such-thing', 404],
    ['a refused body', 'POST', '/api/auth/login', 400],
    ['the preview it renders', 'GET', '/plan-preview', 200],
    ['the plan it renders', 'GET', '/results', 200],
  ])('carry the security headers: %s', async (_what, method, path, status) => {
    expect(base(), 'NASL_FUNCTION_URL is set by npm test').toBeTruthy();
    const response = await fetch(`${base()}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: base().replace(/(\/\/[^/]+).*/, '$1') },
      body: method === 'POST' ? '{}' : undefined,
    });
    expect(response.status).toBe(status);
    expect(Object.keys(SECURITY_HEADERS).length).toBeGreaterThanOrEqual(7);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(response.headers.get(name), name).toBe(value);
    }
  });
});
