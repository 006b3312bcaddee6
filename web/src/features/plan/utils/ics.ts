import { addDays, type CivilDate } from '@nasl/core';

/**
 * An iCalendar (RFC 5545) file of the plan's dates: one all-day event per date, with a title that says
 * nothing about its purpose (the calendar may be seen by others).
 */
export interface PlanCalendarInput {
  planId: string;
  dates: readonly CivilDate[];
  /** The discreet event title, e.g. "Nasl reminder" / "تذكير نسل". */
  summary: string;
  /** DTSTAMP: when the file was made. */
  now: Date;
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** TEXT values escape backslashes, semicolons, commas and line breaks (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on lines that start with a space, never splitting a character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const basicDate = (date: CivilDate) => date.replace(/-/g, '');

function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function buildPlanCalendar({ planId, dates, summary, now }: PlanCalendarInput): string {
  const stamp = utcStamp(now);
  const uniqueDates = [...new Set(dates)].sort();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Nasl//Plan reminders//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...uniqueDates.flatMap((date) => [
      'BEGIN:VEVENT',
      `UID:${planId}-${basicDate(date)}@nasl.app`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${basicDate(date)}`,
      `DTEND;VALUE=DATE:${basicDate(addDays(date, 1))}`,
      `SUMMARY:${escapeText(summary)}`,
      'CLASS:PRIVATE',
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
