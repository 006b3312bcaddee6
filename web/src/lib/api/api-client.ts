import { DEFAULT_LANGUAGE, type Language } from '@nasl/core/constants';
import i18next from 'i18next';
import type * as v from 'valibot';
import { requestInit } from './request-init';
import { isLanguage } from '../i18n/language';

/**
 * The API answered, but not with what was asked: a failed status (`message` is "status: body or status
 * text"), or an unusable body (`UnexpectedResponseError`). Anything else that fails is the network.
 */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    /** The `{message}` the API sent, already in the request's language. */
    readonly serverMessage: string | null,
  ) {
    super(message);
  }
}

/**
 * An OK response whose body is not what the endpoint's schema (the API's contract) describes: the API
 * answered, but not with anything the page can use, so it is handled as a failed request, never as data.
 */
export class UnexpectedResponseError extends ApiError {
  override readonly name = 'UnexpectedResponseError';
}

export function describeFailedResponse(status: number, statusText: string, bodyText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

/**
 * Reads `value` with a core schema through its Standard Schema interface, so this module (in every page's
 * first JavaScript) carries no validation code itself: valibot arrives with the schemas, in the chunks of
 * the pages that read them.
 */
async function readWith<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
): Promise<{ ok: true; value: v.InferOutput<TSchema> } | { ok: false; problems: string }> {
  const result = await schema['~standard'].validate(value);
  if (!result.issues) return { ok: true, value: result.value as v.InferOutput<TSchema> };
  const problems = result.issues.map((issue) => {
    const path = (issue.path ?? []).map((item) => String(typeof item === 'object' ? item.key : item));
    return path.length > 0 ? `${path.join('.')}: ${issue.message}` : issue.message;
  });
  return { ok: false, problems: problems.join('; ') };
}

/** The non-empty `message` of an error body (`{ message, fields? }`), if the body is one. */
export async function extractServerMessage(bodyText: string): Promise<string | null> {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return null;
  }
  const { errorBodySchema } = await import('@nasl/core/responses');
  const result = await readWith(errorBodySchema, body);
  return result.ok ? result.value.message.trim() || null : null;
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

async function parseBody<TSchema extends v.GenericSchema>(
  schema: TSchema,
  request: string,
  response: Response,
  text: string,
): Promise<v.InferOutput<TSchema>> {
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    throw new UnexpectedResponseError(`${request}: the body is not JSON`, response.status, null);
  }
  const result = await readWith(schema, body);
  if (!result.ok) throw new UnexpectedResponseError(`${request}: ${result.problems}`, response.status, null);
  return result.value;
}

/**
 * Sends a request and reads the answer with the endpoint's core schema: the one place a response becomes
 * data. A failed status is an `ApiError`; an OK body the schema refuses is an `UnexpectedResponseError`.
 */
async function send<TSchema extends v.GenericSchema>(
  method: HttpMethod,
  path: string,
  schema: TSchema,
  body?: unknown,
): Promise<ApiResponse<v.InferOutput<TSchema>>> {
  const response = await fetch(path, requestInit(method, requestLanguage(), body));
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(
      describeFailedResponse(response.status, response.statusText, text),
      response.status,
      await extractServerMessage(text),
    );
  }
  return { data: await parseBody(schema, `${method} ${path}`, response, text), headers: response.headers };
}

async function request<TSchema extends v.GenericSchema>(
  method: HttpMethod,
  path: string,
  schema: TSchema,
  body?: unknown,
): Promise<v.InferOutput<TSchema>> {
  return (await send(method, path, schema, body)).data;
}

/**
 * The one way the browser talks to `/api` (same origin, session cookie included). Every call names the
 * core schema of the answer it expects.
 */
export const api = {
  get: <TSchema extends v.GenericSchema>(path: string, schema: TSchema) => request('GET', path, schema),
  getWithHeaders: <TSchema extends v.GenericSchema>(path: string, schema: TSchema) =>
    send('GET', path, schema),
  post: <TSchema extends v.GenericSchema>(path: string, schema: TSchema, body?: unknown) =>
    request('POST', path, schema, body),
  put: <TSchema extends v.GenericSchema>(path: string, schema: TSchema, body?: unknown) =>
    request('PUT', path, schema, body),
  patch: <TSchema extends v.GenericSchema>(path: string, schema: TSchema, body?: unknown) =>
    request('PATCH', path, schema, body),
  delete: <TSchema extends v.GenericSchema>(path: string, schema: TSchema, body?: unknown) =>
    request('DELETE', path, schema, body),
};
