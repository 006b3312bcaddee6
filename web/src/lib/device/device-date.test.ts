import { describe, expect, it } from 'vitest';
import {
  civilToLocalDate,
  deviceToday,
  latestEnterableDate,
  localDateToCivil,
  serverToday,
} from './device-date';

describe('device dates', () => {
  it('turn a civil date into local midnight and back, without a time-zone shift', () => {
    const date = civilToLocalDate('2026-03-01');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 2, 1, 0]);
    expect(localDateToCivil(date)).toBe('2026-03-01');
    for (const civil of ['2024-02-29', '2026-12-31', '2027-01-01']) {
      expect(localDateToCivil(civilToLocalDate(civil))).toBe(civil);
    }
  });

  it('read today on the device’s own calendar', () => {
    expect(deviceToday(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
    expect(deviceToday(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });

  it('refuse what is not a civil date', () => {
    expect(() => civilToLocalDate('2026-02-30')).toThrow(RangeError);
  });
});

describe('the latest date a person may enter', () => {
  function inZone<T>(timeZone: string, run: () => T): T {
    const zone = process.env.TZ;
    process.env.TZ = timeZone;
    try {
      return run();
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  }

  it('is tomorrow on the device when the device is behind the server', () => {
    // 22:00 UTC is 14:00 on the 22nd in Los Angeles and already 01:00 on the 23rd in Riyadh.
    const now = new Date('2026-11-22T22:00:00Z');
    expect(inZone('America/Los_Angeles', () => latestEnterableDate(1, now))).toBe('2026-11-23');
    expect(serverToday(now)).toBe('2026-11-23');
  });

  it('is the server’s limit when the device is ahead of it', () => {
    // 12:00 UTC is already the 23rd at UTC+14, still the 22nd in Riyadh.
    const now = new Date('2026-11-22T12:00:00Z');
    expect(inZone('Pacific/Kiritimati', () => deviceToday(now))).toBe('2026-11-23');
    expect(inZone('Pacific/Kiritimati', () => latestEnterableDate(1, now))).toBe('2026-11-23');
    expect(inZone('Pacific/Kiritimati', () => latestEnterableDate(3, now))).toBe('2026-11-24');
  });
});
