/** Controls of the local Gemini stand-in (scripts/stack/gemini-standin.ts), for the chat tests. */
import type { RecordedRequest } from '../../scripts/stack/gemini-standin.ts';

const standInUrl = process.env.NASL_GEMINI_STANDIN_URL ?? '';

export function hasGeminiStandIn(): boolean {
  return standInUrl !== '';
}

/** While on, every model call answers 500, as Gemini does when it fails on its side. */
export async function setGeminiFailure(on: boolean): Promise<void> {
  if (!standInUrl) return;
  await fetch(`${standInUrl}/__control/failure`, { method: 'POST', body: JSON.stringify({ on }) });
}

/** What the function sent to the model, newest last. */
export async function geminiRequests(): Promise<RecordedRequest[]> {
  return (await (await fetch(`${standInUrl}/__control/requests`)).json()) as RecordedRequest[];
}

// A random start, so runs against a long-lived stack (`npm start`) do not meet their own old counters.
let counter = Math.floor(Math.random() * 100_000);
/**
 * X-Forwarded-For as the function receives it in production behind Firebase Hosting for a client at
 * `client`: whatever the client wrote itself, then the client's address (appended by Hosting's edge),
 * then the edge's (appended by Google's front end). The local Hosting emulator appends nothing, so the
 * tests write the whole chain.
 */
export function viaHosting(client: string, spoofed?: string): Record<string, string> {
  return { 'x-forwarded-for': [spoofed, client, '35.191.10.1'].filter(Boolean).join(', ') };
}

/** A client address no other test uses (198.18.0.0/15 is reserved for tests). */
export function newClientAddress(): string {
  counter += 1;
  return `198.${18 + ((counter >> 16) & 1)}.${(counter >> 8) & 255}.${counter & 255}`;
}
