import { DEFAULT_LANGUAGE, type Language } from '@nasl/core/constants';
import i18next from 'i18next';
import { isLanguage } from './language';

/** A response that arrived but was not OK. `message` follows spec §7: "status: body or status text". */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    /** The `{message}` the API sent, already in the request's language. */
    readonly serverMessage: string | null,
  ) {
    super(message);
  }
}

export function describeFailedResponse(status: number, statusText: string, bodyText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

/** The non-empty `message` field of a JSON error body, if there is one. */
export function extractServerMessage(bodyText: string): string | null {
  if (!bodyText) return null;
  try {
    const body: unknown = JSON.parse(bodyText);
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
      return body.message.trim() || null;
    }
  } catch {
    return null;
  }
  return null;
}

export function serverMessageOf(error: unknown): string | null {
  return error instanceof ApiError ? error.serverMessage : null;
}

/** The API answers `{message}` in this language. */
function requestLanguage(): Language {
  const language = i18next.resolvedLanguage;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A response's parsed body with its headers (the admin lists send the next page's cursor in one). */
export interface ApiResponse<TResponse> {
  data: TResponse;
  headers: Headers;
}

async function send<TResponse>(
  method: HttpMethod,
  path: string,
  body?: unknown,
): Promise<ApiResponse<TResponse>> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': requestLanguage(),
  };
  const init: RequestInit = { method, headers, credentials: 'include' };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }

  const response = await fetch(path, init);
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(
      describeFailedResponse(response.status, response.statusText, text),
      response.status,
      extractServerMessage(text),
    );
  }
  return { data: (text ? JSON.parse(text) : undefined) as TResponse, headers: response.headers };
}

async function request<TResponse>(method: HttpMethod, path: string, body?: unknown): Promise<TResponse> {
  return (await send<TResponse>(method, path, body)).data;
}

/** The one way the browser talks to `/api` (same origin, session cookie included). */
export const api = {
  get: <TResponse>(path: string) => request<TResponse>('GET', path),
  getWithHeaders: <TResponse>(path: string) => send<TResponse>('GET', path),
  post: <TResponse>(path: string, body?: unknown) => request<TResponse>('POST', path, body),
  put: <TResponse>(path: string, body?: unknown) => request<TResponse>('PUT', path, body),
  patch: <TResponse>(path: string, body?: unknown) => request<TResponse>('PATCH', path, body),
  delete: <TResponse>(path: string) => request<TResponse>('DELETE', path),
};
