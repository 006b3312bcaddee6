import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api-client';

const rows = v.array(v.object({ id: v.string() }));

describe('api.getWithHeaders', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('returns the parsed body with the response headers (a list’s next-page cursor)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(
        new Response('[{"id":"u1"}]', {
          status: 200,
          headers: { 'X-Next-Cursor': '2025-06-01T00:00:00.000Z' },
        }),
      ),
    );
    const { data, headers } = await api.getWithHeaders('/api/admin/users?limit=50', rows);
    expect(data).toEqual([{ id: 'u1' }]);
    expect(headers.get('X-Next-Cursor')).toBe('2025-06-01T00:00:00.000Z');
  });

  it('fails like api.get', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(new Response('{"message":"Forbidden"}', { status: 403 })),
    );
    const error: unknown = await api
      .getWithHeaders('/api/admin/users', rows)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, serverMessage: 'Forbidden' });
  });
});

describe('a form with files', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('goes as the form itself, with no JSON content type (the browser writes the multipart boundary)', async () => {
    const sent = vi.fn<typeof fetch>().mockResolvedValue(new Response('[]', { status: 201 }));
    vi.stubGlobal('fetch', sent);
    const form = new FormData();
    form.append('note', 'hello');
    await api.post('/api/plans/p1/guarantee-claims', v.array(v.unknown()), form);
    const init = sent.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });
});
