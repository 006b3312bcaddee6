import { CHAT_RATE_LIMITS, DEFAULT_SUPPORT_EMAIL } from '@nasl/core';

export interface ChatSettings {
  /** Given to people who ask about refunds, privacy or anything else (`SUPPORT_EMAIL`). */
  supportEmail: string;
  /**
   * How many proxies in front of the function append to X-Forwarded-For (`TRUSTED_PROXY_HOPS`, default 2:
   * Firebase Hosting's edge, then Google's front end). See lib/client-ip.ts.
   */
  trustedProxyHops: number;
  perUser: { limit: number; windowMs: number };
  perIp: { limit: number; windowMs: number };
  /** How long the model may take before the person is told to try again. */
  modelTimeoutMs: number;
  maxOutputTokens: number;
}

export const DEFAULT_TRUSTED_PROXY_HOPS = 2;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function readChatSettings(env: NodeJS.ProcessEnv): ChatSettings {
  const supportEmail = env.SUPPORT_EMAIL?.trim() ?? '';
  const hops = Number(env.TRUSTED_PROXY_HOPS?.trim() || DEFAULT_TRUSTED_PROXY_HOPS);
  const { perUser, perIp } = CHAT_RATE_LIMITS;
  return {
    supportEmail: EMAIL.test(supportEmail) ? supportEmail : DEFAULT_SUPPORT_EMAIL,
    trustedProxyHops: Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : DEFAULT_TRUSTED_PROXY_HOPS,
    perUser: { limit: perUser.limit, windowMs: perUser.windowSeconds * 1000 },
    perIp: { limit: perIp.limit, windowMs: perIp.windowSeconds * 1000 },
    modelTimeoutMs: 25_000,
    maxOutputTokens: 800,
  };
}
