import type { ClaimDocumentType } from '@nasl/core';

/**
 * What a document is, told by its first bytes (its "magic number"), never by its name or the type its
 * sender declared: PDF `%PDF-`, JPEG `FF D8 FF`, PNG's eight-byte signature. Anything else is null.
 */
export function documentTypeOf(bytes: Uint8Array): ClaimDocumentType | null {
  const starts = (signature: readonly number[]) =>
    bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return null;
}
