import { describe, expect, it } from 'vitest';
import { isPersonalDataKey, storageKeys } from './storage';

describe('the welcome-seen flag', () => {
  it('names the product and survives logout like the other device preferences', () => {
    expect(storageKeys.welcomeSeen).toBe('nasl-welcome-seen');
    expect(isPersonalDataKey(storageKeys.welcomeSeen)).toBe(false);
  });
});
