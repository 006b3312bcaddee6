import { describe, expect, it } from 'vitest';
import {
  dismissRefused,
  EMPTY_QUEUE,
  enqueue,
  flushQueue,
  parseQueue,
  refuse,
  withoutPending,
  type CycleEventQueue,
  type QueuedCycleEvent,
  type SendOutcome,
} from './cycle-event-queue';

function queued(localId: string, overrides: Partial<QueuedCycleEvent> = {}): QueuedCycleEvent {
  return {
    localId,
    planId: 'plan-1',
    ownerId: 'user-1',
    type: 'period-start',
    date: '2026-12-20',
    queuedAt: '2026-12-20T08:00:00.000Z',
    ...overrides,
  };
}

describe('the stored queue', () => {
  it('reads back what was written', () => {
    const queue: CycleEventQueue = {
      pending: [queued('a'), queued('b', { type: 'lh-positive', date: '2026-12-30' })],
      refused: [{ event: queued('c'), message: 'Too close' }],
    };
    expect(parseQueue(JSON.stringify(queue))).toEqual(queue);
  });

  it('is empty when missing or unreadable, and leaves out entries it cannot read', () => {
    expect(parseQueue(null)).toEqual(EMPTY_QUEUE);
    expect(parseQueue('{not json')).toEqual(EMPTY_QUEUE);
    expect(parseQueue('"text"')).toEqual(EMPTY_QUEUE);
    const mixed = {
      pending: [
        queued('ok'),
        { ...queued('bad-type'), type: 'ovulation' },
        { ...queued('bad-date'), date: '2026-02-30' },
        { ...queued('no-owner'), ownerId: '' },
        'junk',
      ],
      refused: [{ event: queued('r'), message: '' }, { event: queued('s'), message: 'No' }, null],
    };
    expect(parseQueue(JSON.stringify(mixed))).toEqual({
      pending: [queued('ok')],
      refused: [{ event: queued('s'), message: 'No' }],
    });
  });
});

describe('changing the queue', () => {
  it('adds at the end, never the same event twice', () => {
    let queue = enqueue(EMPTY_QUEUE, queued('a'));
    queue = enqueue(queue, queued('b', { type: 'lh-positive' }));
    queue = enqueue(queue, queued('c'));
    expect(queue.pending.map((event) => event.localId)).toEqual(['a', 'b']);
    expect(enqueue(queue, queued('d', { planId: 'plan-2' })).pending).toHaveLength(3);
  });

  it('removes an undone event, and moves a refused one aside with its message', () => {
    const queue = enqueue(enqueue(EMPTY_QUEUE, queued('a')), queued('b', { date: '2026-12-21' }));
    expect(withoutPending(queue, 'a').pending.map((event) => event.localId)).toEqual(['b']);
    const refused = refuse(queue, 'b', 'Too close');
    expect(refused.pending.map((event) => event.localId)).toEqual(['a']);
    expect(refused.refused).toEqual([{ event: queue.pending[1], message: 'Too close' }]);
    expect(refuse(queue, 'missing', 'x')).toBe(queue);
    expect(dismissRefused(refused, 'b').refused).toEqual([]);
  });
});

describe('sending the queue', () => {
  /** A device queue in memory and a server that answers from a script, recording what it received. */
  function setup(
    initial: QueuedCycleEvent[],
    answers: Record<string, SendOutcome<string>>,
    /** What happens to the device's queue elsewhere while an event is on its way. */
    meanwhile: (queue: CycleEventQueue) => CycleEventQueue = (queue) => queue,
  ) {
    let stored: CycleEventQueue = { pending: initial, refused: [] };
    const received: string[] = [];
    const sent: string[] = [];
    const refused: string[] = [];
    const run = () =>
      flushQueue<string>({
        ownerId: 'user-1',
        load: () => stored,
        save: (queue) => {
          stored = queue;
        },
        send: (event) => {
          received.push(event.localId);
          stored = meanwhile(stored);
          return Promise.resolve(
            answers[event.localId] ?? { kind: 'sent', answer: `plan after ${event.localId}` },
          );
        },
        onSent: (event, answer) => sent.push(`${event.localId}:${answer}`),
        onRefused: (event, message) => refused.push(`${event.localId}:${message}`),
      });
    return { run, received, sent, refused, stored: () => stored };
  }

  it('sends every waiting event once, oldest first, and empties the queue', async () => {
    const device = setup([queued('a'), queued('b'), queued('c')], {});
    expect(await device.run()).toBe(3);
    expect(device.received).toEqual(['a', 'b', 'c']);
    expect(device.sent).toEqual(['a:plan after a', 'b:plan after b', 'c:plan after c']);
    expect(device.stored()).toEqual(EMPTY_QUEUE);
    expect(await device.run()).toBe(0);
    expect(device.received).toEqual(['a', 'b', 'c']);
  });

  it('drops a refused event with its message and goes on with the next', async () => {
    const device = setup([queued('a'), queued('b')], { a: { kind: 'refused', message: 'Too close' } });
    expect(await device.run()).toBe(2);
    expect(device.refused).toEqual(['a:Too close']);
    expect(device.sent).toEqual(['b:plan after b']);
    expect(device.stored()).toEqual({ pending: [], refused: [{ event: queued('a'), message: 'Too close' }] });
  });

  it('stops at the first event that cannot be sent now, so no later event overtakes it', async () => {
    const device = setup([queued('a'), queued('b')], { a: { kind: 'unavailable' } });
    expect(await device.run()).toBe(0);
    expect(device.received).toEqual(['a']);
    expect(device.stored().pending.map((event) => event.localId)).toEqual(['a', 'b']);
  });

  it('never sends another account’s events', async () => {
    const device = setup([queued('mine'), queued('theirs', { ownerId: 'user-2' })], {});
    expect(await device.run()).toBe(1);
    expect(device.received).toEqual(['mine']);
    expect(device.stored().pending.map((event) => event.localId)).toEqual(['theirs']);
  });

  it('re-reads the queue before each event: one undone meanwhile is not sent', async () => {
    // While "a" is on its way, "b" is undone in another tab.
    const device = setup([queued('a'), queued('b')], {}, (queue) => withoutPending(queue, 'b'));
    expect(await device.run()).toBe(1);
    expect(device.received).toEqual(['a']);
    expect(device.stored()).toEqual(EMPTY_QUEUE);
  });
});
