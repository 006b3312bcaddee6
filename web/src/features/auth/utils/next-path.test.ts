import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it('takes a path of this site', () => {
    expect(safeNextPath('/partner-invite')).toBe('/partner-invite');
    expect(safeNextPath('/results?id=1')).toBe('/results?id=1');
  });

  it.each([null, '', 'partner-invite', '//evil.example', '/\\evil.example', 'https://evil.example/'])(
    'refuses %j',
    (value) => {
      expect(safeNextPath(value)).toBeNull();
    },
  );
});
