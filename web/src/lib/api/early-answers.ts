import type { Language } from '@nasl/core/constants';
import { requestInit } from './request-init';

/** Answers asked for before the screen that reads them existed, by path; each is taken once. */
const earlyAnswers = new Map<string, Promise<Response>>();

/**
 * Sends a GET now, from the page's first script, before the app's code has loaded: the first `api.get` of
 * the same path takes this answer instead of asking again. Nothing is parsed or cached here, so the app's
 * first render (which hydrates the pre-rendered page) is the same whenever it arrives. This module imports
 * nothing of the app, so the first script stays a few hundred bytes.
 */
export function startEarly(path: string, language: Language): void {
  if (!earlyAnswers.has(path)) earlyAnswers.set(path, fetch(path, requestInit('GET', language)));
}

/** The early answer of a GET of this path, once; undefined for anything else. */
export function takeEarlyAnswer(method: string, path: string): Promise<Response> | undefined {
  const early = method === 'GET' ? earlyAnswers.get(path) : undefined;
  earlyAnswers.delete(path);
  return early;
}
