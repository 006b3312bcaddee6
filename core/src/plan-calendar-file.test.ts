import { describe, expect, it } from 'vitest';
import { buildPlanCalendar, type PlanCalendarInput } from './ics';

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

function calendar(overrides: Partial<PlanCalendarInput> = {}) {
  return parseCalendar(
    buildPlanCalendar({
      planId: 'plan123',
      attemptDates: ['2026-12-01', '2026-12-02', '2026-12-31'],
      lhTestStarts: [],
      titles: { attempt: 'Nasl reminder', lhTests: 'Nasl reminder: tests' },
      alarm: 'none',
      now,
      ...overrides,
    }),
  );
}

describe('buildPlanCalendar', () => {
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
      UID: 'plan123-20261201@nasl.app',
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
        const { events } = calendar({ attemptDates: ['2027-03-28', '2027-10-31'] });
        const starts = events.map((event) => event.properties['DTSTART;VALUE=DATE']);
        expect(starts, timeZone).toEqual(['20270328', '20271031']);
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('adds a "start LH tests" event on the first day of each run of tests, with its own UID', () => {
    const { events } = calendar({ lhTestStarts: ['2026-11-29', '2026-12-27'] });
    const tests = events.filter((event) => event.properties.SUMMARY === 'Nasl reminder: tests');
    expect(tests.map((event) => event.properties['DTSTART;VALUE=DATE'])).toEqual(['20261129', '20261227']);
    expect(tests.map((event) => event.properties.UID)).toEqual([
      'plan123-lh-20261129@nasl.app',
      'plan123-lh-20261227@nasl.app',
    ]);
    expect(new Set(events.map((event) => event.properties.UID)).size).toBe(5);
  });

  it.each([
    ['evening-before', '-PT3H'],
    ['morning-of', 'PT8H'],
  ] as const)('adds a %s display alarm to every event', (alarm, trigger) => {
    const { events } = calendar({ alarm, lhTestStarts: ['2026-11-29'] });
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

  it('keeps Arabic titles intact, sorted dates and no duplicates', () => {
    const { events } = calendar({
      attemptDates: ['2027-01-05', '2026-12-31', '2027-01-05'],
      titles: { attempt: 'تذكير نسل', lhTests: 'تذكير نسل: الاختبارات' },
    });
    expect(events.map((event) => event.properties['DTSTART;VALUE=DATE'])).toEqual(['20261231', '20270105']);
    expect(events.every((event) => event.properties.SUMMARY === 'تذكير نسل')).toBe(true);
  });

  it('escapes text values and folds long lines at 75 octets without splitting a character', () => {
    const title = `${'تذكير نسل، '.repeat(8)}a,b;c\\d\ne`;
    const text = buildPlanCalendar({
      planId: 'p',
      attemptDates: ['2026-12-01'],
      lhTestStarts: [],
      titles: { attempt: title, lhTests: 'x' },
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
    const { lines, events } = calendar({ attemptDates: [] });
    expect(events).toEqual([]);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
  });
});
