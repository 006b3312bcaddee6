import { CLAIM_DOCUMENT_TYPES, MAX_CLAIM_DOCUMENT_BYTES, MAX_CLAIM_DOCUMENTS } from '@nasl/core/guarantee';

/** Why the chosen files cannot be sent, before any upload (the server checks again, by their bytes). */
export type ClaimFilesProblem =
  | { kind: 'none' }
  | { kind: 'tooMany' }
  | { kind: 'tooLarge'; name: string }
  | { kind: 'wrongType'; name: string };

const ACCEPTED: readonly string[] = CLAIM_DOCUMENT_TYPES;

export function claimFilesProblem(
  files: readonly Pick<File, 'name' | 'size' | 'type'>[],
): ClaimFilesProblem | null {
  if (files.length === 0) return { kind: 'none' };
  if (files.length > MAX_CLAIM_DOCUMENTS) return { kind: 'tooMany' };
  const large = files.find((file) => file.size > MAX_CLAIM_DOCUMENT_BYTES);
  if (large) return { kind: 'tooLarge', name: large.name };
  // A type the browser does not know is left to the server, which reads the file's first bytes.
  const wrong = files.find((file) => file.type !== '' && !ACCEPTED.includes(file.type));
  if (wrong) return { kind: 'wrongType', name: wrong.name };
  return null;
}

/** The file input's `accept`: the types a claim takes, by MIME type and extension. */
export const CLAIM_FILE_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
