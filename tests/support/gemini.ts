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
