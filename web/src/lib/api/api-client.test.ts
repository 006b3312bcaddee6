import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentClientConfigSchema } from '@nasl/core/payments';
import * as v from 'valibot';
import {
  ApiError,
  api,
  describeFailedResponse,
  extractServerMessage,
  serverMessageOf,
  UnexpectedResponseError,
} from './api-client';
import { orNull } from './or-null';

const config = { mode: 'stripe', publishableKey: 'pk_test_123' };

describe('describeFailedResponse', () => {
  it('is "status: body"', () => {
    expect(describeFailedResponse(404, 'Not Found', '{"message":"Not found"}')).toBe(
      '404: {"message":"Not found"}',
    );
  });

  it('uses the status text when the body is empty', () => {
    expect(describeFailedResponse(502, 'Bad Gateway', '')).toBe('502: Bad Gateway');
  });
});

describe('extractServerMessage', () => {
  it('reads the message of a JSON error body', async () => {
    expect(await extractServerMessage('{"message":"Invalid email or password."}')).toBe(
      'Invalid email or password.',
    );
  });

  it('returns null for bodies without a usable message', async () => {
    expect(await extractServerMessage('')).toBeNull();
    expect(await extractServerMessage('<html>Bad gateway</html>')).toBeNull();
    expect(await extractServerMessage('{"error":"x"}')).toBeNull();
    expect(await extractServerMessage('{"message":"   "}')).toBeNull();
    expect(await extractServerMessage('{"message":42}')).toBeNull();
    expect(await extractServerMessage('null')).toBeNull();
  });
});

describe('api', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function stubFetch(response: Response) {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it('sends JSON with the session cookie and the UI language', async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify(config), { status: 201 }));

    await expect(
      api.post('/api/auth/register', paymentClientConfigSchema, { name: 'Sara' }),
    ).resolves.toEqual(config);

    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/auth/register');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"name":"Sara"}');
    expect(init?.headers).toMatchObject({
      'Content-Type': 'application/json',
      'Accept-Language': 'ar',
    });
  });

  it('turns a failed response into an ApiError carrying the status and the server message', async () => {
    stubFetch(
      new Response('{"message":"Current password is incorrect"}', { status: 400, statusText: 'Bad Request' }),
    );

    const error: unknown = await api
      .put('/api/user/password', v.unknown(), {})
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: '400: {"message":"Current password is incorrect"}',
      serverMessage: 'Current password is incorrect',
    });
    expect(serverMessageOf(error)).toBe('Current password is incorrect');
  });

  it('lets network failures through as they are (no response, no ApiError)', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));

    const error: unknown = await api.get('/api/auth/me', v.unknown()).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(TypeError);
    expect(serverMessageOf(error)).toBeNull();
  });

  it('accepts an empty successful body where the schema does', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(api.delete('/api/anything', v.undefined())).resolves.toBeUndefined();
  });

  it('refuses an OK body that its schema does not describe: the API answered, with nothing usable', async () => {
    stubFetch(new Response(JSON.stringify({ ...config, mode: 'cash' }), { status: 200 }));

    const error: unknown = await api
      .get('/api/payment-config', paymentClientConfigSchema)
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, serverMessage: null });
    expect(String((error as Error).message)).toContain('mode');
  });

  it('refuses an OK body that is not JSON', async () => {
    stubFetch(new Response('<html>proxy page</html>', { status: 200 }));
    await expect(api.get('/api/payment-config', paymentClientConfigSchema)).rejects.toBeInstanceOf(
      UnexpectedResponseError,
    );
  });

  it('reads an unusable body as null where the screen shows "no data" instead of an error', async () => {
    stubFetch(new Response('{"mode":null}', { status: 200 }));
    await expect(api.get('/api/payment-config', orNull(paymentClientConfigSchema))).resolves.toBeNull();
  });
});
