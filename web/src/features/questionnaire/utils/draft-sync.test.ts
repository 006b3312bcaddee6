import { describe, expect, it } from 'vitest';
import { chooseDraftSource, isUnsynced } from './draft-sync';

describe('choosing between the device’s and the account’s questionnaire', () => {
  const earlier = '2026-11-22T08:00:00.000Z';
  const later = '2026-11-22T09:30:00.000Z';

  it('takes the account’s copy when it is newer or the device has nothing', () => {
    expect(chooseDraftSource({ updatedAt: earlier }, { updatedAt: later })).toBe('server');
    expect(chooseDraftSource({ updatedAt: null }, { updatedAt: earlier })).toBe('server');
  });

  it('keeps the device’s copy when it is newer or the account has none', () => {
    expect(chooseDraftSource({ updatedAt: later }, { updatedAt: earlier })).toBe('local');
    expect(chooseDraftSource({ updatedAt: earlier }, { updatedAt: null })).toBe('local');
  });

  it('does nothing when both are the same or both are empty', () => {
    expect(chooseDraftSource({ updatedAt: later }, { updatedAt: later })).toBe('same');
    expect(chooseDraftSource({ updatedAt: null }, { updatedAt: null })).toBe('same');
  });

  it('keeps the device’s copy when the person answered on while the account’s copy was on its way', () => {
    const whenAsked = '2026-11-22T09:00:00.000Z';
    expect(chooseDraftSource({ updatedAt: later }, { updatedAt: later }, whenAsked)).toBe('local');
    expect(chooseDraftSource({ updatedAt: earlier }, { updatedAt: later }, null)).toBe('local');
    expect(chooseDraftSource({ updatedAt: earlier }, { updatedAt: later }, earlier)).toBe('server');
  });

  it('knows what the account has not seen yet', () => {
    expect(isUnsynced({ updatedAt: later, syncedAt: earlier })).toBe(true);
    expect(isUnsynced({ updatedAt: later, syncedAt: null })).toBe(true);
    expect(isUnsynced({ updatedAt: later, syncedAt: later })).toBe(false);
    expect(isUnsynced({ updatedAt: null, syncedAt: null })).toBe(false);
  });
});
