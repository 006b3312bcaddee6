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
  app.use(errorHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => close());

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
