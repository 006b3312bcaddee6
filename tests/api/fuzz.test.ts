import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../functions/src/lib/config.ts';
import { apiRouter } from '../../functions/src/routes.ts';
import { newClientAddress, viaHosting } from '../support/addresses.ts';
import { checkAnswer } from '../support/contract.ts';
import {
  adminClient,
  BASE_URL,
  Client,
  refusedByPlatform,
  registeredClient,
  signedInClient,
} from '../support/http.ts';
import { newAccount, uniqueEmail } from '../support/fixtures/accounts.ts';
import { answers } from '../support/plans.ts';
import { createPlan } from '../support/fixtures/plans.ts';

/**
 * Every route of the API, as a guest, a signed-in person and an admin, gets wrong types, huge strings, deep
 * nesting, odd Unicode, prototype keys, odd ids, odd queries and odd cookies. None may answer 5xx; every
 * answer must still be the API's contract (a JSON `{ message }` for a refusal, the endpoint's schema for a
 * success), except the platform's own HTML 400s (a body declared JSON that does not parse, a path that does
 * not decode), which it answers before the app runs. The figures are printed at the end.
 *
 * The requests go to the function's own URL, one at a time: the function decides every answer, and the
 * local Hosting emulator in front of it only adds time (about 80 ms a request, and much more when
 * requests overlap). The chain of addresses is written by the test either way (`viaHosting`).
 */

type Identity = 'guest' | 'person' | 'admin';

interface FuzzRoute {
  method: string;
  /** The path as the route table writes it, with `:id` parameters. */
  path: string;
  /** A body the route would take, each of whose fields the fuzz replaces in turn (made anew per request). */
  sample?: () => Record<string, unknown>;
}

const HUGE_TEXT = 'x'.repeat(60_000);

