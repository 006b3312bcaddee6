import type { AddressInfo } from 'node:net';
import express from 'express';
import { logger } from 'firebase-functions';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorHandler } from './error-handler.ts';

let baseUrl = '';
let close: () => void = () => undefined;

beforeAll(async () => {
  const app = express();
  app.get('/broken', () => {
    throw new Error('secret detail: the database password is hunter2');
  });
  app.get('/broken-later', async () => {
    await Promise.resolve();
    throw new TypeError("Cannot read properties of undefined (reading 'id')");
  });
  app.get('/api/calendar-feeds/:id/:file', () => {
    throw new Error('the feed broke');
  });
  app.post('/api/partner-invites/:token/accept', () => {
    throw new Error('an old client');
  });
  app.use(errorHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => close());

describe('what an unexpected failure logs', () => {
  it('never the token a calendar address or an older invitation address carries', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const token = 'q6rM3x0Zb7Tq1yWv8nKc2LsPz4HjD9aFe5GuN0oBwXi';
    const shortFeedToken = 'abc123';
    await fetch(`${baseUrl}/api/calendar-feeds/Plan1234567890abcdef/${token}.ics?lang=en`);
    await fetch(`${baseUrl}/api/calendar-feeds/Plan1234567890abcdef/${shortFeedToken}.ics`);
    await fetch(`${baseUrl}/api/partner-invites/${token}/accept`, { method: 'POST' });
    const paths = logged.mock.calls.map(([, fields]) => (fields as { path: string }).path);
    expect(paths).toEqual([
      '/api/calendar-feeds/Plan1234567890abcdef/[token]',
      '/api/calendar-feeds/Plan1234567890abcdef/[token]',
      '/api/partner-invites/[redacted]/accept',
    ]);
    expect(JSON.stringify(logged.mock.calls)).not.toContain(token.slice(0, 20));
    expect(JSON.stringify(logged.mock.calls)).not.toContain(shortFeedToken);
    logged.mockRestore();
  });
});

describe('an unexpected failure', () => {
  it('answers 500 with the generic { message } in Arabic by default, and logs the error for us', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const response = await fetch(`${baseUrl}/broken`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: 'حدث خطأ من جهتنا. يرجى المحاولة لاحقًا.' });
    expect(text).not.toContain('hunter2');
    expect(logged).toHaveBeenCalledWith(
      'Unhandled API error',
      expect.objectContaining({ path: '/broken', error: expect.stringContaining('hunter2') }),
    );
    logged.mockRestore();
  });

  it('answers in English when asked, for a failure after an await too', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const response = await fetch(`${baseUrl}/broken-later`, { headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(500);
    const body = (await response.json()) as { message: string };
    expect(Object.keys(body)).toEqual(['message']);
    expect(body.message).toBe('Something went wrong on our side. Please try again later.');
    vi.restoreAllMocks();
  });
});
