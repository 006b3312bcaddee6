import type { Language } from '@nasl/core/constants';

/**
 * What every request of the API carries: JSON both ways, the reader's language, the session cookie. A form
 * with files goes as multipart, its boundary written by the browser.
 */
export function requestInit(method: string, language: Language, body?: unknown): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': language };
  const init: RequestInit = { method, headers, credentials: 'include' };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  return init;
}
