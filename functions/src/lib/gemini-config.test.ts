import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GEMINI_MODEL,
  GEMINI_API_BASE_URL,
  LOCAL_STANDIN_GEMINI_API_KEY,
  readGeminiConfig,
} from './gemini-config.ts';

const realKey = 'AIzaSyA1b2C3d4E5f6G7h8I9j0KlMnOpQrStUvW';
const standin = { GEMINI_STANDIN_URL: 'http://127.0.0.1:12112' };

describe('readGeminiConfig', () => {
  it('uses the local stand-in, with its placeholder key, only inside the emulator', () => {
    expect(readGeminiConfig(standin, true)).toEqual({
      mode: 'local-standin',
      apiKey: LOCAL_STANDIN_GEMINI_API_KEY,
      baseUrl: 'http://127.0.0.1:12112',
      model: DEFAULT_GEMINI_MODEL,
    });
  });

  it('never reaches the stand-in in production, even when its URL is set', () => {
    const config = readGeminiConfig({ ...standin, GEMINI_API_KEY: realKey }, false);
    expect(config).toEqual({
      mode: 'gemini',
      apiKey: realKey,
      baseUrl: GEMINI_API_BASE_URL,
      model: DEFAULT_GEMINI_MODEL,
    });
  });

  it('uses the real service in the emulator when no stand-in is set (a real key in the shell)', () => {
    expect(readGeminiConfig({ GEMINI_API_KEY: realKey }, true)).toMatchObject({
      mode: 'gemini',
      baseUrl: GEMINI_API_BASE_URL,
    });
  });

  it('ignores GOOGLE_GEMINI_BASE_URL: the real path always names Google’s endpoint', () => {
    const env = { GEMINI_API_KEY: realKey, GOOGLE_GEMINI_BASE_URL: 'http://127.0.0.1:12112' };
    expect(readGeminiConfig(env, false).baseUrl).toBe(GEMINI_API_BASE_URL);
  });

  it.each([
    ['no key at all', {}],
    ['an empty key', { GEMINI_API_KEY: '  ' }],
    ['the stand-in placeholder key', { GEMINI_API_KEY: LOCAL_STANDIN_GEMINI_API_KEY }],
    ['a key with spaces', { GEMINI_API_KEY: `${realKey} x` }],
  ])('refuses to run in production with %s', (_, env) => {
    expect(() => readGeminiConfig({ ...env, ...standin }, false)).toThrow(/GEMINI_API_KEY/);
  });

  it('takes the model from GEMINI_MODEL and refuses a malformed one', () => {
    expect(readGeminiConfig({ ...standin, GEMINI_MODEL: 'gemini-2.5-flash-lite' }, true).model).toBe(
      'gemini-2.5-flash-lite',
    );
    expect(() => readGeminiConfig({ ...standin, GEMINI_MODEL: '../x' }, true)).toThrow(/GEMINI_MODEL/);
  });
});
