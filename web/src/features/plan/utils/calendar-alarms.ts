/** When the calendar reminds her of a day: not at all, at 21:00 the evening before, or at 08:00 that morning. */
export const CALENDAR_ALARMS = ['none', 'evening-before', 'morning-of'] as const;
export type CalendarAlarm = (typeof CALENDAR_ALARMS)[number];
