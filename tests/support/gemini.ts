/** Controls of the local Gemini stand-in (scripts/stack/gemini-standin.ts), for the chat tests. */
import type { RecordedRequest } from '../../scripts/stack/gemini-standin.ts';

const standInUrl = process.env.NASL_GEMINI_STANDIN_URL ?? '';

export function hasGeminiStandIn(): boolean {
  return standInUrl !== '';
}

/**
 * While on, every model call whose conversation holds `containing` answers 500, as Gemini does when it fails
 * on its side: only those, as the other API test files chat with the same stand-in meanwhile. Without
 * `containing`, every model call.
 */
export async function setGeminiFailure(on: boolean, containing?: string): Promise<void> {
  if (!standInUrl) return;
  await fetch(`${standInUrl}/__control/failure`, {
    method: 'POST',
    body: JSON.stringify({ on, containing }),
  });
}

async function requestsOf(query: string): Promise<RecordedRequest[]> {
  const response = await fetch(`${standInUrl}/__control/requests?${query}`);
  if (!response.ok) throw new Error(`Gemini stand-in requests: ${response.status} ${await response.text()}`);
  return (await response.json()) as RecordedRequest[];
}

/** What the function sent to the model in conversations holding this text, newest last. */
export function geminiRequestsContaining(text: string): Promise<RecordedRequest[]> {
  return requestsOf(new URLSearchParams({ containing: text }).toString());
}

/** The number of the last request the model received: what `geminiRequestsAfter` counts from. */
export async function lastGeminiRequest(): Promise<number> {
  return (await requestsOf('')).at(-1)?.sequence ?? 0;
}

/** Every request the model received after the one numbered `sequence`, from any test file, newest last. */
export function geminiRequestsAfter(sequence: number): Promise<RecordedRequest[]> {
  return requestsOf(new URLSearchParams({ after: String(sequence) }).toString());
}
