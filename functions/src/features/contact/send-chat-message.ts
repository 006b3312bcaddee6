import type { Request, Response } from 'express';
import { chatRequestSchema, type ChatResponse } from '@nasl/core';
import { logger } from 'firebase-functions';
import type { ServerConfig } from '../../lib/config.ts';
import { ChatModelError, generateChatReply } from '../../lib/gemini.ts';
import { GeminiConfigError, readGeminiConfig, type GeminiConfig } from '../../lib/gemini-config.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { serviceConfig } from '../../lib/service-config.ts';
import { consumeOrRefuse, limitFor, requestAddress } from '../../middleware/throttle.ts';
import { readChatSettings } from './chat-settings.ts';
import { capReply, conversationTurns } from './conversation.ts';
import { chatSystemInstruction } from './system-instruction.ts';

function geminiConfig(config: ServerConfig): GeminiConfig {
  return serviceConfig(config, readGeminiConfig, GeminiConfigError, 'chatUnavailable');
}

/**
 * POST /api/ai-chat `{ message, history? }` → `{ response }`. Guests may chat: the assistant answers
 * questions before anyone signs up. Every message counts against the sender's address (per 10 minutes, and
 * its share of the day), and a global daily cap; a signed-in person's also against their account. Over any limit → 429 (with Retry-After); the model failing or
 * timing out → 502; no model configured → 503. The handler reads no plan and no user data: the prompt
 * holds only the public system instruction and what the client sent.
 */
export function sendChatMessage(config: ServerConfig) {
  const settings = readChatSettings(process.env);
  return async (req: Request, res: Response<ChatResponse>): Promise<void> => {
    const { message, history } = parseBody(req, chatRequestSchema);
    const gemini = geminiConfig(config);

    const address = requestAddress(req, config);
    const limits = [
      limitFor(config, 'chatPerAddress', address),
      limitFor(config, 'chatPerAddressPerDay', address),
      limitFor(config, 'chatGlobalPerDay', 'everyone'),
    ];
    if (req.viewer) limits.push(limitFor(config, 'chatPerAccount', req.viewer.uid));
    await consumeOrRefuse(res, limits, 'chatRateLimited');

    const interfaceLanguage = languageFromHeader(req.headers['accept-language']);
    let reply: string;
    try {
      reply = await generateChatReply(gemini, {
        systemInstruction: chatSystemInstruction({ supportEmail: settings.supportEmail, interfaceLanguage }),
        turns: conversationTurns(history ?? [], message),
        maxOutputTokens: settings.maxOutputTokens,
        timeoutMs: settings.modelTimeoutMs,
      });
    } catch (error) {
      if (!(error instanceof ChatModelError)) throw error;
      // What was asked stays out of the logs: it may be personal.
      logger.warn('Chat model failed', { mode: gemini.mode, status: error.status, error: error.message });
      throw new HttpError(502, 'chatFailed');
    }
    res.json({ response: capReply(reply) });
  };
}
