import { describe, expect, it } from 'vitest';
import { BASE_URL } from '../support/http.ts';

describe('hosting', () => {
  it('serves the app shell with the security headers', async () => {
    const response = await fetch(`${BASE_URL}/`);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('https://js.stripe.com');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('serves the app shell for client-side routes (rewrite to index.html)', async () => {
    const response = await fetch(`${BASE_URL}/profile`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  });
});
