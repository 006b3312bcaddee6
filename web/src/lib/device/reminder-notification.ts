import { reminderPayloadSchema, type ReminderPayload } from '@nasl/core/reminders';
import * as v from 'valibot';

/**
 * How the service worker shows a reminder the server pushed (Web Push) and where a tap on it leads. Kept
 * apart from the worker so that it can be tested.
 */

/** What a push without a readable payload shows: the discreet title alone. A push must always show one. */
export const DEFAULT_REMINDER = { title: 'نسل', body: '', url: '/', tag: 'nasl-reminder' } as const;

/** The reminder a push carries (its JSON payload), or the default when it cannot be read. */
export function readReminder(json: () => unknown): Pick<ReminderPayload, 'title' | 'body' | 'url' | 'tag'> {
  let data: unknown = null;
  try {
    data = json();
  } catch {
    // not JSON: the default
  }
  const parsed = v.safeParse(reminderPayloadSchema, data);
  return parsed.success ? parsed.output : DEFAULT_REMINDER;
}

/** The address a tapped reminder opens: the page it names (the plan at today's card), on this site only. */
export function reminderTarget(data: unknown, origin: string): string {
  const url = typeof data === 'object' && data !== null ? Reflect.get(data, 'url') : null;
  const target = new URL(
    typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/',
    origin,
  );
  return target.origin === origin ? target.href : new URL('/', origin).href;
}
