import { newClientAddress, viaHosting } from './addresses.ts';
import { checkAnswer } from './contract.ts';
import { logIn, signUp, type Account } from './fixtures/accounts.ts';
import { ADMIN } from './fixtures/admin.ts';

/**
 * A tiny HTTP client for API tests: keeps the session cookie like a browser, sends this site's Origin, and
 * checks every answer against the API's contract (tests/support/contract.ts).
 */
export const BASE_URL = process.env.NASL_BASE_URL ?? '';
if (!BASE_URL) throw new Error('NASL_BASE_URL is not set: run the API tests through `npm test`.');

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
  setCookie: string | null;
}

export interface RequestOptions {
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  lang?: 'ar' | 'en';
  /** Where to send it instead of the site (e.g. the function's own URL); the path is appended. */
  baseUrl?: string;
  /** False: the caller checks the answer against the contract itself (the fuzz test counts first). */
  checkContract?: boolean;
}

/**
 * Cloud Functions' own JSON parser answers malformed JSON and bare JSON scalars before the app runs; that
 * answer is the platform's, not the API's, so it is outside the contract.
 */
export function refusedByPlatform(rawBody: string | undefined): boolean {
  if (!rawBody) return false;
  try {
    const parsed: unknown = JSON.parse(rawBody);
    return typeof parsed !== 'object' || parsed === null;
  } catch {
    return true;
  }
}

export class Client {
  cookie: string | undefined;
  /** Where this client connects from, as Hosting tells the function (per-address limits count by it). */
  readonly address: string;

  constructor(
    cookie?: string,
    address = newClientAddress(),
    /** The stack it talks to: the test run's, unless a bench runs several. */
    readonly baseUrl = BASE_URL,
  ) {
    this.cookie = cookie;
    this.address = address;
  }

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = {
      origin: this.baseUrl,
      'accept-language': options.lang ?? 'en',
      ...viaHosting(this.address),
      ...options.headers,
    };
    if (this.cookie) headers.cookie = `__session=${this.cookie}`;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    } else if (body !== undefined) {
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${options.baseUrl ?? this.baseUrl}${path}`, {
      method,
      headers,
      body,
      redirect: 'manual',
    });
    const setCookie = response.headers.get('set-cookie');
    const sessionValue = setCookie?.match(/__session=([^;]*)/)?.[1];
    if (sessionValue !== undefined) this.cookie = sessionValue ? decodeURIComponent(sessionValue) : undefined;
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON; keep the text
    }
    if (options.checkContract !== false && !refusedByPlatform(options.rawBody)) {
      checkAnswer(method, path, response.status, parsed);
    }
    return { status: response.status, body: parsed as T, headers: response.headers, setCookie };
  }

  get<T = Record<string, unknown>>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }
  post<T = Record<string, unknown>>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, body });
  }
  put<T = Record<string, unknown>>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, { ...options, body });
  }
}

/** A person signed up (by the fixtures' `signUp`) on a client of her own. */
export async function registeredClient(overrides: Partial<Account> = {}, baseUrl = BASE_URL) {
  const person = await signUp(new Client(undefined, undefined, baseUrl), overrides);
  return { client: person.request, registration: person.account, user: person.user };
}

/** A new device (a client of its own) signed in to this account. */
export async function signedInClient(account: Pick<Account, 'email' | 'password'>): Promise<Client> {
  const client = new Client();
  await logIn(client, account);
  return client;
}

let adminSignIn: Promise<Client> | undefined;

/**
 * The admin's session: the one npm test signed in for the whole API suite (NASL_ADMIN_SESSION), else signed
 * in once per test file (Vitest gives each file its own modules). Shared by the tests: none signs the admin
 * out nor changes the admin's own account, which would end it for the rest.
 */
export function adminClient(): Promise<Client> {
  const session = process.env.NASL_ADMIN_SESSION;
  adminSignIn ??= session ? Promise.resolve(new Client(session)) : signedInClient(ADMIN);
  return adminSignIn;
}

/** Whether the server sees a session on this client: `GET /api/auth/me` answers 200 either way. */
export async function isSignedIn(client: Client): Promise<boolean> {
  const me = await client.get<{ isAuthenticated: boolean }>('/api/auth/me');
  if (me.status !== 200) throw new Error(`GET /api/auth/me answered ${me.status}`);
  return me.body.isAuthenticated;
}
