import { describe, expect, it } from 'vitest';
import { documentTypeOf } from './file-type.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('documentTypeOf', () => {
  it('tells PDF, JPEG and PNG by their first bytes', () => {
    expect(documentTypeOf(new TextEncoder().encode('%PDF-1.7\n%âãÏÓ'))).toBe('application/pdf');
    expect(documentTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46))).toBe('image/jpeg');
    expect(documentTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d))).toBe(
      'image/png',
    );
  });

  it('refuses anything else, whatever it is called: text, HTML, a GIF, a truncated signature, nothing', () => {
    expect(documentTypeOf(new TextEncoder().encode('<html><script>alert(1)</script>'))).toBeNull();
    expect(documentTypeOf(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(documentTypeOf(new TextEncoder().encode('%PDF'))).toBeNull();
    expect(documentTypeOf(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(documentTypeOf(bytes(0xff, 0xd8))).toBeNull();
    expect(documentTypeOf(bytes())).toBeNull();
    expect(documentTypeOf(new TextEncoder().encode(' %PDF-1.4'))).toBeNull();
  });
});
