import type { Request } from 'express';
import { actionCodeSchema } from '@nasl/core';
import type { ServerConfig } from '../../lib/config.ts';
import { auth } from '../../lib/firebase.ts';
import { applyActionCode, checkActionCode, type ActionCodeType } from '../../lib/firebase-identity.ts';
import { HttpError } from '../../lib/http-error.ts';
import { parseBody } from '../../lib/parse-body.ts';

/**
 * Uses the code of a Firebase Auth e-mail link (`{ oobCode }` in the body) of the one kind the endpoint
 * handles; any other kind, an unknown, used or expired code → 400. Answers the account it applied to,
 * with its address afterwards.
 */
export async function applyEmailLink(
  req: Request,
  config: ServerConfig,
  kind: ActionCodeType,
): Promise<{ uid: string; email: string; emailVerified: boolean }> {
  const { oobCode } = parseBody(req, actionCodeSchema);
  const refused = new HttpError(400, 'actionCodeInvalid', { oobCode: 'actionCodeInvalid' });
  const code = await checkActionCode(config, oobCode);
  if (!code.ok || code.type !== kind) throw refused;
  const applied = await applyActionCode(config, oobCode);
  if (!applied.ok) throw refused;
  const account = await auth().getUserByEmail(applied.email);
  return { uid: account.uid, email: applied.email, emailVerified: account.emailVerified };
}
