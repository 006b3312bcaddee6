import { describe, expect, it } from 'vitest';
import { buildPlanCalendar, escapeText, foldLine } from './ics';

interface ParsedEvent {
  [property: string]: string;
}

/** A small RFC 5545 reader: unfolds lines, then collects each VEVENT's properties. */
function parseCalendar(text: string): { lines: string[]; events: ParsedEvent[] } {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);
  const events: ParsedEvent[] = [];
  let current: ParsedEvent | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return { lines, events };
}

const now = new Date('2026-11-22T03:04:05.678Z');

describe('buildPlanCalendar', () => {
  it('writes one all-day event per plan date with a discreet title and its own UID', () => {
    const text = buildPlanCalendar({
      planId: 'plan123',
      dates: ['2026-12-01', '2026-12-02', '2026-12-31'],
      summary: 'Nasl reminder',
      now,
    });
    const { lines, events } = parseCalendar(text);

    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(events).toHaveLength(3);
    expect(events.map((event) => event['DTSTART;VALUE=DATE'])).toEqual(['20261201', '20261202', '20261231']);
    expect(events.map((event) => event['DTEND;VALUE=DATE'])).toEqual(['20261202', '20261203', '20270101']);
    expect(new Set(events.map((event) => event.UID)).size).toBe(3);
    expect(events[0]).toMatchObject({
      UID: 'plan123-20261201@nasl.app',
      DTSTAMP: '20261122T030405Z',
      SUMMARY: 'Nasl reminder',
    });
    expect(text).not.toMatch(/[^\r]\n/);
  });

  it('keeps Arabic titles intact, sorted dates and no duplicates', () => {
    const text = buildPlanCalendar({
      planId: 'p',
      dates: ['2027-01-05', '2026-12-31', '2027-01-05'],
      summary: 'تذكير نسل',
      now,
    });
    const { events } = parseCalendar(text);
    expect(events.map((event) => event['DTSTART;VALUE=DATE'])).toEqual(['20261231', '20270105']);
    expect(events.every((event) => event.SUMMARY === 'تذكير نسل')).toBe(true);
  });

  it('escapes text and folds long lines at 75 octets without splitting characters', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const long = `SUMMARY:${'تذكير '.repeat(30)}`;
    const folded = foldLine(long);
    const encoder = new TextEncoder();
    for (const part of folded.split('\r\n')) expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
  });
});