/** A value written as JSON text as it is: nesting too deep for `JSON.stringify` to write. */
class RawJson {
  constructor(readonly text: string) {}
}
const deepObject = (depth: number) => new RawJson(`${'{"a":'.repeat(depth)}"leaf"${'}'.repeat(depth)}`);
const deepArray = (depth: number) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`);

/** A body with one field set to `value`. */
function bodyWith(sample: Record<string, unknown> | undefined, field: string, value: unknown): string {
  if (!(value instanceof RawJson)) return JSON.stringify({ ...sample, [field]: value });
  // JSON writes the placeholder's NULs as escapes: that text is what is replaced.
  const marker = '"\\u0000raw\\u0000"';
  return JSON.stringify({ ...sample, [field]: '\u0000raw\u0000' }).replace(marker, value.text);
}

/** What each field of a body is replaced with, one at a time. */
const FIELD_VALUES: [string, unknown][] = [
  ['null', null],
  ['true', true],
  ['zero', 0],
  ['an array', ['a', 1]],
  ['an object', { a: 1 }],
  ['an empty string', ''],
  ['a lone high surrogate', 'Sara\uD800Ali'],
  ['a lone low surrogate', '\uDC00'],
  ['noncharacters', 'Sara\uFFFE\uFFFF'],
  ['a private-use character', 'Sara\uE000'],
  ['a line separator', 'Sara\u2028Ali'],
  ['a NUL', 'Sara\u0000Ali'],
  ['a right-to-left override', '\u202ESara'],
  ['500 combining marks', `S${'\u0301'.repeat(500)}ara`],
  ['an emoji sequence', '👩🏽‍⚕️👨‍👩‍👧'],
  ['a prototype key', JSON.parse('{"__proto__": {"isAdmin": true, "isPaid": true}}') as unknown],
  ['Firestore’s reserved id', '__x__'],
  ['the prototype’s name', '__proto__'],
];

/** What the first field of a body is also replaced with: the large ones, once per route. */
const HEAVY_VALUES: [string, unknown][] = [
  ['60,000 characters', HUGE_TEXT],
  ['objects nested 2,000 deep', deepObject(2000)],
  ['arrays nested 5,000 deep', deepArray(5000)],
];

/** Whole bodies: what a body can be besides an object of the right fields. */
const ODD_BODIES: [string, string, string?][] = [
  ['a prototype key', '{"__proto__":{"isAdmin":true,"isPaid":true}}'],
  ['an array', '[{"a":1}]'],
  ['malformed JSON', '{"a":'],
  ['null', 'null'],
  ['a string', '"text"'],
  ['a number', '42'],
  ['an unclosed object', '{'],
  ['a constructor key', '{"constructor":{"prototype":{"isAdmin":true}}}'],
  ['reserved keys', '{"__name__":"x","__x__":{"__y__":1}}'],
  ['a lone surrogate in a key', '{"\\ud800":"x"}'],
  ['duplicate keys', '{"isAdmin":false,"isAdmin":true}'],
  ['a byte-order mark', '\uFEFF{}'],
  ['arrays nested 20,000 deep', `${'['.repeat(20_000)}${']'.repeat(20_000)}`],
  ['70,000 bytes', JSON.stringify({ text: 'x'.repeat(70_000) })],
  ['JSON sent as text/plain', '{"a":1}', 'text/plain'],
  ['form data', 'a=1&b=2', 'application/x-www-form-urlencoded'],
  [
    'a multipart form',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
    'multipart/form-data; boundary=x',
  ],
  ['a multipart form without its boundary', 'garbage', 'multipart/form-data; boundary='],
];

/** Path ids: what an id can be besides one the API made. */
const ODD_IDS = [
  '__proto__',
  'constructor',
  'toString',
  '__x__',
  'a'.repeat(1600),
  '%F0%9F%98%80',
  '%ED%A0%80',
  '%',
];

/** Query strings of every GET route (the admin lists read theirs). */
const base64Json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const ODD_QUERIES = [
  '?__proto__[isAdmin]=true',
  `?cursor=${base64Json({ by: 'email', email: 'a\uD800', id: 'x' })}`,
  '?id=%ED%A0%80',
  '?limit=-1',
  '?limit=1e9',
  '?limit=abc',
  '?limit[]=1&limit=2',
  `?cursor=${base64Json({ by: 'createdAt', seconds: 1, nanoseconds: 0, id: '__proto__' })}`,
  `?cursor=${base64Json(JSON.parse('{"__proto__":{"by":"email"}}'))}`,
  `?cursor=${'A'.repeat(5000)}`,
  `?search=${'x'.repeat(5000)}`,
  '?search=%ED%A0%80',
  '?search=%00',
  '?status=__proto__',
  '?constructor[prototype][isAdmin]=true',
  '?id=__proto__',
  '?lang=xx',
];

/** Cookies and languages a client may send. */
const ODD_HEADERS: [string, Record<string, string>][] = [
  ['a session cookie of separators', { cookie: '__session=~~~' }],
  ['an empty session cookie', { cookie: '__session=' }],
  ['a 4,000-character session cookie', { cookie: `__session=${'a'.repeat(2000)}~${'b'.repeat(2000)}` }],
  ['a session cookie of bad escapes', { cookie: '__session=%ED%A0%80~%' }],
  ['an odd language', { 'accept-language': '__proto__, *;q=abc' }],
];

/** The signed-in person the fuzz acts as, with a plan of their own (so plan routes get past the lookup). */
let person: { password: string; email: string; planId: string };

/**
 * The admin the fuzz acts as: one of its own, made an admin by the stack's. A logout ends every session of
 * its account, and the fuzz logs out as each identity: as the stack's admin it would sign out the other
 * test files running meanwhile.
 */
let fuzzAdmin: { password: string; email: string };

/** The function's own URL at the Functions emulator (a request that skips Hosting). */
const FUNCTION_URL = process.env.NASL_FUNCTION_URL ?? '';

const plan = () => person.planId;
const SAMPLES: Record<string, () => Record<string, unknown>> = {
  'POST /auth/register': () => ({ ...newAccount({ email: uniqueEmail('fuzz') }) }),
  'POST /auth/login': () => ({ email: person.email, password: 'not-the-password' }),
  'POST /auth/password-reset': () => ({ email: uniqueEmail('fuzz') }),
  'POST /auth/password-reset/confirm': () => ({
    oobCode: 'not-a-code',
    newPassword: 'secret123',
    confirmPassword: 'secret123',
    profile: { name: 'Fuzz', phone: '+966 50 123 4567', gender: 'female', healthDataConsent: true },
  }),
  'POST /auth/verify-email': () => ({ oobCode: 'not-a-code' }),
  'POST /auth/recover-email': () => ({ oobCode: 'not-a-code' }),
  'PUT /user/profile': () => ({ name: 'Fuzz Person', email: person.email, phone: '+966 50 123 4567' }),
  'PUT /user/password': () => ({
    currentPassword: 'not-the-password',
    newPassword: 'secret456',
    confirmPassword: 'secret456',
  }),
  'DELETE /user': () => ({ currentPassword: 'not-the-password' }),
  'PUT /questionnaire/draft': () => ({ step: 2, answers: { gender: 'boy', motherAge: 30 } }),
  'POST /generate-plan': () => answers(),
  'POST /plans/:id/cycle-events': () => ({ type: 'period-start', date: '2020-01-01' }),
  'PATCH /plans/:id/cycle-events/:eventId': () => ({ reading: 'spotting' }),
  'POST /plans/:id/pregnancy': () => ({ positiveTestDate: '2020-01-01' }),
  'PUT /plans/:id/outcome': () => ({ sex: 'boy', knownOn: '2020-01-01' }),
  'POST /plans/:id/check-ins': () => ({ date: '2020-01-01', kind: 'attempt', done: true }),
  'POST /admin/guarantee-claims/:id/decision': () => ({ decision: 'reject', reason: 'fuzz' }),
  'POST /create-payment-intent': () => ({ planId: plan() }),
  'POST /verify-payment': () => ({ planId: plan(), paymentIntentId: 'pi_notTheIntent123' }),
  'POST /unlock-plan': () => ({ planId: 'NoSuchPlan0000000000' }),
  'POST /test-payments/confirm': () => ({
    paymentIntentId: 'pi_notTheIntent123',
    clientSecret: 'pi_notTheIntent123_secret_x',
    card: { number: '4242 4242 4242 4242', exp_month: '12', exp_year: '2034', cvc: '123' },
  }),
  'PATCH /admin/users/:id/toggle-admin': () => ({ isAdmin: false }),
  'POST /ai-chat': () => ({ message: 'How much is the plan?', history: [{ role: 'user', text: 'hi' }] }),
  'POST /partner-invites/accept': () => ({ token: 'A'.repeat(43) }),
};

/** Every route the API serves (read from its route table, so a new route is fuzzed at once), and the page. */
function allRoutes(): FuzzRoute[] {
  const router = apiRouter(readConfig({})) as unknown as {
    stack: { route?: { path: string; methods: Record<string, boolean> } }[];
  };
  const routes = router.stack.flatMap(({ route }) =>
    route
      ? Object.keys(route.methods).map((method) => ({
          method: method.toUpperCase(),
          path: route.path,
          sample: SAMPLES[`${method.toUpperCase()} ${route.path}`],
        }))
      : [],
  );
  return [
    ...routes.map((route) => ({ ...route, path: `/api${route.path}` })),
    { method: 'GET', path: '/plan-preview' },
    { method: 'GET', path: '/results' },
  ];
}

/** The paths a route is tried at: its `:id`s as the fuzz person's plan (where the route reads a plan), and odd. */
function pathsOf(route: FuzzRoute): string[] {
  if (!route.path.includes(':')) return [route.path];
  const realPlan = route.path.startsWith('/api/plans/')
    ? [route.path.replace(':id', plan()).replace(':eventId', 'NoSuchEvent')]
    : [];
  return [...realPlan, ...ODD_IDS.map((id) => route.path.replace(/:\w+/g, id))];
}

interface Attempt {
  path: string;
  rawBody?: string;
  contentType?: string;
  headers?: Record<string, string>;
  label: string;
  /** Tried by every identity, not only by the one the route is for. */
  everyone: boolean;
}

/**
 * The identity whose requests reach a route's own checks: an admin for the admin routes, a guest for the
 * routes of signing in and the chat, the signed-in person for the rest. The other two get the odd paths,
 * cookies, queries and whole bodies; this one also every field of the body replaced by every odd value.
 */
function focusOf(route: FuzzRoute): Identity {
  if (/^\/api\/(admin|stats|unlock-plan)/.test(route.path)) return 'admin';
  if (
    /^\/api\/(auth\/(register|login|password-reset|verify-email|recover-email)|ai-chat|stripe-webhook)/.test(
      route.path,
    )
  ) {
    return 'guest';
  }
  return 'person';
}

/**
 * What a route is tried with. Every identity tries the odd ids and a few of the odd cookies, bodies and
 * queries; the identity the route is for (`focusOf`) tries all of them, and every field of the body replaced
 * by every odd value.
 */
function attemptsFor(route: FuzzRoute): Attempt[] {
  const [mainPath, ...otherPaths] = pathsOf(route);
  const attempts: Attempt[] = otherPaths.map((path) => ({ path, label: `path ${path}`, everyone: true }));
  ODD_HEADERS.forEach(([label, headers], index) =>
    attempts.push({ path: mainPath!, headers, label, everyone: index === 0 }),
  );
  if (route.method === 'GET') {
    ODD_QUERIES.forEach((query, index) =>
      attempts.push({ path: `${mainPath}${query}`, label: `query ${query}`, everyone: index < 3 }),
    );
    return attempts;
  }
  ODD_BODIES.forEach(([label, rawBody, contentType], index) =>
    attempts.push({ path: mainPath!, rawBody, contentType, label: `body: ${label}`, everyone: index < 3 }),
  );
  const sample = route.sample;
  const fields = sample ? Object.keys(sample()) : ['id', 'planId', 'name'];
  fields.forEach((field, index) => {
    for (const [label, value] of index === 0 ? [...FIELD_VALUES, ...HEAVY_VALUES] : FIELD_VALUES) {
      attempts.push({
        path: mainPath!,
        rawBody: bodyWith(sample?.(), field, value),
        label: `${field}: ${label}`,
        everyone: false,
      });
    }
  });
  return attempts;
}

/** A path escape that decodes to no text (`%ED%A0%80` is a lone surrogate in UTF-8, `%` escapes nothing). */
const UNDECODABLE_PATH = /%(?![0-9A-F]{2})|%ED%A0%80/i;

const figures = {
  routes: 0,
  inputs: 0,
  requests: 0,
  byStatus: new Map<number, number>(),
  serverErrors: [] as string[],
  /** Undecodable paths as the local Hosting emulator answers them (its own 500, before the function). */
  emulatorPathFailures: 0,
  /** Undecodable paths the platform's Express app refused (400, HTML) before the app ran. */
  platformPathRefusals: 0,
};
const contractBreaks: string[] = [];

async function send(client: Client, route: FuzzRoute, attempt: Attempt, identity: Identity): Promise<void> {
  const what = `${identity} ${route.method} ${attempt.path.slice(0, 120)} (${attempt.label})`;
  figures.requests += 1;
  const response = await client.request(route.method, attempt.path, {
    rawBody: attempt.rawBody,
    baseUrl: FUNCTION_URL,
    checkContract: false,
    headers: {
      origin: new URL(FUNCTION_URL).origin,
      ...(attempt.contentType ? { 'content-type': attempt.contentType } : {}),
      ...viaHosting(newClientAddress()),
      ...attempt.headers,
    },
  });
  figures.byStatus.set(response.status, (figures.byStatus.get(response.status) ?? 0) + 1);
  if (response.status >= 500) figures.serverErrors.push(`${what} → ${response.status}`);
  // The platform's own Express app (the Functions Framework's, the emulator's) routes every path with a
  // wildcard parameter, and answers a path it cannot decode 400 with an HTML page before the app runs.
  const refusedPath =
    UNDECODABLE_PATH.test(attempt.path) && response.status === 400 && typeof response.body === 'string';
  if (refusedPath) figures.platformPathRefusals += 1;
  if (!refusedByPlatform(attempt.rawBody) && !refusedPath) {
    try {
      checkAnswer(route.method, attempt.path, response.status, response.body);
    } catch (error) {
      contractBreaks.push(`${what}: ${String(error).slice(0, 300)}`);
    }
  }
}

/**
 * Sends one attempt. A path that does not decode is also sent through the local Hosting emulator, which
 * answers some of those 500 itself, before any function runs: that says nothing of the API, and is counted
 * apart and printed.
 */
async function tryAttempt(client: Client, route: FuzzRoute, attempt: Attempt, identity: Identity) {
  await send(client, route, attempt, identity);
  if (!UNDECODABLE_PATH.test(attempt.path)) return;
  const viaEmulator = await fetch(`${BASE_URL}${attempt.path}`, {
    method: route.method,
    headers: { origin: BASE_URL },
  });
  if (viaEmulator.status >= 500) figures.emulatorPathFailures += 1;
}

/** A client of each identity. */
async function clientOf(identity: Identity): Promise<Client> {
  if (identity === 'guest') return new Client();
  return signedInClient(identity === 'admin' ? fuzzAdmin : person);
}

beforeAll(async () => {
  const { client, registration } = await registeredClient({ name: 'Fuzz Person' });
  const created = await createPlan(client);
  person = { password: registration.password, email: registration.email, planId: created.id };
  const other = await registeredClient({ name: 'Fuzz Admin' });
  const granted = await (
    await adminClient()
  ).request('PATCH', `/api/admin/users/${other.user.id}/toggle-admin`, { body: { isAdmin: true } });
  expect(granted.status).toBe(200);
  fuzzAdmin = { password: other.registration.password, email: other.registration.email };
});

afterAll(() => {
  const statuses = [...figures.byStatus.entries()].sort(([a], [b]) => a - b);
  console.log(
    `[fuzz] ${figures.routes} routes, ${figures.inputs} inputs, ${figures.requests} requests ` +
      `(guest, person, admin), ${figures.serverErrors.length} answered 5xx; statuses: ` +
      statuses.map(([status, count]) => `${status}×${count}`).join(', ') +
      `; undecodable paths refused by the platform before the app (400, HTML): ${figures.platformPathRefusals}` +
      `, answered 5xx by the local Hosting emulator itself: ${figures.emulatorPathFailures}`,
  );
});

/**
 * One test a route, so that a route that breaks says so by name and the later routes are still tried. Each
 * identity's client is signed in anew for each route (a route may end the session it runs in).
 */
describe('fuzz: odd input on every route', () => {
  const routes = allRoutes();

  it('knows every route of the API, and where the stack is', () => {
    expect(BASE_URL).toBeTruthy();
    expect(FUNCTION_URL, 'NASL_FUNCTION_URL is set by npm test').toBeTruthy();
    expect(routes.length).toBeGreaterThanOrEqual(38);
  });

  for (const route of routes) {
    it(`${route.method} ${route.path}: never 5xx, always within the contract`, async () => {
      const attempts = attemptsFor(route);
      figures.routes += 1;
      figures.inputs += attempts.length;
      const [errorsBefore, breaksBefore] = [figures.serverErrors.length, contractBreaks.length];
      for (const identity of ['guest', 'person', 'admin'] as const) {
        const client = await clientOf(identity);
        // Each from an address of its own (the throttles count per address).
        for (const attempt of attempts.filter((one) => one.everyone || identity === focusOf(route))) {
          await tryAttempt(client, route, attempt, identity);
        }
      }
      expect(figures.serverErrors.slice(errorsBefore)).toEqual([]);
      expect(contractBreaks.slice(breaksBefore)).toEqual([]);
    }, 600_000);
  }
});
