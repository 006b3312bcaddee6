import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatModelError, generateChatReply } from './gemini.ts';
import { LOCAL_STANDIN_GEMINI_API_KEY, readGeminiConfig } from './gemini-config.ts';

const realKey = 'AIzaSyA1b2C3d4E5f6G7h8I9j0KlMnOpQrStUvW';
const request = {
  systemInstruction: 'Be brief.',
  turns: [{ role: 'user' as const, text: 'How much is it?' }],
  maxOutputTokens: 100,
  timeoutMs: 5_000,
};

function answer(text: string, status = 200) {
  const body =
    status === 200
      ? { candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }] }
      : { error: { code: status, message: text, status: 'INTERNAL' } };
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Records what the SDK sends: the URL, the key header and the body. */
function stubFetch(response: () => Response) {
  const calls: { url: string; apiKey: string | null; body: Record<string, unknown> }[] = [];
  vi.stubGlobal('fetch', async (url: string | URL, init: RequestInit) => {
    calls.push({
      url: String(url),
      apiKey: new Headers(init.headers).get('x-goog-api-key'),
      body: JSON.parse(String(init.body)) as Record<string, unknown>,
    });
    return response();
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('generateChatReply through @google/genai', () => {
  it('calls Google’s Gemini API with the real key outside the emulator', async () => {
    const calls = stubFetch(() => answer(' $99, once. '));
    const config = readGeminiConfig(
      { GEMINI_API_KEY: realKey, GEMINI_STANDIN_URL: 'http://127.0.0.1:1' },
      false,
    );
    expect(await generateChatReply(config, request)).toBe('$99, once.');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(
      'https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-flash:generateContent',
    );
    expect(calls[0]!.apiKey).toBe(realKey);
    expect(calls[0]!.body).toMatchObject({
      contents: [{ role: 'user', parts: [{ text: 'How much is it?' }] }],
      systemInstruction: { parts: [{ text: 'Be brief.' }] },
      generationConfig: { maxOutputTokens: 100 },
    });
  });

  it('calls the stand-in with the placeholder key inside the emulator', async () => {
    const calls = stubFetch(() => answer('hello'));
    const config = readGeminiConfig({ GEMINI_STANDIN_URL: 'http://127.0.0.1:12112' }, true);
    await generateChatReply(config, request);
    expect(calls[0]!.url).toBe('http://127.0.0.1:12112/v1beta/models/gemini-2.5-flash:generateContent');
    expect(calls[0]!.apiKey).toBe(LOCAL_STANDIN_GEMINI_API_KEY);
  });

  it('turns a service error, a network error and an empty answer into ChatModelError', async () => {
    const config = readGeminiConfig({ GEMINI_STANDIN_URL: 'http://127.0.0.1:12113' }, true);
    stubFetch(() => answer('overloaded', 503));
    await expect(generateChatReply(config, request)).rejects.toMatchObject({
      name: 'ChatModelError',
      status: 503,
    });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    await expect(generateChatReply(config, request)).rejects.toBeInstanceOf(ChatModelError);
    stubFetch(() => answer('   '));
    await expect(generateChatReply(config, request)).rejects.toThrow('no text');
  });
});
