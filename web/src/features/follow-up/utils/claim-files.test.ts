import { describe, expect, it } from 'vitest';
import { claimFilesProblem } from './claim-files';

const file = (name: string, size: number, type: string) => ({ name, size, type });
const MB = 1024 * 1024;

describe('claimFilesProblem (checked before the upload)', () => {
  it('takes 1 to 3 PDF, JPEG or PNG files of at most 10 MB', () => {
    expect(claimFilesProblem([file('a.pdf', MB, 'application/pdf')])).toBeNull();
    expect(
      claimFilesProblem([
        file('a.pdf', 10 * MB, 'application/pdf'),
        file('b.jpg', 1, 'image/jpeg'),
        file('c.png', 1, 'image/png'),
      ]),
    ).toBeNull();
  });

  it('names what is wrong: none, too many, the file too large, the file of another type', () => {
    expect(claimFilesProblem([])).toEqual({ kind: 'none' });
    expect(claimFilesProblem(Array.from({ length: 4 }, () => file('a.pdf', 1, 'application/pdf')))).toEqual({
      kind: 'tooMany',
    });
    expect(claimFilesProblem([file('big.pdf', 10 * MB + 1, 'application/pdf')])).toEqual({
      kind: 'tooLarge',
      name: 'big.pdf',
    });
    expect(claimFilesProblem([file('page.html', 10, 'text/html')])).toEqual({
      kind: 'wrongType',
      name: 'page.html',
    });
  });

  it('leaves a file of unknown type to the server, which reads its bytes', () => {
    expect(claimFilesProblem([file('scan', 10, '')])).toBeNull();
  });
});
