/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import { writePlanCalendar, type PlanCalendarText } from './plan-calendar-file.ts';
import type { PlanCalendarEvent } from './plan-calendar.ts';

interface ParsedEvent {
  properties: Record<string, string>;
  alarms: Record<string, string>[];
}

/** A small RFC 5545 reader: checks the line breaks and lengths, unfolds, then collects each VEVENT and VALARM. */
function parseCalendar(text: string): { lines: string[]; events: ParsedEvent[] } {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const encoder = new TextEncoder();
  for (const physical of text.split('\r\n')) expect(encoder.encode(physical).length).toBeLessThanOrEqual(75);
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);
  const events: ParsedEvent[] = [];
  let event: ParsedEvent | null = null;
  let alarm: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') event = { properties: {}, alarms: [] };
    else if (line === 'END:VEVENT') {
      events.push(event!);
      event = null;
    } else if (line === 'BEGIN:VALARM') alarm = {};
    else if (line === 'END:VALARM') {
      event!.alarms.push(alarm!);
      alarm = null;
    } else if (event) {
      const colon = line.indexOf(':');
      (alarm ?? event.properties)[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return { lines, events };
}

const now = new Date('2026-11-22T03:04:05.678Z');

const attempt = (date: string, uid = `plan123-${date}@nasl.app`): PlanCalendarEvent => ({
  uid,
  kind: 'attempt',
  date,
});
const lhTests = (date: string, uid = `plan123-lh-${date}@nasl.app`): PlanCalendarEvent => ({
  uid,
  kind: 'lh-tests',
  date,
});
const TITLES = { attempt: 'Nasl reminder', 'lh-tests': 'Nasl reminder: tests' };

function calendar(overrides: Partial<PlanCalendarText> = {}) {
  return parseCalendar(
    writePlanCalendar({
      events: ['2026-12-01', '2026-12-02', '2026-12-31'].map((date) => attempt(date)),
      titles: TITLES,
      alarm: 'none',
      now,
      ...overrides,
    }),
  );
}

describe('writePlanCalendar', () => {
  it('writes one all-day event per plan date with a discreet title, its own UID and the time it was made', () => {
    const { lines, events } = calendar();
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(events).toHaveLength(3);
    const starts = events.map((event) => event.properties['DTSTART;VALUE=DATE']);
    expect(starts).toEqual(['20261201', '20261202', '20261231']);
    const ends = events.map((event) => event.properties['DTEND;VALUE=DATE']);
    expect(ends).toEqual(['20261202', '20261203', '20270101']);
    expect(new Set(events.map((event) => event.properties.UID)).size).toBe(3);
    expect(events[0]!.properties).toMatchObject({
      UID: 'plan123-2026-12-01@nasl.app',
      SEQUENCE: '0',
      DTSTAMP: '20261122T030405Z',
      SUMMARY: 'Nasl reminder',
      CLASS: 'PRIVATE',
      TRANSP: 'TRANSPARENT',
    });
    expect(events.every((event) => event.alarms.length === 0)).toBe(true);
  });

  it('keeps the same days in any time zone of the device', () => {
    const zone = process.env.TZ;
    try {
      for (const timeZone of ['Pacific/Kiritimati', 'America/Los_Angeles', 'Asia/Riyadh']) {
        process.env.TZ = timeZone;
        const { events } = calendar({ events: [attempt('2027-03-28'), attempt('2027-10-31')] });
        const starts = events.map((event) => event.properties['DTSTART;VALUE=DATE']);
        expect(starts, timeZone).toEqual(['20270328', '20271031']);
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('titles each kind of event with its own title, and writes each event at its revision', () => {
    const { events } = calendar({
      events: [lhTests('2026-11-29'), { ...attempt('2026-12-01'), sequence: 3 }],
    });
    expect(events.map((event) => event.properties.SUMMARY)).toEqual([
      'Nasl reminder: tests',
      'Nasl reminder',
    ]);
    expect(events.map((event) => event.properties.SEQUENCE)).toEqual(['0', '3']);
  });

  it('names a subscription and asks calendar apps to fetch it again', () => {
    const { lines } = calendar({ subscription: { name: 'نسل', refreshSeconds: 6 * 3600 } });
    expect(lines).toContain('X-WR-CALNAME:نسل');
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT6H');
    expect(lines).toContain('X-PUBLISHED-TTL:PT6H');
    expect(calendar().lines.some((line) => line.startsWith('X-WR-CALNAME'))).toBe(false);
  });

  it.each([
    ['evening-before', '-PT3H'],
    ['morning-of', 'PT8H'],
  ] as const)('adds a %s display alarm to every event', (alarm, trigger) => {
    const { events } = calendar({
      alarm,
      events: [
        ...['2026-12-01', '2026-12-02', '2026-12-31'].map((date) => attempt(date)),
        lhTests('2026-11-29'),
      ],
    });
    expect(events).toHaveLength(4);
    for (const event of events) {
      expect(event.alarms).toHaveLength(1);
      const [valarm] = event.alarms;
      expect(valarm!.ACTION).toBe('DISPLAY');
      expect(valarm!.DESCRIPTION).toBe(event.properties.SUMMARY);
      const triggerLine = Object.entries(valarm!).find(([name]) => name.startsWith('TRIGGER'))!;
      // Relative to the start (local midnight) of the all-day event: RELATED=START is the default.
      expect(triggerLine[0]).toMatch(/^TRIGGER(;RELATED=START)?$/);
      expect(triggerLine[1]).toBe(trigger);
    }
  });

  it('keeps Arabic titles intact', () => {
    const { events } = calendar({
      events: [attempt('2026-12-31'), attempt('2027-01-05')],
      titles: { attempt: 'تذكير نسل', 'lh-tests': 'تذكير نسل: الاختبارات' },
    });
    expect(events.map((event) => event.properties['DTSTART;VALUE=DATE'])).toEqual(['20261231', '20270105']);
    expect(events.every((event) => event.properties.SUMMARY === 'تذكير نسل')).toBe(true);
  });

  it('escapes text values and folds long lines at 75 octets without splitting a character', () => {
    const title = `${'تذكير نسل، '.repeat(8)}a,b;c\\d\ne`;
    const text = writePlanCalendar({
      events: [attempt('2026-12-01', 'p-2026-12-01@nasl.app')],
      titles: { attempt: title, 'lh-tests': 'x' },
      alarm: 'evening-before',
      now,
    });
    expect(text).toMatch(/\r\n /);
    const { events } = parseCalendar(text);
    const escaped = `${'تذكير نسل، '.repeat(8)}a\\,b\\;c\\\\d\\ne`;
    expect(events[0]!.properties.SUMMARY).toBe(escaped);
    expect(events[0]!.alarms[0]!.DESCRIPTION).toBe(escaped);
  });

  it('writes an empty calendar when no date is left', () => {
    const { lines, events } = calendar({ events: [] });
    expect(events).toEqual([]);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
  });
});
