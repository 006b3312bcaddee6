import { reminderPayload } from '@nasl/core/reminders';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER, readReminder, reminderTarget } from './reminder-notification';

const ORIGIN = 'https://nasl.app';

describe('readReminder', () => {
  it('shows what the server sent', () => {
    const payload = reminderPayload({
      planId: 'p1',
      kind: 'attempt-eve',
      date: '2026-12-11',
      lang: 'en',
      discreet: true,
      ramadan: false,
    });
    expect(readReminder(() => JSON.parse(JSON.stringify(payload)))).toMatchObject({
      title: 'Nasl',
      body: 'You have a reminder for tomorrow.',
      url: '/results?id=p1#today',
      tag: 'nasl-p1-2026-12-11',
    });
  });

  it('shows the discreet default for a push it cannot read', () => {
    expect(readReminder(() => ({ title: 1 }))).toEqual(DEFAULT_REMINDER);
    expect(
      readReminder(() => {
        throw new SyntaxError('not JSON');
      }),
    ).toEqual(DEFAULT_REMINDER);
  });
});

describe('reminderTarget', () => {
  it('opens the plan at today’s card', () => {
    expect(reminderTarget({ url: '/results?id=p1#today' }, ORIGIN)).toBe(
      'https://nasl.app/results?id=p1#today',
    );
  });

  it('never leaves the site', () => {
    for (const url of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', 42]) {
      expect(reminderTarget({ url }, ORIGIN)).toBe('https://nasl.app/');
    }
    expect(reminderTarget(null, ORIGIN)).toBe('https://nasl.app/');
  });
});
