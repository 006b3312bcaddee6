import { CYCLE_EVENT_TYPES, type CycleEventRequest, PERIOD_READINGS } from '@nasl/core/cycle-events';
import { isCivilDate } from '@nasl/core/civil-date';

/**
 * Cycle events logged without a connection wait on the device, in the order they were logged, and are sent
 * once, oldest first, when the connection is back. A refused one is dropped and kept aside with the server's
 * message until she has seen it. The queue is personal data: logout clears it with the rest
 * (`lib/device/storage.ts`).
 */
export interface QueuedCycleEvent extends CycleEventRequest {
  /** Names the entry on this device (undo before it is sent, the refusal notice). */
  localId: string;
  planId: string;
  /** The account that logged it: another account signed in on this device never sends it. */
  ownerId: string;
  /** ISO instant it was logged. */
  queuedAt: string;
}

export interface RefusedCycleEvent {
  event: QueuedCycleEvent;
  /** The server's `{message}`, in the language of the request. */
  message: string;
}

export interface CycleEventQueue {
  pending: QueuedCycleEvent[];
  refused: RefusedCycleEvent[];
}

export const EMPTY_QUEUE: CycleEventQueue = { pending: [], refused: [] };

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function readEvent(value: unknown): QueuedCycleEvent | null {
  if (typeof value !== 'object' || value === null) return null;
  const entry = value as Record<string, unknown>;
  const { localId, planId, ownerId, queuedAt, type, date, reading } = entry;
  if (!isText(localId) || !isText(planId) || !isText(ownerId) || !isText(queuedAt)) return null;
  if (!CYCLE_EVENT_TYPES.some((known) => known === type) || !isCivilDate(date)) return null;
  // Her say, asked as she logged, goes with the entry.
  const said = PERIOD_READINGS.find((known) => known === reading);
  return {
    localId,
    planId,
    ownerId,
    queuedAt,
    type: type as CycleEventRequest['type'],
    date,
    ...(said ? { reading: said } : {}),
  };
}

/** The stored queue, entry by entry: what cannot be read is left out rather than sent or shown broken. */
export function parseQueue(text: string | null): CycleEventQueue {
  let stored: unknown;
  try {
    stored = text ? JSON.parse(text) : null;
  } catch {
    return EMPTY_QUEUE;
  }
  if (typeof stored !== 'object' || stored === null) return EMPTY_QUEUE;
  const { pending, refused } = stored as Record<string, unknown>;
  return {
    pending: (Array.isArray(pending) ? pending : []).map(readEvent).filter((event) => event !== null),
    refused: (Array.isArray(refused) ? refused : []).flatMap((value: unknown) => {
      const item = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
      const event = readEvent(item.event);
      return event && isText(item.message) ? [{ event, message: item.message }] : [];
    }),
  };
}

const sameEvent = (a: CycleEventRequest & { planId: string }, b: CycleEventRequest & { planId: string }) =>
  a.planId === b.planId && a.type === b.type && a.date === b.date;

/** Adds an event at the end; the same event already waiting is not queued twice. */
export function enqueue(queue: CycleEventQueue, event: QueuedCycleEvent): CycleEventQueue {
  if (queue.pending.some((waiting) => sameEvent(waiting, event))) return queue;
  return { ...queue, pending: [...queue.pending, event] };
}

/** Removes a waiting event (sent, or undone before it was sent). */
export function withoutPending(queue: CycleEventQueue, localId: string): CycleEventQueue {
  return { ...queue, pending: queue.pending.filter((event) => event.localId !== localId) };
}

/** A refused event leaves the queue and is kept aside with the server's message. */
export function refuse(queue: CycleEventQueue, localId: string, message: string): CycleEventQueue {
  const event = queue.pending.find((waiting) => waiting.localId === localId);
  if (!event) return queue;
  return { pending: withoutPending(queue, localId).pending, refused: [...queue.refused, { event, message }] };
}

/** She has read the refusal: it goes. */
export function dismissRefused(queue: CycleEventQueue, localId: string): CycleEventQueue {
  return { ...queue, refused: queue.refused.filter((item) => item.event.localId !== localId) };
}

/** What sending one event came to: sent (with the answer), refused (with the server's message), or not now. */
export type SendOutcome<TAnswer> =
  { kind: 'sent'; answer: TAnswer } | { kind: 'refused'; message: string } | { kind: 'unavailable' };

export interface FlushOptions<TAnswer> {
  ownerId: string;
  load: () => CycleEventQueue;
  save: (queue: CycleEventQueue) => void;
  send: (event: QueuedCycleEvent) => Promise<SendOutcome<TAnswer>>;
  onSent: (event: QueuedCycleEvent, answer: TAnswer) => void;
  onRefused: (event: QueuedCycleEvent, message: string) => void;
}

/**
 * Sends the owner's waiting events one at a time, oldest first, re-reading the queue before each (another
 * tab, or an undo, may have changed it). Stops at the first event that cannot be sent now, so a later event
 * never overtakes an earlier one. Returns how many left the queue.
 */
export async function flushQueue<TAnswer>({
  ownerId,
  load,
  save,
  send,
  onSent,
  onRefused,
}: FlushOptions<TAnswer>): Promise<number> {
  let done = 0;
  for (;;) {
    const next = load().pending.find((event) => event.ownerId === ownerId);
    if (!next) return done;
    const outcome = await send(next);
    if (outcome.kind === 'unavailable') return done;
    done += 1;
    if (outcome.kind === 'sent') {
      save(withoutPending(load(), next.localId));
      onSent(next, outcome.answer);
    } else {
      save(refuse(load(), next.localId, outcome.message));
      onRefused(next, outcome.message);
    }
  }
}
