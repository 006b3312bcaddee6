/**
 * Which Gemini the chat talks to. Locally (emulator) with GEMINI_STANDIN_URL set: the local stand-in, with
 * a placeholder key. Anywhere else: Google's Gemini API with a real key — a deployed function never reaches
 * the stand-in, whatever its environment says.
 */
export const LOCAL_STANDIN_GEMINI_API_KEY = 'nasl-local-gemini-standin';
export const GEMINI_API_BASE_URL = 'https://generativelanguage.googleapis.com';
/** A fast, inexpensive model that follows a system instruction well; `GEMINI_MODEL` overrides it. */
export const DEFAULT_GEMINI_MODEL = 'gemini-2.5-flash';

export interface GeminiConfig {
  mode: 'gemini' | 'local-standin';
  apiKey: string;
  baseUrl: string;
  model: string;
}

export class GeminiConfigError extends Error {
  override name = 'GeminiConfigError';
}

const MODEL_NAME = /^[a-z0-9][a-z0-9.-]{1,63}$/;

export function readGeminiConfig(env: NodeJS.ProcessEnv, isEmulator: boolean): GeminiConfig {
  const model = env.GEMINI_MODEL?.trim() || DEFAULT_GEMINI_MODEL;
  if (!MODEL_NAME.test(model)) throw new GeminiConfigError(`GEMINI_MODEL is not a model name: ${model}`);
  const standinUrl = env.GEMINI_STANDIN_URL;
  if (isEmulator && standinUrl) {
    const url = new URL(standinUrl);
    if (url.protocol !== 'http:') throw new GeminiConfigError('GEMINI_STANDIN_URL must be a local http URL');
    return { mode: 'local-standin', apiKey: LOCAL_STANDIN_GEMINI_API_KEY, baseUrl: url.origin, model };
  }
  const apiKey = env.GEMINI_API_KEY?.trim() ?? '';
  // Google API keys are 39 characters starting with "AIza"; only the length is checked, in case that changes.
  if (apiKey.length < 30 || /\s/.test(apiKey) || apiKey === LOCAL_STANDIN_GEMINI_API_KEY) {
    throw new GeminiConfigError('GEMINI_API_KEY is missing or is not a real Gemini API key');
  }
  return { mode: 'gemini', apiKey, baseUrl: GEMINI_API_BASE_URL, model };
}
