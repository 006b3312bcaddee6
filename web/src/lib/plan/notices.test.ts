import { describe, expect, it } from 'vitest';
import { sortedNotices } from './notices';

describe('sortedNotices', () => {
  it('puts important notices first, then warnings, then information, keeping the plan’s order within each', () => {
    const notices = [
      { level: 'info', text: 'i1' },
      { level: 'warning', text: 'w1' },
      { level: 'important', text: 'x1' },
      { level: 'info', text: 'i2' },
      { level: 'important', text: 'x2' },
    ] as const;
    expect(sortedNotices(notices).map((notice) => notice.text)).toEqual(['x1', 'x2', 'w1', 'i1', 'i2']);
    expect(sortedNotices([])).toEqual([]);
  });
});
