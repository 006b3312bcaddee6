import { DEFAULT_SUPPORT_EMAIL } from '@nasl/core';

export interface ChatSettings {
  /** Given to people who ask about refunds, privacy or anything else (`SUPPORT_EMAIL`). */
  supportEmail: string;
  /** How long the model may take before the person is told to try again. */
  modelTimeoutMs: number;
  maxOutputTokens: number;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The chat's own settings; its rate limits are the API's (lib/config.ts). */
export function readChatSettings(env: NodeJS.ProcessEnv): ChatSettings {
  const supportEmail = env.SUPPORT_EMAIL?.trim() ?? '';
  return {
    supportEmail: EMAIL.test(supportEmail) ? supportEmail : DEFAULT_SUPPORT_EMAIL,
    modelTimeoutMs: 25_000,
    maxOutputTokens: 800,
  };
}
