import { describe, expect, it } from 'vitest';
import { clearPersonalData, isPersonalDataKey, storageKeys } from './storage';

function fakeStorage(entries: Record<string, string>) {
  const data = new Map(Object.entries(entries));
  return {
    get length() {
      return data.size;
    },
    key: (index: number) => [...data.keys()][index] ?? null,
    removeItem: (key: string) => {
      data.delete(key);
    },
    keys: () => [...data.keys()].sort(),
  };
}

describe('clearPersonalData', () => {
  it('removes the app’s personal data and keeps device preferences and foreign keys', () => {
    const storage = fakeStorage({
      [storageKeys.language]: 'en',
      [storageKeys.theme]: '{"state":{"mode":"dark"}}',
      'nasl-latest-plan': '{"id":"p1"}',
      'nasl-questionnaire-form': '{}',
      'other-site-key': 'x',
    });

    const removed = clearPersonalData(storage);

    expect(removed.sort()).toEqual(['nasl-latest-plan', 'nasl-questionnaire-form']);
    expect(storage.keys()).toEqual(['nasl-language', 'nasl-theme', 'other-site-key']);
  });

  it('classifies keys', () => {
    expect(isPersonalDataKey('nasl-latest-plan')).toBe(true);
    expect(isPersonalDataKey(storageKeys.cycleEventQueue)).toBe(true);
    expect(isPersonalDataKey('nasl-latest-form-data')).toBe(true);
    // Logout removes it, so the reloaded page paints a guest's buttons at once.
    expect(isPersonalDataKey(storageKeys.signedIn)).toBe(true);
    expect(isPersonalDataKey(storageKeys.theme)).toBe(false);
    expect(isPersonalDataKey(storageKeys.language)).toBe(false);
    expect(isPersonalDataKey('unrelated')).toBe(false);
  });
});

describe('the welcome-seen flag', () => {
  it('names the product and survives logout like the other device preferences', () => {
    expect(storageKeys.welcomeSeen).toBe('nasl-welcome-seen');
    expect(isPersonalDataKey(storageKeys.welcomeSeen)).toBe(false);
  });
});
