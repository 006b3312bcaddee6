import { describe, expect, it } from 'vitest';
import { chooseDraftSource, isUnsynced, timesAfterSave } from './draft-sync';

describe('choosing between the device’s and the account’s questionnaire', () => {
  const earlier = '2026-11-22T08:00:00.000Z';
  const later = '2026-11-22T09:30:00.000Z';

  // Neither side has seen the other's copy (`syncedAt: null`): the later stamp wins.
  const unsynced = (updatedAt: string | null) => ({ updatedAt, syncedAt: null });

  it('takes the account’s copy when it is newer or the device has nothing', () => {
    expect(chooseDraftSource(unsynced(earlier), { updatedAt: later })).toBe('server');
    expect(chooseDraftSource(unsynced(null), { updatedAt: earlier })).toBe('server');
  });

  it('keeps the device’s copy when it is newer or the account has none', () => {
    expect(chooseDraftSource(unsynced(later), { updatedAt: earlier })).toBe('local');
    expect(chooseDraftSource(unsynced(earlier), { updatedAt: null })).toBe('local');
  });

  it('does nothing when both are the same or both are empty', () => {
    expect(chooseDraftSource(unsynced(later), { updatedAt: later })).toBe('same');
    expect(chooseDraftSource(unsynced(null), { updatedAt: null })).toBe('same');
    expect(chooseDraftSource({ updatedAt: later, syncedAt: later }, { updatedAt: later })).toBe('same');
  });

  it('keeps the device’s copy when the person answered on while the account’s copy was on its way', () => {
    const whenAsked = '2026-11-22T09:00:00.000Z';
    expect(chooseDraftSource(unsynced(later), { updatedAt: later }, whenAsked)).toBe('local');
    expect(chooseDraftSource(unsynced(earlier), { updatedAt: later }, null)).toBe('local');
    expect(chooseDraftSource(unsynced(earlier), { updatedAt: later }, earlier)).toBe('server');
  });

  describe('after the two agreed once (the account’s stamp `agreed`)', () => {
    const agreed = '2026-11-22T10:00:00.000Z';
    // A phone whose clock is an hour behind the server's stamps its offline answers before `agreed`.
    const offlineOnASlowClock = { updatedAt: '2026-11-22T09:15:00.000Z', syncedAt: agreed };

    it('keeps the answers given offline since, even when the device’s clock dates them earlier', () => {
      expect(chooseDraftSource(offlineOnASlowClock, { updatedAt: agreed })).toBe('local');
    });

    it('takes the account’s copy saved since from another device', () => {
      const device = { updatedAt: agreed, syncedAt: agreed };
      expect(chooseDraftSource(device, { updatedAt: '2026-11-22T10:30:00.000Z' })).toBe('server');
    });

    it('compares the stamps only when both changed since', () => {
      const accountLater = '2026-11-22T11:00:00.000Z';
      expect(chooseDraftSource(offlineOnASlowClock, { updatedAt: accountLater })).toBe('server');
      expect(
        chooseDraftSource(
          { updatedAt: '2026-11-22T12:00:00.000Z', syncedAt: agreed },
          { updatedAt: accountLater },
        ),
      ).toBe('local');
    });

    it('does nothing when neither changed', () => {
      expect(chooseDraftSource({ updatedAt: agreed, syncedAt: agreed }, { updatedAt: agreed })).toBe('same');
    });
  });

  it('knows what the account has not seen yet', () => {
    expect(isUnsynced({ updatedAt: later, syncedAt: earlier })).toBe(true);
    expect(isUnsynced({ updatedAt: later, syncedAt: null })).toBe(true);
    expect(isUnsynced({ updatedAt: later, syncedAt: later })).toBe(false);
    expect(isUnsynced({ updatedAt: null, syncedAt: null })).toBe(false);
  });

  describe('after the account confirms a save', () => {
    const pushed = '2026-11-22T09:00:00.000Z';
    const stamp = '2026-11-22T09:00:02.500Z';

    it('takes the account’s stamp when nothing changed meanwhile', () => {
      expect(timesAfterSave({ updatedAt: pushed, syncedAt: earlier }, pushed, stamp)).toEqual({
        updatedAt: stamp,
        syncedAt: stamp,
      });
    });

    it('keeps a later answer unsynced and newer than the account’s copy of the step before', () => {
      // The next step was taken at 09:00:01 by the device's clock; the account stamped the earlier step at
      // 09:00:02.5 by its own.
      const answeredOn = '2026-11-22T09:00:01.000Z';
      const times = timesAfterSave({ updatedAt: answeredOn, syncedAt: earlier }, pushed, stamp);
      expect(times).toEqual({ updatedAt: '2026-11-22T09:00:02.501Z', syncedAt: pushed });
      const device = { ...{ updatedAt: answeredOn, syncedAt: earlier }, ...times };
      expect(isUnsynced(device)).toBe(true);
      // Reopened before the next save lands: the device's answers win over the account's older copy.
      expect(chooseDraftSource(device, { updatedAt: stamp })).toBe('local');
    });

    it('leaves a later answer’s time alone when it is already after the account’s stamp', () => {
      expect(timesAfterSave({ updatedAt: later, syncedAt: earlier }, pushed, stamp)).toEqual({
        syncedAt: pushed,
      });
    });

    it('leaves a questionnaire started afresh meanwhile untouched', () => {
      expect(timesAfterSave({ updatedAt: null, syncedAt: null }, pushed, stamp)).toEqual({
        syncedAt: pushed,
      });
    });
  });
});
