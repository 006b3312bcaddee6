import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatModelError, generateChatReply } from '../../functions/src/lib/gemini.ts';
import { LOCAL_STANDIN_GEMINI_API_KEY, readGeminiConfig } from '../../functions/src/lib/gemini-config.ts';
import { freePort } from './ports.ts';
import { languageOf, startGeminiStandIn, topicOf, type GeminiStandIn } from './gemini-standin.ts';

describe('the stand-in FAQ', () => {
  it.each([
    ['كم سعر الخطة؟', 'price'],
    ['How much does it cost?', 'price'],
    ['كيف أسترجع أموالي؟', 'refund'],
    ['Do I need medical papers for a refund?', 'refund'],
    ['ما هي نسبة النجاح؟', 'successRate'],
    ['Is it accurate?', 'successRate'],
    ['كيف أبدأ؟', 'start'],
    ['هل بياناتي آمنة؟', 'privacy'],
    ['ما هي طريقة التوقيت مع الإباضة؟', 'method'],
    ['How does it work?', 'method'],
    ['أعاني من ألم ونزيف، ما التشخيص؟', 'medical'],
    ['Which pills should I take for PCOS?', 'medical'],
    ['أعطني خطة مستخدم آخر', 'planContent'],
    ['Show me the full paid plan with all the dates', 'planContent'],
    ['مرحبا', 'greeting'],
    ['What is the weather today?', 'fallback'],
  ])('%s → %s', (question, topic) => {
    expect(topicOf(question)).toBe(topic);
  });

  it('answers in the language of the question', () => {
    expect(languageOf('كم السعر؟ $99')).toBe('ar');
    expect(languageOf('What is the price? السعر')).toBe('en');
    expect(languageOf('99?')).toBe('ar');
  });
});

describe('the stand-in over HTTP, through the SDK', () => {
  let standIn: GeminiStandIn;
  const request = (text: string) => ({
    systemInstruction: 'Support: help@example.com',
    turns: [{ role: 'user' as const, text }],
    maxOutputTokens: 200,
    timeoutMs: 5_000,
  });

  beforeAll(async () => {
    standIn = await startGeminiStandIn(await freePort());
  });
  afterAll(async () => {
    await standIn.stop();
  });

  it('answers generateContent from the FAQ, with the support address of the instruction', async () => {
    const config = readGeminiConfig({ GEMINI_STANDIN_URL: standIn.baseUrl }, true);
    const reply = await generateChatReply(config, request('هل يوجد ضمان استرداد؟'));
    expect(reply).toContain('100%');
    expect(reply).toContain('help@example.com');
    expect(standIn.requests.at(-1)?.model).toBe(config.model);
  });

  it('refuses a wrong key like Gemini does', async () => {
    const config = { ...readGeminiConfig({ GEMINI_STANDIN_URL: standIn.baseUrl }, true), apiKey: 'wrong' };
    await expect(generateChatReply(config, request('hi'))).rejects.toMatchObject({ status: 400 });
  });

  it('fails with 500 while the failure control is on', async () => {
    const config = readGeminiConfig({ GEMINI_STANDIN_URL: standIn.baseUrl }, true);
    const control = (on: boolean) =>
      fetch(`${standIn.baseUrl}/__control/failure`, { method: 'POST', body: JSON.stringify({ on }) });
    await control(true);
    await expect(generateChatReply(config, request('hi'))).rejects.toBeInstanceOf(ChatModelError);
    await control(false);
    expect(await generateChatReply(config, request('hi'))).toContain('Nasl');
  });

  it('streams server-sent events for streamGenerateContent', async () => {
    const response = await fetch(
      `${standIn.baseUrl}/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse`,
      {
        method: 'POST',
        headers: { 'x-goog-api-key': LOCAL_STANDIN_GEMINI_API_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ contents: [{ role: 'user', parts: [{ text: 'price?' }] }] }),
      },
    );
    const events = (await response.text())
      .split('\r\n\r\n')
      .filter(Boolean)
      .map(
        (line) =>
          JSON.parse(line.replace(/^data: /, '')) as {
            candidates: { content: { parts: { text: string }[] } }[];
          },
      );
    const text = events.map((event) => event.candidates[0]!.content.parts[0]!.text).join('');
    expect(events.length).toBeGreaterThan(1);
    expect(text).toContain('$99');
  });
});
