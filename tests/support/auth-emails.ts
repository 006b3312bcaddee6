/**
 * The e-mails Firebase Auth would send, as the Auth emulator records them: every link's code, by kind and
 * address (`GET /emulator/v1/projects/{project}/oobCodes`). The tests follow the links the way a person
 * opening their inbox would.
 */
export interface RecordedAuthEmail {
  email: string;
  requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL' | 'RECOVER_EMAIL' | 'VERIFY_AND_CHANGE_EMAIL' | string;
  oobCode: string;
  oobLink: string;
  newEmail?: string;
}

function emulatorUrl(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const project = process.env.GCLOUD_PROJECT;
  if (!host || !project) throw new Error('FIREBASE_AUTH_EMULATOR_HOST and GCLOUD_PROJECT must be set');
  return `http://${host}/emulator/v1/projects/${project}/oobCodes`;
}

export async function recordedAuthEmails(): Promise<RecordedAuthEmail[]> {
  const response = await fetch(emulatorUrl());
  if (!response.ok) throw new Error(`oobCodes: ${response.status}`);
  return ((await response.json()) as { oobCodes: RecordedAuthEmail[] }).oobCodes;
}

/** The e-mails of one kind sent to one address, oldest first. */
export async function authEmailsTo(email: string, requestType: string): Promise<RecordedAuthEmail[]> {
  const address = email.toLowerCase();
  return (await recordedAuthEmails()).filter(
    (sent) => sent.email === address && sent.requestType === requestType,
  );
}

/** The newest e-mail of one kind sent to one address; fails when there is none. */
export async function lastAuthEmailTo(email: string, requestType: string): Promise<RecordedAuthEmail> {
  const sent = (await authEmailsTo(email, requestType)).at(-1);
  if (!sent) throw new Error(`no ${requestType} e-mail was sent to ${email}`);
  return sent;
}
