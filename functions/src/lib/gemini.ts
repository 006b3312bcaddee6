/** The one place the server touches the Gemini SDK (`@google/genai`). */
import { ApiError, GoogleGenAI, type Content } from '@google/genai';
import type { GeminiConfig } from './gemini-config.ts';

export interface ChatTurn {
  role: 'user' | 'model';
  text: string;
}

export interface ChatCompletionRequest {
  systemInstruction: string;
  /** Alternating turns, first and last from the user. */
  turns: ChatTurn[];
  maxOutputTokens: number;
  timeoutMs: number;
}

/** The model could not answer: unreachable, timed out, refused, or answered nothing. */
export class ChatModelError extends Error {
  override name = 'ChatModelError';
  constructor(
    message: string,
    /** HTTP status from the service, when it answered. */
    readonly status?: number,
  ) {
    super(message);
  }
}

const clients = new Map<string, GoogleGenAI>();

function client(config: GeminiConfig, timeoutMs: number): GoogleGenAI {
  const cacheKey = `${config.apiKey}@${config.baseUrl}#${timeoutMs}`;
  let genai = clients.get(cacheKey);
  if (!genai) {
    genai = new GoogleGenAI({
      apiKey: config.apiKey,
      vertexai: false,
      // Explicit even for Google's own service, so GOOGLE_GEMINI_BASE_URL in an environment cannot redirect it.
      // No retries: a person is waiting, and the client offers "try again". The API version is the one the
      // chat's request (system instruction, thinking budget) and the local stand-in are written for.
      httpOptions: { baseUrl: config.baseUrl, apiVersion: 'v1beta', timeout: timeoutMs },
    });
    clients.set(cacheKey, genai);
  }
  return genai;
}

export async function generateChatReply(
  config: GeminiConfig,
  request: ChatCompletionRequest,
): Promise<string> {
  const contents: Content[] = request.turns.map((turn) => ({
    role: turn.role,
    parts: [{ text: turn.text }],
  }));
  let text: string | undefined;
  try {
    const response = await client(config, request.timeoutMs).models.generateContent({
      model: config.model,
      contents,
      config: {
        systemInstruction: request.systemInstruction,
        maxOutputTokens: request.maxOutputTokens,
        temperature: 0.4,
        // 2.5 Flash models may skip thinking: short FAQ answers, and thinking tokens count against the output
        // budget. Other models keep their default (some refuse a budget of 0).
        ...(/^gemini-2\.5-flash/.test(config.model) ? { thinkingConfig: { thinkingBudget: 0 } } : {}),
      },
    });
    text = response.text;
  } catch (error) {
    if (error instanceof ApiError) throw new ChatModelError(error.message, error.status);
    throw new ChatModelError(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  }
  if (!text?.trim()) throw new ChatModelError('The model returned no text');
  return text.trim();
}
